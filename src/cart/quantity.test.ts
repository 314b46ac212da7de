import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raiseToMin, readBounds, stepQuantity } from './quantity';

const attribute = fc.oneof(
  fc.constant(null),
  fc.constantFrom('', 'any', '-1', '0', 'abc', '1e400', 'NaN', ' 2 '),
  fc.double({ noNaN: false }).map(String),
  fc.string(),
);

describe('quantity bounds from any printed attributes (property)', () => {
  it('always give a positive finite step, a positive max and a finite min', () => {
    fc.assert(
      fc.property(attribute, attribute, attribute, (min, max, step) => {
        const bounds = readBounds({ min, max, step });
        expect(Number.isFinite(bounds.step) && bounds.step > 0).toBe(true);
        expect(bounds.max > 0).toBe(true);
        expect(Number.isFinite(bounds.min)).toBe(true);
      }),
    );
  });

  it('raising to min is idempotent and never lowers a value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.integer({ min: -100, max: 100 }), (value, min) => {
        const bounds = { min, max: Number.POSITIVE_INFINITY, step: 1 };
        const raised = raiseToMin(value, bounds);
        expect(raised).toBeGreaterThanOrEqual(value);
        expect(raiseToMin(raised, bounds)).toBe(raised);
      }),
    );
  });

  it('a non-numeric current value steps from min and stays within the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom<1 | -1>(1, -1),
        (min, span, direction) => {
          const next = stepQuantity(Number.NaN, direction, { min, max: min + span, step: 1 });
          expect(next).toBeGreaterThanOrEqual(min);
          expect(next).toBeLessThanOrEqual(min + span);
        },
      ),
    );
  });
});

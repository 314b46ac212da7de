// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsOf, formatQuantity, raiseToMin, readBounds, stepQuantity } from './quantity';

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

describe('quantity math', () => {
  it('reads bounds with Flatsome’s defaults', () => {
    expect(readBounds({})).toEqual({ min: 0, max: Number.POSITIVE_INFINITY, step: 1 });
    expect(readBounds({ min: '1', max: '', step: 'any' })).toEqual({ min: 1, max: Number.POSITIVE_INFINITY, step: 1 });
    expect(readBounds({ min: '0', max: '5', step: '-2' })).toEqual({ min: 0, max: 5, step: 1 });
    expect(readBounds({ step: '0.25' }).step).toBe(0.25);
    expect(decimalsOf(0.25)).toBe(2);
    expect(decimalsOf(1e-7)).toBe(7);
  });

  it('plus clamps at max, minus at min, results stay on the step’s decimals (property)', () => {
    const step = fc.constantFrom(1, 2, 0.5, 0.25, 0.1, 5);
    fc.assert(
      fc.property(
        step,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: -5, max: 60 }),
        fc.constantFrom<1 | -1>(1, -1),
        (s, minSteps, span, currentSteps, direction) => {
          const min = Number((minSteps * s).toFixed(decimalsOf(s)));
          const max = Number((min + span * s).toFixed(decimalsOf(s)));
          const current = Number((currentSteps * s).toFixed(decimalsOf(s)));
          const next = stepQuantity(current, direction, { min, max, step: s });
          if (direction > 0) expect(next).toBeLessThanOrEqual(Math.max(max, current + s));
          if (direction > 0 && current < max) expect(next).toBeLessThanOrEqual(max);
          if (direction < 0 && current > min) expect(next).toBeGreaterThanOrEqual(min);
          expect(Number(formatQuantity(next, s))).toBe(next);
          expect(formatQuantity(next, s).split('.')[1]?.length ?? 0).toBe(decimalsOf(s));
          if (direction > 0 && current + s <= max) expect(next).toBeCloseTo(current + s, 9);
          if (direction < 0 && current - s >= min) expect(next).toBeCloseTo(current - s, 9);
        },
      ),
    );
  });

  it('0.1 steps do not drift', () => {
    let value = 0;
    for (let index = 0; index < 30; index++) value = stepQuantity(value, 1, { min: 0, max: 100, step: 0.1 });
    expect(value).toBe(3);
  });

  it('raises a value below min to min', () => {
    expect(raiseToMin(0, { min: 1, max: 10, step: 1 })).toBe(1);
    expect(raiseToMin(4, { min: 1, max: 10, step: 1 })).toBe(4);
  });
});

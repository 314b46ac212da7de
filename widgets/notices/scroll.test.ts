import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldStick } from '../sticky-header/stick';
import { scrollTarget, swing } from './scroll';

describe('notice scrolling', () => {
  it('leaves the offset above the notice, within the page', () => {
    expect(scrollTarget(1500, 100, 5000)).toBe(1400);
    expect(scrollTarget(60, 100, 5000)).toBe(0);
    expect(scrollTarget(4900, 100, 3000)).toBe(3000);
  });

  it('always lands between 0 and the page’s end (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 20000 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -10, max: 20000 }),
        (top, offset, max) => {
          const target = scrollTarget(top, offset, max);
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThanOrEqual(Math.max(0, max));
        },
      ),
    );
  });

  it('eases like jQuery’s swing from 0 to 1', () => {
    expect(swing(0)).toBe(0);
    expect(swing(1)).toBe(1);
    expect(swing(0.5)).toBeCloseTo(0.5);
  });
});

describe('sticky header threshold', () => {
  it('sticks strictly past the threshold', () => {
    expect(shouldStick(100, 100)).toBe(false);
    expect(shouldStick(101, 100)).toBe(true);
    expect(shouldStick(0, 0)).toBe(false);
  });
});

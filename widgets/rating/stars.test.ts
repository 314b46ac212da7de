// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { starFills } from './stars';

describe('starFills', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [2.2, ['full', 'full', 'empty', 'empty', 'empty']],
    [2.3, ['full', 'full', 'half', 'empty', 'empty']],
    [2.5, ['full', 'full', 'half', 'empty', 'empty']],
    [2.7, ['full', 'full', 'half', 'empty', 'empty']],
    [2.8, ['full', 'full', 'full', 'empty', 'empty']],
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [4.9, ['full', 'full', 'full', 'full', 'full']],
    [5, ['full', 'full', 'full', 'full', 'full']],
  ])('%s shows %j', (average, expected) => expect(starFills(average)).toEqual(expected));

  it('always five stars, full ones first, at most one half, matching the rule (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
        (average) => {
          const fills = starFills(average);
          expect(fills).toHaveLength(5);
          const full = fills.filter((fill) => fill === 'full').length;
          const half = fills.filter((fill) => fill === 'half').length;
          expect(half).toBeLessThanOrEqual(1);
          expect(fills.slice(0, full).every((fill) => fill === 'full')).toBe(true);
          const whole = Math.floor(average);
          const decimal = Math.round((average - whole) * 10) / 10;
          expect(full).toBe(decimal >= 0.8 ? whole + 1 : whole);
          expect(half).toBe(decimal >= 0.3 && decimal <= 0.7 ? 1 : 0);
        },
      ),
    );
  });

  it('survives nonsense', () => {
    expect(starFills(Number.NaN)).toEqual(starFills(0));
    expect(starFills(-3)).toEqual(starFills(0));
    expect(starFills(9)).toEqual(starFills(5));
  });
});

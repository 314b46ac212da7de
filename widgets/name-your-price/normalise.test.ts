import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, normaliseAmount, parseAmount, repairRules } from './normalise';

describe('name your price rules', () => {
  it('repairs invalid settings as the plugin does', () => {
    expect(repairRules({ min: 5, max: 50, step: 0, decimals: 2 }).step).toBe(1);
    expect(repairRules({ min: 5, max: 50, step: -2, decimals: 2 }).step).toBe(1);
    expect(repairRules({ min: Number.NaN, max: 50, step: 2.5, decimals: 2 }).min).toBe(2.5);
    expect(repairRules({ min: -1, max: 50, step: 2, decimals: 2 }).min).toBe(2);
    expect(repairRules({ min: 10, max: 5, step: 1, decimals: 2 }).max).toBe(Number.POSITIVE_INFINITY);
    expect(repairRules({ min: 10, max: 50, step: 1, rounding: 'sideways', decimals: 2 }).rounding).toBe('down');
  });

  it('clamps, aligns from min and rounds per setting', () => {
    const down = repairRules({ min: 10, max: 500, step: 5, rounding: 'down', decimals: 2 });
    const up = { ...down, rounding: 'up' as const };
    expect(normaliseAmount(3, down)).toBe(10);
    expect(normaliseAmount(23.4, down)).toBe(20);
    expect(normaliseAmount(23.4, up)).toBe(25);
    expect(normaliseAmount(25, up)).toBe(25);
    expect(normaliseAmount(900, up)).toBe(500);
    expect(normaliseAmount(Number.NaN, up)).toBe(10);
    // a max that is not on the grid: above it snaps to max, then back down onto the grid
    const odd = repairRules({ min: 1, max: 10, step: 2, rounding: 'up', decimals: 2 });
    expect(normaliseAmount(10, odd)).toBe(9);
    expect(normaliseAmount(9.5, odd)).toBe(9);
  });

  it('reads German and English decimals and prints the price decimals', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount(' 12.50 ')).toBe(12.5);
    expect(parseAmount('1,000.5')).toBe(1000.5);
    expect(parseAmount('zwölf')).toBeNaN();
    expect(parseAmount('')).toBeNaN();
    expect(formatAmount(0.1 + 0.2, 2)).toBe('0.30');
    expect(formatAmount(25, 0)).toBe('25');
  });

  it('every result is within [min, max], a whole number of steps from min, with the configured decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(Number.NaN)),
        fc.constantFrom('up', 'down'),
        (decimals, minUnits, stepUnits, spanUnits, input, rounding) => {
          const scale = 10 ** decimals;
          const rules = repairRules({
            min: minUnits / scale,
            max: (minUnits + spanUnits + stepUnits) / scale,
            step: stepUnits / scale,
            rounding,
            decimals,
          });
          const result = normaliseAmount(input, rules);
          expect(result).toBeGreaterThanOrEqual(rules.min);
          expect(result).toBeLessThanOrEqual(rules.max);
          const steps = (Math.round(result * scale) - minUnits) / stepUnits;
          expect(Number.isInteger(steps)).toBe(true);
          const printed = formatAmount(result, decimals);
          expect(printed.split('.')[1]?.length ?? 0).toBe(decimals);
          expect(Number(printed)).toBe(result);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounding down never goes above the input and up never below it (inside the range)', () => {
    fc.assert(
      fc.property(fc.double({ min: 10, max: 500, noNaN: true }), (input) => {
        const rules = repairRules({ min: 10, max: 500, step: 5, rounding: 'down', decimals: 2 });
        expect(normaliseAmount(input, rules)).toBeLessThanOrEqual(Math.round(input * 100) / 100 + 1e-9);
        expect(normaliseAmount(input, { ...rules, rounding: 'up' })).toBeGreaterThanOrEqual(Math.round(input * 100) / 100 - 1e-9);
      }),
    );
  });
});

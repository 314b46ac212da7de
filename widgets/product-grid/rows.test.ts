// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnsAt, rowHeights } from './rows';

describe('breakpoints', () => {
  it('uses 850 and 550 px with 3 / 3 / 2 columns by default', () => {
    expect(columnsAt(1200)).toBe(3);
    expect(columnsAt(850)).toBe(3);
    expect(columnsAt(849)).toBe(3);
    expect(columnsAt(550)).toBe(3);
    expect(columnsAt(549)).toBe(2);
    expect(columnsAt(320, { large: 4, medium: 3, small: 1 })).toBe(1);
    expect(columnsAt(900, { large: 4, medium: 3, small: 1 })).toBe(4);
    expect(columnsAt(700, { large: 4, medium: 0, small: 1 })).toBe(1);
  });
});

describe('row heights', () => {
  it('gives each box the tallest height of its row and never shrinks one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 500, noNaN: true }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        (heights, columns) => {
          const targets = rowHeights(heights, columns);
          expect(targets).toHaveLength(heights.length);
          targets.forEach((target, index) => {
            expect(target).toBeGreaterThanOrEqual(heights[index]!);
            const start = index - (index % columns);
            expect(target).toBe(Math.max(...heights.slice(start, start + columns)));
          });
        },
      ),
    );
  });

  it('puts a short last row on its own', () => {
    expect(rowHeights([10, 30, 20, 5], 3)).toEqual([30, 30, 30, 5]);
  });
});

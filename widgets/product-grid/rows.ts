/** Flatsome's equal-height boxes: which breakpoint applies, and each box's height in its row. */

export const BREAKPOINT_LARGE = 850;
export const BREAKPOINT_MEDIUM = 550;

export interface Columns {
  large: number;
  medium: number;
  small: number;
}

export const DEFAULT_COLUMNS: Columns = { large: 3, medium: 3, small: 2 };

/** Columns at a viewport width: 850 px and up large, 550–849 medium, below that small. */
export function columnsAt(width: number, columns: Columns = DEFAULT_COLUMNS): number {
  const count = width >= BREAKPOINT_LARGE ? columns.large : width >= BREAKPOINT_MEDIUM ? columns.medium : columns.small;
  return Number.isInteger(count) && count > 0 ? count : 1;
}

/** For each box, the tallest height in its row (rows are runs of `columns` boxes). */
export function rowHeights(heights: readonly number[], columns: number): number[] {
  const per = Math.max(1, Math.floor(columns));
  return heights.map((_, index) => {
    const start = index - (index % per);
    return Math.max(...heights.slice(start, start + per));
  });
}

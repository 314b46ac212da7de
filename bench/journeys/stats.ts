/** Medians and ranges over a journey's runs; a run where a moment never came counts as missing. */

export interface Summary {
  median: number;
  min: number;
  max: number;
  /** runs with a value */
  n: number;
  /** runs without one (the moment never came within the time-out, or the stack has no such step) */
  missing: number;
}

/** The median of the values (the mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(values: Array<number | null>): Summary | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (present.length === 0) return null;
  return {
    median: median(present),
    min: Math.min(...present),
    max: Math.max(...present),
    n: present.length,
    missing: values.length - present.length,
  };
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, summarize } from './stats';

describe('journey statistics', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it('does not reorder what it was given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('summarizes runs with median and range, counting the missing ones apart', () => {
    expect(summarize([120, null, 80, 100, 90])).toEqual({ median: 95, min: 80, max: 120, n: 4, missing: 1 });
    expect(summarize([null, null])).toBeNull();
    expect(summarize([])).toBeNull();
    expect(summarize([Number.NaN, 4])).toEqual({ median: 4, min: 4, max: 4, n: 1, missing: 1 });
  });
});

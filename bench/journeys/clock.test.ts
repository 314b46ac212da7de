// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { monotonicToEpochMs, sinceTap } from './clock';

describe('the journeys clock', () => {
  it('converts a monotonic DevTools timestamp through an anchor', () => {
    const anchor = { timestamp: 5000.25, wallTime: 1_700_000_000.5 };
    expect(monotonicToEpochMs(5000.25, anchor)).toBeCloseTo(1_700_000_000_500, 3);
    expect(monotonicToEpochMs(5000.375, anchor)).toBeCloseTo(1_700_000_000_625, 3);
    expect(monotonicToEpochMs(5000, anchor)).toBeCloseTo(1_700_000_000_250, 3);
  });

  it('measures from the tap, null where nothing came, never negative', () => {
    expect(sinceTap(1000, 1017.5)).toBe(17.5);
    expect(sinceTap(1000, null)).toBeNull();
    expect(sinceTap(1000, undefined)).toBeNull();
    expect(sinceTap(1000, Number.NaN)).toBeNull();
    // the page and the protocol stamp on clocks a fraction of a millisecond apart
    expect(sinceTap(1000, 999.6)).toBe(0);
  });
});

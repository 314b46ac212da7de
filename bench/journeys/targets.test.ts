// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judge, limitFor } from './targets';
import type { Summary } from './stats';

const of = (median: number): Summary => ({ median, min: median, max: median, n: 5, missing: 0 });

describe("issue 28's targets", () => {
  it('absolute: feedback within 50 ms, the request within 120 ms, no task over 50 ms in the tap frame', () => {
    expect(judge('feedbackMs', 'react', of(50), null)).toEqual({ limit: 50, met: true });
    expect(judge('feedbackMs', 'lite', of(51), of(17))).toEqual({ limit: 50, met: false });
    expect(judge('requestMs', 'react', of(120), null).met).toBe(true);
    expect(judge('requestMs', 'react', of(936), null).met).toBe(false);
    expect(judge('tapFrameTaskMs', 'lite', of(49), null).met).toBe(true);
  });

  it("relative to WooCommerce's own: result within 110 %, JS by the end 100 % (React) or 60 % (lite), before the tap 50 %", () => {
    expect(judge('resultMs', 'react', of(260), of(237)).met).toBe(true);
    expect(judge('resultMs', 'react', of(2327), of(237))).toEqual({ limit: 237 * 1.1, met: false });
    expect(judge('jsEndBytes', 'react', of(54_000), of(54_000)).met).toBe(true);
    expect(judge('jsEndBytes', 'lite', of(33_000), of(54_000)).met).toBe(false);
    expect(judge('jsEndBytes', 'lite', of(32_400), of(54_000)).met).toBe(true);
    expect(judge('jsBeforeBytes', 'lite', of(27_000), of(54_000)).met).toBe(true);
    expect(limitFor('jsEndBytes', 'lite', 100)).toBeCloseTo(60);
  });

  it('layout shift: none at all (a score under 0.0005 rounds to 0.000)', () => {
    expect(judge('layoutShift', 'react', of(0), null)).toEqual({ limit: 0, met: true });
    expect(judge('layoutShift', 'react', of(0.0004), null).met).toBe(true);
    expect(judge('layoutShift', 'lite', of(0.02), null).met).toBe(false);
  });

  it("no verdict for WooCommerce's own row, without a figure, or without the reference a relative target needs", () => {
    expect(judge('feedbackMs', 'woocommerce', of(17), null)).toEqual({ limit: null, met: null });
    expect(judge('feedbackMs', 'react', null, of(17))).toEqual({ limit: null, met: null });
    expect(judge('resultMs', 'react', of(300), null)).toEqual({ limit: null, met: null });
    expect(judge('longestTaskMs', 'react', of(300), of(20))).toEqual({ limit: null, met: null });
  });
});

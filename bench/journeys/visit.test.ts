// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Recorded } from './recorder';
import { metricsOf } from './visit';

const T = 1_700_000_000_000;
const network = {
  jsBeforeBytes: 20_000,
  jsEndBytes: 130_000,
  jsEndFiles: 9,
  jsEndHeaderBytes: 2_300,
  scripts: [],
  requestAt: T + 70,
  requestUrl: 'http://shop.test/?wc-ajax=add_to_cart',
};
const record: Recorded = {
  armed: true,
  tap: T,
  click: T + 9,
  feedback: T + 17,
  result: T + 237,
  resultUrl: 'http://shop.test/shop/',
  shifts: [
    { at: T - 3000, value: 0.02, input: false },
    { at: T + 100, value: 0.05, input: true },
    { at: T + 900, value: 0.01, input: false },
  ],
  tasks: [
    { at: T - 200, duration: 60 },
    { at: T - 30, duration: 55 },
    { at: T + 100, duration: 120 },
    { at: T + 400, duration: 300 },
  ],
};

describe("a run's figures", () => {
  it('measures from the tap: feedback, request, result; JS before and by the end', () => {
    const metrics = metricsOf(record, network);
    expect(metrics).toMatchObject({
      feedbackMs: 17,
      clickFeedbackMs: 8,
      requestMs: 70,
      resultMs: 237,
      jsBeforeBytes: 20_000,
      jsEndBytes: 130_000,
      jsEndFiles: 9,
      jsEndHeaderBytes: 2_300,
    });
  });

  it('counts shifts as CLS does (not right after input), split at the tap', () => {
    const metrics = metricsOf(record, network);
    expect(metrics.layoutShift).toBeCloseTo(0.01);
    expect(metrics.loadShift).toBeCloseTo(0.02);
  });

  it("takes the longest task overlapping the tap's frame, and tap to result", () => {
    const metrics = metricsOf(record, network);
    // the task that began 30 ms before the tap ran through it
    expect(metrics.tapFrameTaskMs).toBe(55);
    expect(metrics.longestTaskMs).toBe(120);
  });

  it('has no times without a tap, and none for moments that never came', () => {
    expect(metricsOf({ ...record, tap: null }, network)).toMatchObject({
      feedbackMs: null,
      requestMs: null,
      resultMs: null,
      layoutShift: null,
    });
    expect(metricsOf({ ...record, result: null }, { ...network, requestAt: null })).toMatchObject({
      resultMs: null,
      requestMs: null,
      longestTaskMs: null,
      feedbackMs: 17,
    });
    expect(metricsOf(null, network).loadShift).toBeNull();
    // a tap that never clicked (its press was answered on the way down), or feedback before the click
    expect(metricsOf({ ...record, click: null }, network).clickFeedbackMs).toBeNull();
    expect(metricsOf({ ...record, click: T + 30 }, network).clickFeedbackMs).toBe(0);
  });
});

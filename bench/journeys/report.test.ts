import { describe, expect, it } from 'vitest';
import { cell, format, renderReport, summarizeRuns, verdictCell, type JourneyResult } from './report';
import type { Run, RunMetrics } from './visit';

const run = (metrics: Partial<RunMetrics>): Run => ({
  metrics: {
    feedbackMs: null,
    clickFeedbackMs: null,
    requestMs: null,
    resultMs: null,
    jsBeforeBytes: null,
    jsEndBytes: null,
    jsEndFiles: null,
    jsEndHeaderBytes: null,
    layoutShift: null,
    loadShift: null,
    tapFrameTaskMs: null,
    longestTaskMs: null,
    ...metrics,
  },
  network: { jsBeforeBytes: 0, jsEndBytes: 0, jsEndFiles: 0, jsEndHeaderBytes: 0, scripts: [], requestAt: null, requestUrl: null },
});

const result = (): JourneyResult => {
  const woocommerce = [
    run({ feedbackMs: 17, resultMs: 237, jsEndBytes: 55_296 }),
    run({ feedbackMs: 19, resultMs: 240, jsEndBytes: 55_296 }),
  ];
  const react = [
    run({ feedbackMs: 1883, resultMs: 2327, jsEndBytes: 132_096 }),
    { ...run({ feedbackMs: 1900 }), error: 'no result within 30 s' },
  ];
  return {
    id: 'loop-add',
    title: 'Loop add to cart',
    does: 'taps add to cart',
    stacks: {
      woocommerce: { runs: woocommerce, summary: summarizeRuns(woocommerce) },
      react: { runs: react, summary: summarizeRuns(react) },
    },
    skipped: { lite: 'not built' },
  };
};

describe('the journeys report', () => {
  it('formats figures in their units', () => {
    expect(format('feedbackMs', 1883.4)).toBe('1,883 ms');
    expect(format('jsEndBytes', 55_296)).toBe('54.0 KB');
    expect(format('layoutShift', 0.01234)).toBe('0.012');
    expect(format('jsEndFiles', 21)).toBe('21');
  });

  it('shows the median with the range and the runs without a figure', () => {
    const { react } = result().stacks;
    expect(cell('feedbackMs', react!.summary.feedbackMs, 2)).toBe('1,892 ms (1,883 ms–1,900 ms)');
    expect(cell('resultMs', react!.summary.resultMs, 2)).toBe('2,327 ms, 1 of 2 runs without');
    expect(cell('requestMs', react!.summary.requestMs, 2)).toBe('none');
  });

  it("judges the plugin's builds against the targets, WooCommerce's own as the reference", () => {
    expect(verdictCell('feedbackMs', 'react', result())).toBe('**missed** (≤ 50 ms)');
    expect(verdictCell('resultMs', 'react', result())).toBe('**missed** (≤ 262 ms)');
    expect(verdictCell('jsEndBytes', 'react', result())).toBe('**missed** (≤ 54.0 KB)');
    expect(verdictCell('feedbackMs', 'lite', result())).toBe('–');
  });

  it('renders a table per journey, the skipped stacks and the failed runs', () => {
    const markdown = renderReport([result()], {
      date: '2026-11-25',
      runs: 2,
      profile: 'p',
      notMeasured: [{ title: 'Rating', why: 'no plugin' }],
      durationMin: 1,
    });
    expect(markdown).toContain('## Loop add to cart');
    expect(markdown).toContain(
      '| tap → visible feedback | ≤ 50 ms | 18 ms (17 ms–19 ms) | 1,892 ms (1,883 ms–1,900 ms) | **missed** (≤ 50 ms) |',
    );
    expect(markdown).toContain('Not measured for plugin, lite build: not built');
    expect(markdown).toContain('- plugin, React build, run 2: no result within 30 s');
    expect(markdown).toContain('- **Rating**: no plugin');
  });
});

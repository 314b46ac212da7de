/**
 * Issue 28's targets for a journey's figures: absolute ones (tap → feedback ≤ 50 ms, tap → request
 * ≤ 120 ms, no layout shift, no task over 50 ms in the tap's frame) and ones relative to WooCommerce's
 * own scripts on the same journey (result ≤ 110 %, JavaScript by the end ≤ 100 % React / ≤ 60 % lite,
 * JavaScript before the tap ≤ 50 %). They apply to the plugin's builds; WooCommerce's row is the reference.
 */
import type { Summary } from './stats';

export type Stack = 'woocommerce' | 'react' | 'lite';
export const STACKS: Stack[] = ['woocommerce', 'react', 'lite'];

export type Metric =
  | 'feedbackMs'
  | 'clickFeedbackMs'
  | 'requestMs'
  | 'resultMs'
  | 'jsBeforeBytes'
  | 'jsEndBytes'
  | 'jsEndFiles'
  | 'jsEndHeaderBytes'
  | 'layoutShift'
  | 'loadShift'
  | 'tapFrameTaskMs'
  | 'longestTaskMs';

export interface MetricInfo {
  label: string;
  unit: 'ms' | 'KB' | 'files' | '';
  /** the target as the report states it */
  target: string;
}

export const METRICS: Record<Metric, MetricInfo> = {
  feedbackMs: { label: 'tap → visible feedback', unit: 'ms', target: '≤ 50 ms' },
  clickFeedbackMs: { label: "the tap's click → visible feedback", unit: 'ms', target: '–' },
  requestMs: { label: 'tap → request sent', unit: 'ms', target: '≤ 120 ms' },
  resultMs: { label: 'tap → result shown', unit: 'ms', target: "≤ 110 % of WooCommerce's" },
  jsBeforeBytes: { label: 'JS before the tap', unit: 'KB', target: "≤ 50 % of WooCommerce's" },
  jsEndBytes: { label: 'JS by the end', unit: 'KB', target: "≤ 100 % (React) / ≤ 60 % (lite) of WooCommerce's + Complianz" },
  jsEndFiles: { label: 'JS files fetched by the end', unit: 'files', target: '–' },
  jsEndHeaderBytes: { label: 'of JS by the end: response headers', unit: 'KB', target: '–' },
  layoutShift: { label: 'layout shift, tap → end', unit: '', target: '0' },
  loadShift: { label: 'layout shift before the tap (page load)', unit: '', target: '–' },
  tapFrameTaskMs: { label: "longest task in the tap's frame", unit: 'ms', target: '≤ 50 ms' },
  longestTaskMs: { label: 'longest task, tap → result', unit: 'ms', target: '–' },
};

export interface Verdict {
  /** the limit in the metric's own unit (bytes for JS), null where there is none to compare with */
  limit: number | null;
  /** null: no verdict (WooCommerce's own row, no figure, or no reference figure) */
  met: boolean | null;
}

const NONE: Verdict = { limit: null, met: null };

/** A layout shift score this small is none (scores are sums of fractions of the viewport). */
export const NO_SHIFT = 0.0005;

/** The limit for a metric on a plugin stack; `reference` is WooCommerce's median on the same journey. */
export function limitFor(metric: Metric, stack: Stack, reference: number | null): number | null {
  switch (metric) {
    case 'feedbackMs':
    case 'tapFrameTaskMs':
      return 50;
    case 'requestMs':
      return 120;
    case 'layoutShift':
      return 0;
    case 'resultMs':
      return reference === null ? null : reference * 1.1;
    case 'jsBeforeBytes':
      return reference === null ? null : reference * 0.5;
    case 'jsEndBytes':
      return reference === null ? null : reference * (stack === 'lite' ? 0.6 : 1);
    case 'clickFeedbackMs':
    case 'jsEndFiles':
    case 'jsEndHeaderBytes':
    case 'longestTaskMs':
    case 'loadShift':
      return null;
  }
}

/** Whether a stack's median meets the metric's target on a journey. */
export function judge(metric: Metric, stack: Stack, value: Summary | null, reference: Summary | null): Verdict {
  if (stack === 'woocommerce' || !value) return NONE;
  const limit = limitFor(metric, stack, reference?.median ?? null);
  if (limit === null) return NONE;
  const met = metric === 'layoutShift' ? value.median < NO_SHIFT : value.median <= limit;
  return { limit, met };
}

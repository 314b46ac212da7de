/** The journeys report: per journey a table of metric × stack (median, min–max) with the targets met or missed. */
import { summarize, type Summary } from './stats';
import { judge, METRICS, STACKS, type Metric, type Stack } from './targets';
import type { Run } from './visit';

export interface StackResult {
  runs: Run[];
  summary: Record<Metric, Summary | null>;
}

export interface JourneyResult {
  id: string;
  title: string;
  does: string;
  note?: string;
  stacks: Partial<Record<Stack, StackResult>>;
  skipped: Partial<Record<Stack, string>>;
}

export const STACK_NAMES: Record<Stack, string> = {
  woocommerce: "WooCommerce's own scripts + Complianz",
  react: 'plugin, React build',
  lite: 'plugin, lite build',
};

const METRIC_ORDER = Object.keys(METRICS) as Metric[];

export function summarizeRuns(runs: Run[]): Record<Metric, Summary | null> {
  return Object.fromEntries(METRIC_ORDER.map((metric) => [metric, summarize(runs.map((run) => run.metrics[metric]))])) as Record<
    Metric,
    Summary | null
  >;
}

/** A figure in its metric's unit: whole ms, KB (1024 bytes) with one decimal, files whole, shift scores with three. */
export function format(metric: Metric, value: number): string {
  const unit = METRICS[metric].unit;
  if (unit === 'KB') return `${(value / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(value).toLocaleString('en')} ms`;
  if (unit === 'files') return String(Math.round(value));
  return value.toFixed(3);
}

export function cell(metric: Metric, summary: Summary | null | undefined, runs: number): string {
  if (!summary) return 'none';
  const range = summary.n > 1 ? ` (${format(metric, summary.min)}–${format(metric, summary.max)})` : '';
  const missing = summary.missing > 0 ? `, ${summary.missing} of ${runs} runs without` : '';
  return `${format(metric, summary.median)}${range}${missing}`;
}

export function verdictCell(metric: Metric, stack: Stack, result: JourneyResult): string {
  const own = result.stacks[stack];
  if (!own) return '–';
  const verdict = judge(metric, stack, own.summary[metric], result.stacks.woocommerce?.summary[metric] ?? null);
  if (verdict.met === null || verdict.limit === null) return '–';
  const limit = metric === 'layoutShift' ? '0' : `≤ ${format(metric, verdict.limit)}`;
  return `${verdict.met ? 'met' : '**missed**'} (${limit})`;
}

export interface ReportHeader {
  date: string;
  runs: number;
  profile: string;
  notMeasured: Array<{ title: string; why: string }>;
  durationMin: number;
}

export function renderReport(results: JourneyResult[], header: ReportHeader): string {
  const lines = [
    '# Journeys report',
    '',
    `Written by \`npm run bench:journeys\` on ${header.date} (${header.durationMin.toFixed(1)} min). Each figure is the median of`,
    `${header.runs} first visits (fresh browser context, empty HTTP cache), with the lowest and highest in brackets, on the real`,
    'WooCommerce 10 test site (WordPress 6.8, twentytwentyone, WooCommerce 10.0.2, Complianz 7.2 with its EU opt-in banner;',
    'scripts, styles and pages gzipped as a production server sends them). Stacks, on the same pages in the same run:',
    "WooCommerce's own scripts with Complianz's (the plugin off for the visitor), and the plugin with its React and its",
    'lite (Preact) build. Profile: ' + header.profile + '.',
    '',
    'The page is loaded and settled (the load event, no island still loading, 500 ms more) before the tap, and again',
    "after what the shopper does first (the checkout's fields filled: a shopper takes seconds, by which time what",
    'their intent loaded has come). The tap is',
    "DevTools' touch events at the control's centre, as a screen sends them (not Playwright's `tap()`, whose check of",
    'what it hits runs in the page during the tap). Then:',
    '',
    "- **tap → visible feedback**: from the tap's event time to the first frame where the control shows it was",
    '  pressed (a loading class, `aria-busy`, disabled, an open panel, the banner gone) or its result. The tap',
    "  begins with the finger's touchstart; a control acts on its click, when the finger lifts. **The tap's click →",
    "  visible feedback** takes the tap's own length out (from the click's event time, as INP times a click): what",
    '  the stack spends answering;',
    "- **tap → request sent**: to the action's request leaving the browser (DevTools `Network.requestWillBeSent`);",
    '  none where the action needs none (consent) or its data was fetched before the tap;',
    '- **tap → result shown**: to the first frame showing the result (the "View cart" link, the notice, the',
    "  panel's cart, the order received page), across a page load where the stack posts a form;",
    '- **JS before the tap / by the end**: JavaScript on the wire (gzip), until the tap and until the network was',
    '  quiet for 1 s after the result; with how many files that was, and how much of it their response headers',
    '  were (each file carries its own, over HTTP/1.1 as this test server speaks it; HTTP/2 compresses them);',
    '- **layout shift**: layout-shift entries not caused by recent input (as CLS counts them), from the tap to the end',
    '  (the target) and, apart, while the page loaded. Input is recent for 500 ms: a result that comes later and moves',
    '  content (the "View cart" link WooCommerce\'s markup puts after a loop button) counts as a shift;',
    "- **long tasks**: the longest task overlapping the tap's frame (tap to its feedback), and tap to result.",
    '',
    'Times come from the page (event time stamps, a MutationObserver checking the conditions in the next',
    'animation frames) and the DevTools protocol, all on the epoch clock. They depend on the machine: compare',
    "stacks of one run, not runs. Targets are issue 28's, for the plugin's builds; \"WooCommerce's\" is its median",
    'on the same journey in this run.',
    '',
  ];
  for (const result of results) {
    lines.push(`## ${result.title}`, '', `The shopper ${result.does}.`, '');
    const stacks = STACKS.filter((stack) => result.stacks[stack]);
    const plugin = stacks.filter((stack) => stack !== 'woocommerce');
    lines.push(
      `| metric | target | ${stacks.map((stack) => STACK_NAMES[stack]).join(' | ')} | ${plugin.map((stack) => `${stack}: target`).join(' | ')} |`,
      `|---|---|${stacks.map(() => '---|').join('')}${plugin.map(() => '---|').join('')}`,
    );
    for (const metric of METRIC_ORDER)
      lines.push(
        `| ${METRICS[metric].label} | ${METRICS[metric].target} | ${stacks
          .map((stack) => cell(metric, result.stacks[stack]!.summary[metric], result.stacks[stack]!.runs.length))
          .join(' | ')} | ${plugin.map((stack) => verdictCell(metric, stack, result)).join(' | ')} |`,
      );
    if (result.note) lines.push('', result.note);
    for (const [stack, why] of Object.entries(result.skipped)) lines.push('', `Not measured for ${STACK_NAMES[stack as Stack]}: ${why}`);
    const errors = stacks.flatMap((stack) =>
      result.stacks[stack]!.runs.flatMap((run, index) => (run.error ? [`${STACK_NAMES[stack]}, run ${index + 1}: ${run.error}`] : [])),
    );
    if (errors.length > 0) lines.push('', 'Runs that did not end with their result:', '', ...errors.map((error) => `- ${error}`));
    lines.push('');
  }
  if (header.notMeasured.length > 0) {
    lines.push('## Not measured', '');
    for (const { title, why } of header.notMeasured) lines.push(`- **${title}**: ${why}`);
    lines.push('');
  }
  lines.push("Every run's figures, and the scripts each fetched: `bench/journeys-report.json`.", '');
  return lines.join('\n');
}

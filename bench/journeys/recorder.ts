/**
 * What runs in every document of a measured visit, before the page's own scripts (`addInitScript`):
 * the tap's event time, the first frame where the journey's feedback and result conditions hold,
 * layout shifts and long tasks, all on the epoch clock (`performance.timeOrigin` + the page's time).
 * The record is stored in sessionStorage as a document goes, so a journey that navigates (a form
 * post, the order received page) keeps it: the next document of the tab reads it on and goes on
 * recording.
 */

/** Holds when some element matching `visible` is shown, or when no element matching `gone` is. */
/** An element shown (holding `text`, where given), or none shown. */
export type Condition = { visible: string; text?: string } | { gone: string };

export interface Recorded {
  /** set by the bench just before the tap: from then on the conditions are watched */
  armed: boolean;
  /** epoch ms of the tap's first event (pointerdown, touchstart, mousedown or click) */
  tap: number | null;
  /** epoch ms of the tap's click: the press complete, where a control acts (INP times each event from its own) */
  click: number | null;
  feedback: number | null;
  result: number | null;
  /** where the page was when the conditions first held (a journey may navigate) */
  resultUrl: string | null;
  /** `nodes`: what moved, as `tag#id.class` (BENCH_DEBUG's record says what caused a shift) */
  shifts: Array<{ at: number; value: number; input: boolean; nodes?: string[] }>;
  tasks: Array<{ at: number; duration: number }>;
  /** long animation frames with the scripts that ran in them (BENCH_DEBUG's record says whose a long task was) */
  frames?: Array<{ at: number; duration: number; scripts: Array<{ invoker: string; source: string; ms: number }> }>;
}

export const RECORD_KEY = '__shopIslandsBench';

/** The init script; serialised by Playwright, so it must not use anything from this module's scope. */
export function recorder(conditions: { feedback: Condition[]; result: Condition[]; key: string }): void {
  const { key } = conditions;
  const epoch = (t: number) => performance.timeOrigin + t;
  // the tab's record: read once from the document before (a journey that navigates), then kept in
  // memory and stored as the document goes; reading and writing storage in every input event and
  // frame added the bench's own work (ms at 4x) to the tap it measures
  let record: Recorded = { armed: false, tap: null, click: null, feedback: null, result: null, resultUrl: null, shifts: [], tasks: [] };
  try {
    const stored = sessionStorage.getItem(key);
    if (stored) record = JSON.parse(stored) as Recorded;
  } catch {
    // no storage: start afresh
  }
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(key, JSON.stringify(record));
    } catch {
      // storage full or denied: the bench reports what it has
    }
  });
  // what the bench reads: `brief`, without the lists (a poll while the journey runs stays light)
  (window as unknown as { __benchRecord: (brief: boolean) => Recorded }).__benchRecord = (brief) =>
    brief ? { ...record, shifts: [], tasks: [], frames: [] } : record;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const holds = (condition: Condition) => {
    if ('visible' in condition)
      return [...document.querySelectorAll(condition.visible)].some(
        (element) => shown(element) && (condition.text === undefined || (element.textContent ?? '').includes(condition.text)),
      );
    return ![...document.querySelectorAll(condition.gone)].some(shown);
  };
  const anyHolds = (list: Condition[]) => list.some(holds);

  (window as unknown as { __benchArm: () => void }).__benchArm = () => void (record.armed = true);

  const onInput = (event: Event) => {
    if (!record.armed) return;
    record.tap ??= epoch(event.timeStamp);
    if (event.type === 'click') record.click ??= epoch(event.timeStamp);
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'click'])
    window.addEventListener(type, onInput, { capture: true, passive: true });

  // after a change, the conditions are checked in the next frames (a few, for transitions that end later)
  let framesLeft = 0;
  const check = () => {
    if (!record.armed || record.tap === null) return;
    if (record.feedback !== null && record.result !== null) return;
    const now = epoch(performance.now());
    const feedback = record.feedback ?? (anyHolds(conditions.feedback) || anyHolds(conditions.result) ? now : null);
    const result = record.result ?? (anyHolds(conditions.result) ? now : null);
    record.feedback = feedback;
    if (record.result === null && result !== null) {
      record.result = result;
      record.resultUrl = location.href;
    }
  };
  const frame = () => {
    check();
    if (--framesLeft > 0) requestAnimationFrame(frame);
  };
  const changed = () => {
    if (framesLeft <= 0) {
      framesLeft = 30;
      requestAnimationFrame(frame);
    } else framesLeft = 30;
  };
  new MutationObserver(changed).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // a new document of the journey (the order received page): checked as it paints
  changed();

  try {
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
      const entries = list.getEntries() as Shift[];
      const describe = (node: Node | null | undefined) => {
        if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
        const id = node.id ? `#${node.id}` : '';
        const classes = [...node.classList]
          .slice(0, 3)
          .map((name) => `.${name}`)
          .join('');
        return `${node.localName}${id}${classes}`;
      };
      for (const entry of entries)
        record.shifts.push({
          at: epoch(entry.startTime),
          value: entry.value,
          input: entry.hadRecentInput,
          nodes: (entry.sources ?? []).map((source) => describe(source.node)),
        });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.tasks.push({ at: epoch(entry.startTime), duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    type FrameScript = { invoker?: string; sourceURL?: string; sourceFunctionName?: string; sourceCharPosition?: number; duration: number };
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<PerformanceEntry & { scripts?: FrameScript[] }>;
      for (const entry of entries)
        (record.frames ??= []).push({
          at: epoch(entry.startTime),
          duration: entry.duration,
          scripts: (entry.scripts ?? []).map((script) => ({
            invoker: script.invoker ?? '',
            source: `${(script.sourceURL ?? '').split('/').pop()}:${script.sourceFunctionName ?? ''}@${script.sourceCharPosition ?? -1}`,
            ms: Math.round(script.duration),
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // an engine without these entry types: no shifts or tasks reported
  }
}

/**
 * Presses that arrive before an island is mounted: a click on one of its controls or a form's submit is
 * stopped, remembered, and replayed once the island is mounted, so the press that made it hydrate is
 * the island's to answer. A select's change is remembered and offered, never stopped nor replayed:
 * the choice is made, other scripts' listeners hear it as it happens, and an island reads it when it
 * mounts. If the island cannot mount, or takes longer than
 * HOLD_LIMIT_MS after the first held press, the presses go back to the browser (a link is followed,
 * a form posts) and nothing more is held.
 *
 * A held press shows at once that it was taken (busy.ts: `loading` and `aria-busy` on the control),
 * from this code, already on the page. An island may take a press early (`take`, from a small plain
 * module: the add to cart's request leaves before the framework has loaded): a press taken is not
 * replayed, the island adopts what it started when it mounts.
 */
import { clearBusy, showBusy } from './busy';

export const HOLD_LIMIT_MS = 8000;

export interface HeldPresses {
  /**
   * Replays what was held (in order) and stops holding. `offline`: presses that would leave the page
   * (a link, a form's post) are forgotten, they lead nowhere, and so are later ones until it is
   * released again (the host starting anew); the rest (a stepper's button) still go back.
   */
  release(offline?: boolean): void;
}

/** A plain press: a modified click (new tab, download) is the browser's. */
export const plainPress = (event: Event): boolean =>
  !(event instanceof MouseEvent) || (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey);

export type HeldPress =
  | { type: 'click'; control: Element }
  | { type: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  // a select's choice: nothing to prevent (the choice is made), nothing to replay
  | { type: 'change'; control: HTMLSelectElement };

/**
 * Offered every held press as it is held (with the press's event): resolves true when it has taken
 * the press (it is then never replayed nor given back), false when the island is to answer it as
 * usual; undefined: not offered.
 */
export type TakePress = (press: HeldPress, event: Event) => Promise<boolean> | undefined;

interface Held {
  press: HeldPress;
  busy: Element;
  /** the early answer, while it is awaited */
  offered?: Promise<boolean>;
  taken?: boolean;
}

const leavesPage = (press: HeldPress) =>
  press.type === 'submit' ||
  (press.type === 'click' && (press.control.closest('a[href]') !== null || press.control.matches('[type="submit"], button:not([type])')));

/** The control as the page has it now: a server fragment may have put its fresh copy (same id) in its place since the press. */
const current = <T extends Element>(control: T | null, within: ParentNode): T | null =>
  control?.isConnected ? control : control?.id ? within.querySelector<T>(`#${CSS.escape(control.id)}`) : null;

function replay(press: HeldPress, host: HTMLElement) {
  if (press.type === 'change') return;
  if (press.type === 'click') {
    const control = current(press.control, host);
    if (!control) return;
    if (control instanceof HTMLElement) control.click();
    else control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return;
  }
  if (!press.form.isConnected) return;
  const submitter = current(press.submitter, press.form);
  press.form.requestSubmit(submitter && press.form.contains(submitter) ? submitter : null);
}

export function holdPresses(host: HTMLElement, selector: string, limitMs = HOLD_LIMIT_MS, take?: TakePress): HeldPresses {
  const held: Held[] = [];
  let replaying = false;
  let dropping = false;
  const listening = new AbortController();
  let limit: ReturnType<typeof setTimeout> | undefined;

  const hold = (event: Event, press: HeldPress) => {
    // released offline: a press that would leave the page leads nowhere, and the island's message says why
    if (dropping) {
      if (leavesPage(press)) event.preventDefault();
      return;
    }
    if (press.type !== 'change') {
      event.preventDefault();
      event.stopPropagation();
    }
    const busy =
      press.type === 'submit'
        ? (press.submitter ?? press.form)
        : press.type === 'change'
          ? (press.control.form ?? press.control)
          : press.control;
    const entry: Held = { press, busy };
    showBusy(entry.busy);
    held.push(entry);
    limit ??= setTimeout(() => release(), limitMs);
    let offered: Promise<boolean> | undefined;
    try {
      offered = take?.(press, event);
    } catch {
      offered = undefined;
    }
    if (!offered) return;
    entry.offered = offered
      .catch(() => false)
      .then((taken) => {
        entry.taken = taken;
        if (taken) forgetTaken();
        return taken;
      });
  };
  /** Every press held so far was taken early: none waits for the island, so no limit runs (it may never load). */
  const forgetTaken = () => {
    if (!held.every((entry) => entry.taken)) return;
    held.length = 0;
    clearTimeout(limit);
    limit = undefined;
  };
  const onClick = (event: MouseEvent) => {
    if (replaying || !(event.target instanceof Element)) return;
    const control = event.target.closest(selector);
    // a click on a select opens its list: its press is the change
    if (control && host.contains(control) && !(control instanceof HTMLSelectElement)) hold(event, { type: 'click', control });
  };
  const onChange = (event: Event) => {
    const control = event.target;
    if (replaying || !(control instanceof HTMLSelectElement) || !host.contains(control) || !control.matches(selector)) return;
    hold(event, { type: 'change', control });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (replaying || !(form instanceof HTMLFormElement) || !(form === host || host.contains(form)) || !form.matches(selector)) return;
    hold(event, { type: 'submit', form, submitter: event.submitter });
  };
  const options = { capture: true, signal: listening.signal };
  host.addEventListener('click', onClick, options);
  host.addEventListener('submit', onSubmit, options);
  host.addEventListener('change', onChange, options);

  /** Gives one press back (to the island if mounted, else the browser); a busy state nobody claimed is cleared after. */
  const giveBack = ({ press, busy }: Held, offline: boolean) => {
    replaying = true;
    try {
      if (!(offline && leavesPage(press))) replay(press, host);
    } finally {
      replaying = false;
      clearBusy(busy);
    }
  };

  function release(offline = false) {
    if (listening.signal.aborted) return;
    // offline, later presses that would leave the page are dropped too, until the host starts again
    if (offline) dropping = true;
    else listening.abort();
    clearTimeout(limit);
    for (const entry of held.splice(0)) {
      // taken early: its request is out, whoever shows its answer clears the busy state
      if (entry.taken) continue;
      // still waiting for the early answer: given back once it says no
      if (entry.offered && entry.taken === undefined) void entry.offered.then((taken) => taken || giveBack(entry, offline));
      else giveBack(entry, offline);
    }
  }
  return { release };
}

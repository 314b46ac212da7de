/**
 * Presses that arrive before an island is mounted: a click on one of its controls or a form's
 * submit is stopped, remembered, and replayed once the island is mounted, so the press that made
 * it hydrate is the island's to answer. If the island cannot mount, or takes longer than
 * HOLD_LIMIT_MS after the first held press, the presses go back to the browser (a link is followed,
 * a form posts) and nothing more is held.
 */

export const HOLD_LIMIT_MS = 8000;

export interface HeldPresses {
  /**
   * Replays what was held (in order) and stops holding. `offline`: presses that would leave the page
   * (a link, a form's post) are forgotten, they lead nowhere; the rest (a stepper's button) still go back.
   */
  release(offline?: boolean): void;
}

type Press = { type: 'click'; control: Element } | { type: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const leavesPage = (press: Press) =>
  press.type === 'submit' || press.control.closest('a[href]') !== null || press.control.matches('[type="submit"], button:not([type])');

function replay(press: Press) {
  if (press.type === 'click') {
    if (!press.control.isConnected) return;
    if (press.control instanceof HTMLElement) press.control.click();
    else press.control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    return;
  }
  if (!press.form.isConnected) return;
  const submitter = press.submitter?.isConnected && press.form.contains(press.submitter) ? press.submitter : null;
  press.form.requestSubmit(submitter);
}

export function holdPresses(host: HTMLElement, selector: string, limitMs = HOLD_LIMIT_MS): HeldPresses {
  const held: Press[] = [];
  let replaying = false;
  let done = false;
  let limit: ReturnType<typeof setTimeout> | undefined;

  const hold = (event: Event, press: Press) => {
    event.preventDefault();
    event.stopPropagation();
    held.push(press);
    limit ??= setTimeout(() => release(), limitMs);
  };
  const onClick = (event: MouseEvent) => {
    if (replaying || !(event.target instanceof Element)) return;
    const control = event.target.closest(selector);
    if (control && host.contains(control)) hold(event, { type: 'click', control });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (replaying || !(form instanceof HTMLFormElement) || !(form === host || host.contains(form)) || !form.matches(selector)) return;
    hold(event, { type: 'submit', form, submitter: event.submitter });
  };
  host.addEventListener('click', onClick, true);
  host.addEventListener('submit', onSubmit, true);

  function release(offline = false) {
    if (done) return;
    done = true;
    clearTimeout(limit);
    host.removeEventListener('click', onClick, true);
    host.removeEventListener('submit', onSubmit, true);
    replaying = true;
    try {
      for (const press of held.splice(0)) if (!(offline && leavesPage(press))) replay(press);
    } finally {
      replaying = false;
    }
  }
  return { release };
}

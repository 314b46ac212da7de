/**
 * The order's way through the page, in one place, with its transitions: what the place-order
 * handlers (the early press's, early.ts, and the island's, usePlaceOrder.ts) and the refresh of the
 * totals (useOrderReview.ts) read and change within one task. Not React state, on purpose: a second
 * press in the task of the first must find the order on its way (a render comes a task later), and the
 * early module runs before React. What the island shows follows from its reducer (state.ts), to which
 * the hooks dispatch what happens here.
 *
 *   idle ──place()──▶ placing ──placed()──▶ placed   (the form stays blocked until the page leaves)
 *                        └──settled()──▶ idle        (the form usable again; a refresh asked meanwhile runs)
 *
 * While the order is out, leaving the page asks first, as checkout.js's `beforeunload` handler does:
 * the order may be placed with the shopper never seeing it, and a second try may order twice.
 */

export type OrderPhase = 'idle' | 'placing' | 'placed';

export interface OrderFlow {
  readonly phase: OrderPhase;
  /** Placing or placed: no second order leaves this page, and the totals are not refreshed. */
  readonly busy: boolean;
  /** idle → placing, blocking the form in the press itself: a second press in the same task finds its button disabled. */
  place(): void;
  /** → placed. */
  placed(): void;
  /** placing → idle, the form usable again; true when a refresh of the totals was asked for meanwhile (it runs now). */
  settled(): boolean;
  /**
   * A refresh of the totals is asked for: true when it may run now. While an order is on its way it
   * runs once the order fails (`settled`); once placed, never (the cart is empty: the reply would
   * replace the form with "session expired").
   */
  askRefresh(): boolean;
  /**
   * A refresh now out: `answered` resolves with the server's answer (an order placed meanwhile leaves
   * after it: both would race in the shopper's session), `drawn` once its fragments are in (the order's
   * answer is shown after them, so that they never cover it).
   */
  refreshing(answered: Promise<void>, drawn: Promise<void>): void;
  readonly refreshInFlight: Promise<void> | undefined;
  readonly refreshDrawn: Promise<void> | undefined;
  /** Fresh place-order buttons came (the payment fragment): while busy they are disabled too. */
  keepButtonsDisabled(): void;
}

const PLACE_ORDER = '#place_order, [type="submit"]';

/** The browser's own "Leave site?" question (a returned value, as jQuery gives checkout.js's `true`, for older browsers). */
function leaveQuestion(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = true;
}

/** The question's listener while it is on: one for the page, however often it is asked for. */
let asking: AbortController | undefined;

/** Leaving the page asks first (one listener however often it is called, as jQuery's `.on` with the same handler is not). */
export function askBeforeLeaving() {
  if (asking) return;
  asking = new AbortController();
  addEventListener('beforeunload', leaveQuestion, { signal: asking.signal });
}
/**
 * Leaving no longer asks: once the order's answer is in (checkout.js detaches its handler before the
 * gateways hear of it: one may send the shopper on itself), and on a gateway's word.
 */
export function stopAskingBeforeLeaving() {
  asking?.abort();
  asking = undefined;
}

export function orderFlow(form: HTMLFormElement): OrderFlow {
  let phase: OrderPhase = 'idle';
  let refreshWanted = false;
  let refreshInFlight: Promise<void> | undefined;
  let refreshDrawn: Promise<void> | undefined;
  // only the buttons disabled here are enabled again (a theme's own disabled ones stay)
  const disabledHere = new Set<HTMLButtonElement | HTMLInputElement>();

  const disableButtons = () => {
    for (const button of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(PLACE_ORDER)) {
      if (button.disabled) continue;
      button.disabled = true;
      disabledHere.add(button);
    }
  };

  return {
    get phase() {
      return phase;
    },
    get busy() {
      return phase !== 'idle';
    },
    get refreshInFlight() {
      return refreshInFlight;
    },
    get refreshDrawn() {
      return refreshDrawn;
    },
    place() {
      phase = 'placing';
      askBeforeLeaving();
      form.classList.add('processing');
      form.setAttribute('aria-busy', 'true');
      disableButtons();
    },
    placed() {
      phase = 'placed';
      // the order's own page is where it goes next
      stopAskingBeforeLeaving();
    },
    settled() {
      if (phase === 'placed') return false;
      phase = 'idle';
      stopAskingBeforeLeaving();
      form.classList.remove('processing');
      form.removeAttribute('aria-busy');
      disabledHere.forEach((button) => (button.disabled = false));
      disabledHere.clear();
      const wanted = refreshWanted;
      refreshWanted = false;
      return wanted;
    },
    askRefresh() {
      if (phase === 'placing') refreshWanted = true;
      return phase === 'idle';
    },
    refreshing(answered, drawn) {
      refreshInFlight = answered;
      refreshDrawn = drawn;
      void answered.finally(() => {
        if (refreshInFlight === answered) refreshInFlight = undefined;
      });
      void drawn.finally(() => {
        if (refreshDrawn === drawn) refreshDrawn = undefined;
      });
    },
    keepButtonsDisabled() {
      if (phase !== 'idle') disableButtons();
    },
  };
}

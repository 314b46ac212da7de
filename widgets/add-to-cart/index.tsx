/**
 * Ajax add to cart over WooCommerce's loop links and Flatsome's single-product forms, as a React
 * island. The link and the form stay the server's elements: the island listens to them, and one
 * reducer per control (state.ts) drives everything shown — the `loading`/`added` classes and
 * `aria-busy` on the control, the "View cart" link after it, the message or the server's notices
 * next to it. Every add goes through the cart store's serial queue, so 20 fast clicks are 20 items.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { createPortal } from 'react-dom';
import { t as cartT } from '../../src/cart/messages';
import { cartStore, type AddResult } from '../../src/cart/store';
import { t } from '../../src/i18n';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { ServerHtml } from '../../src/islands/ServerHtml';
import { toast } from '../../src/ui/toast';
import { claimBusy, clearBusy, isLoaderBusy } from '../../src/islands/busy';
import { plainPress } from '../../src/islands/hold';
import { buttonData, postForm, productName } from './button';
import { adoptEarly, updateWithConfig, type EarlyAdd } from './handover';
import { announceAdded } from './announce';

import { addReducer, initialAddState, messageKeyOf, statusOf, type AddAction, type AddState } from './state';

const props = {};

const NOTICES_CLASS = 'si-add-to-cart__notices';
const AFTER_CLASS = 'si-add-to-cart__after';

const formOf = (host: HTMLElement) => (host instanceof HTMLFormElement ? host : host.querySelector<HTMLFormElement>('form.cart'));

/** The element that shows the state: the loop link, or the form's add button (the form itself without one). */
function controlOf(host: HTMLElement, form: HTMLFormElement | null): HTMLElement {
  if (!form) return host;
  return form.querySelector<HTMLElement>('[name="add-to-cart"][type="submit"], .single_add_to_cart_button, [type="submit"]') ?? form;
}

/**
 * The notices area right before `form`: where the shopper acted, inside a quick view dialog when
 * the form is in one, never the page's first notices wrapper (which may sit in the hidden login
 * popup) and never in place of the form's surroundings.
 */
function noticesBefore(form: HTMLFormElement): HTMLElement {
  const previous = form.previousElementSibling;
  if (previous instanceof HTMLElement && previous.classList.contains(NOTICES_CLASS)) return previous;
  const wrapper = form.ownerDocument.createElement('div');
  wrapper.className = `woocommerce-notices-wrapper ${NOTICES_CLASS}`;
  // the notices island scrolls a new error into view and focuses it, as for the page's own wrapper
  wrapper.setAttribute('data-island', 'notices');
  form.before(wrapper);
  return wrapper;
}

/** A span right after the control for a loop link's message (display: contents: it adds no box). */
function afterControl(control: HTMLElement): HTMLElement {
  const span = control.ownerDocument.createElement('span');
  span.className = AFTER_CLASS;
  span.style.display = 'contents';
  control.after(span);
  return span;
}

/** Toasts for an answered add: success with the product's name, failures with what went wrong. */
function announce(result: AddResult, name: string) {
  if (result.ok) {
    announceAdded(name);
    return;
  }
  const messageKey = messageKeyOf(result);
  if (messageKey) toast(t(messageKey), { kind: 'error' });
}

/**
 * The state of adds that left before the island mounted (handover.ts): loading while out, the outcome
 * of those answered (one the loader already shows as added counts as added: nothing flashes back to loading).
 */
const adoptedState = (adopted: readonly EarlyAdd[], shown: AddState = initialAddState): AddState =>
  adopted.reduce((state, add) => {
    const started = addReducer(state, { type: 'start' });
    const outcome = add.settled ?? (add.answered ? ({ ok: true } as const) : undefined);
    // answered before the mount: the loader or the early module showed it
    if (outcome) return addReducer(started, { type: 'done', result: outcome, shownBefore: true });
    return add.slow ? addReducer(started, { type: 'slow' }) : started;
  }, shown);

/** What the control shows when the island mounts: `added` by an add the early module showed in full (handover.ts). */
const shownState = (control: Element): AddState =>
  control.classList.contains('added') ? { ...initialAddState, outcome: 'added' } : initialAddState;

const plainClick = (event: MouseEvent) => !event.defaultPrevented && plainPress(event);

type Dispatch = (action: AddAction) => void;
type Answers = ReturnType<typeof useAnswers>;

/**
 * Where a failure shows, made when one first needs it: the span after the control (a loop link's
 * message) and the notices area before a form. The span goes with the island.
 */
function useAnswerPlaces(form: HTMLFormElement | null, control: HTMLElement) {
  const [after, setAfter] = useState<HTMLElement | null>(null);
  const [notices, setNotices] = useState<HTMLElement | null>(null);
  const made = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const span = made;
    return () => span.current?.remove();
  }, []);
  const place = (result: AddResult) => {
    const failed = !result.ok && result.reason === 'failed';
    if (form && failed) setNotices(noticesBefore(form));
    if (failed && !form && !made.current) setAfter((made.current = afterControl(control)));
  };
  return { after, notices, place };
}

/** How an add's answer is shown: the state, the link and message, a toast; a form the store could not add posts. */
function useAnswers(name: string, control: HTMLElement, dispatch: Dispatch, place: (result: AddResult) => void) {
  const settled = (result: AddResult, onPost?: () => void, shownBefore?: boolean) => {
    place(result);
    dispatch({ type: 'done', result, shownBefore });
    if (!result.ok && result.reason === 'post') onPost?.();
    else announce(result, name);
  };
  /** Follows an add sent (by this island or, before it mounted, by the early module) to its answer. */
  const follow = (source: Element, result: Promise<AddResult>, onPost?: () => void, shownByLoader?: Promise<boolean>) => {
    const unsubscribe = cartStore().subscribe((event) => {
      if (event.type === 'slow' && event.source === source) dispatch({ type: 'slow' });
    });
    void Promise.all([result, shownByLoader]).then(([answer, shownBefore]) => {
      unsubscribe();
      settled(answer, onPost, shownBefore);
    });
  };
  const run = (source: Element, work: () => Promise<AddResult>, onPost?: () => void) => {
    // a press the loader held and replayed: its busy state is this island's now (no flash)
    claimBusy(control);
    dispatch({ type: 'start' });
    follow(source, work(), onPost);
  };
  return { settled, follow, run };
}

/** The adds the early module sent before this mount, taken over once: followed while out, shown when answered. */
function useAdoptedAdds(adopted: EarlyAdd[], control: HTMLElement, answers: Answers) {
  const adopt = useEffectEvent(() => {
    for (const add of adopted.splice(0)) {
      if (add.control === control) claimBusy(control);
      else clearBusy(add.control);
      if (!add.settled) {
        answers.follow(add.control, add.result, add.post, add.shownByLoader);
        continue;
      }
      // answered before the mount: the link and message now, and the state (the answer may have come
      // after the island adopted the add, while its first state still said loading); a post is the
      // early module's, already under way
      answers.settled(add.settled, undefined, add.answered);
    }
  });
  useEffect(() => adopt(), []);
}

/**
 * Each add this island shows, once drawn, as add-to-cart.js's updateButton: the "View cart" link
 * right after the control (one only: none where another script or an earlier add shows one, none on
 * the cart page), then `wc_cart_button_updated`. The link stays through later adds, as
 * WooCommerce's does, and goes with the island.
 */
function useButtonUpdates(control: HTMLElement, shownAdds: number) {
  const made = useRef<Element | null>(null);
  const said = useRef(shownAdds);
  useEffect(() => () => made.current?.remove(), []);
  useEffect(() => {
    for (; said.current < shownAdds; said.current++) made.current = updateWithConfig(control) ?? made.current;
  }, [control, shownAdds]);
}

/** The presses: the loop link's click, the form's submit (after the browser's own validation). */
function useAddPresses(host: HTMLElement, form: HTMLFormElement | null, control: HTMLElement, answers: Answers) {
  useDomEvent(form ? null : host, 'click', (event) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    answers.run(host, () => cartStore().addToCart(buttonData(host), host));
  });
  useDomEvent(form, 'submit', (event) => {
    if (event.defaultPrevented || !form) return;
    const submitter = (event.submitter as HTMLButtonElement | null) ?? form.querySelector<HTMLButtonElement>('[name="add-to-cart"]');
    const productId =
      submitter?.getAttribute('name') === 'add-to-cart'
        ? submitter.value
        : (form.querySelector<HTMLInputElement>('[name="add-to-cart"]')?.value ?? '');
    if (!productId) return; // not a form we understand: let it post
    event.preventDefault();
    // the variation script marks the button while no full choice is made (and says why on the
    // press, as WooCommerce's add-to-cart-variation.js does): a press on it adds nothing
    if (submitter?.classList.contains('disabled') || control.classList.contains('disabled')) return;
    if (!form.reportValidity()) return;
    const source = submitter ?? control;
    answers.run(
      source,
      () => cartStore().addForm(form, productId, source),
      () => postForm(form, productId),
    );
  });
}

function AddToCart({ host }: IslandComponentProps<typeof props>) {
  const [form] = useState(() => formOf(host));
  const [control] = useState(() => controlOf(host, form));
  const [name] = useState(() => productName(form ?? host));
  // adds the loader's early module sent before this mount: this island shows them as its own
  const [adopted] = useState(() => adoptEarly(host));
  const [state, dispatch] = useReducer(addReducer, adopted, (adds) => adoptedState(adds, shownState(control)));
  const [messageId] = useState(() => `si-add-${Math.random().toString(36).slice(2, 10)}`);
  const status = statusOf(state);

  const { after, notices, place } = useAnswerPlaces(form, control);
  const answers = useAnswers(name, control, dispatch, place);
  useAdoptedAdds(adopted, control, answers);
  useAddPresses(host, form, control, answers);

  // the state on the server's control, as WooCommerce's script sets it
  useLayoutEffect(() => {
    // the loader's busy state for a press it holds until this island answers it stays
    const busy = status === 'loading' || isLoaderBusy(control);
    control.classList.toggle('loading', busy);
    control.classList.toggle('added', state.outcome === 'added');
    if (busy) control.setAttribute('aria-busy', 'true');
    else control.removeAttribute('aria-busy');
    if (state.error) control.setAttribute('aria-describedby', messageId);
    else control.removeAttribute('aria-describedby');
  }, [control, status, state.outcome, state.error, messageId]);

  useButtonUpdates(control, state.shownAdds);

  // an add past the time-out: a message that it is still being worked on, gone with the reply
  useEffect(() => {
    if (!state.slow) return;
    return toast(cartT('cart.slow'), { ms: 60_000 });
  }, [state.slow]);

  const message = state.error ? t(state.error) : '';
  return (
    <>
      {after &&
        createPortal(
          <>
            {message && !form && (
              <span id={messageId} className="si-add-to-cart__message">
                {message}
              </span>
            )}
          </>,
          after,
        )}
      {notices &&
        createPortal(
          state.notices ? (
            <ServerHtml html={state.notices} />
          ) : message ? (
            <ul className="woocommerce-error" id={messageId}>
              <li>{message}</li>
            </ul>
          ) : null,
          notices,
        )}
    </>
  );
}

export default defineIsland(
  { name: 'add-to-cart' },
  {
    props,
    prepare(host) {
      if (!formOf(host) && !(host instanceof HTMLAnchorElement || host instanceof HTMLButtonElement))
        throw new Error('is neither an add-to-cart link nor a form.cart');
    },
    // the root renders only portals: an empty, hidden span inside the host adds no box
    slot: (host) => {
      const slot = makeSlot(host, 'si-add-to-cart-root', undefined, 'span');
      slot.hidden = true;
      return slot;
    },
    component: AddToCart,
  },
);

/**
 * Placing the order, as checkout.js does: `checkout_place_order` / `checkout_place_order_<method>`
 * may stop it; a refresh of the totals still running is waited for; the form is posted to
 * `wc-ajax=checkout` with no client time-out (giving up would not stop the server, and a retry
 * would order twice; after 20 s the status line says it is still working); on success the redirect
 * is followed (http(s) only: payment providers send the shopper off-site) and the form stays
 * blocked until the page leaves (a redirect to a hash of this page hands the order to the gateway's
 * script here, 3-D Secure, until it unblocks the form); on failure the messages go above the form. One order per page:
 * no second click, Enter or script sends another. An order a press sent before the island mounted
 * (early.ts) is adopted: its answer is shown here.
 */
import { useEffect, type Dispatch } from 'react';
import { flushSync } from 'react-dom';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { useUnmountSignal } from '../../src/hooks/useUnmountSignal';
import { useFieldEvent } from '../../src/hooks/useWpEvent';
import { clearBusy } from '../../src/islands/busy';
import { afterPaint } from '../../src/ui/after-paint';
import { getConfig, pageGlobal } from '../../src/wp/config';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import type { EarlyOrder } from './early';
import type { OrderFlow } from './order-flow';
import { receiveSubmitErrors } from './checkout-form-api';
import { clearInlineErrors, linkFieldErrors, showInlineErrors } from './inline-errors';
import { t } from './messages';
import { navigation } from './navigation';
import {
  gatewayLetsGo,
  gatewaysAllowOrder,
  gatewaysFollowSuccess,
  handedToPage,
  orderFields,
  redirectTarget,
  sendOrder,
  type CheckoutReply,
} from './order';
import { truthy } from './rules';
import { validateAll, validateField, VALIDATED_FIELDS } from './validate';
import type { CheckoutAction } from './state';

/** After this long without a reply to the order, the shopper is told it is still being worked on. */
export const STILL_WORKING_MS = 20_000;

/** `shopIslands.checkoutStillWorkingMs` changes the 20 s (a site whose payment takes longer; tests). */
function stillWorkingAfterMs(): number {
  const configured = getConfig().checkoutStillWorkingMs;
  return typeof configured === 'number' && configured > 0 ? configured : STILL_WORKING_MS;
}

const checkoutError = () => pageGlobal('wc_checkout_params')?.i18n_checkout_error;

/**
 * WooCommerce's generic error: `i18n_checkout_error` is HTML (a link to the order history), shown as
 * checkout.js shows it (sanitised on the way in); without it, our own text.
 */
export function genericError(): CheckoutAction {
  const html = checkoutError();
  return typeof html === 'string' && html.trim() !== ''
    ? { type: 'error', html: `<div class="woocommerce-error">${html}</div>` }
    : { type: 'errorText', text: t('checkout.failed') };
}

/** An order on its way, sent by this island or before it mounted (early.ts). */
interface OrderOnItsWay {
  ordered: Promise<CheckoutReply>;
  sentAt: number;
  /** a gateway already answered `checkout_place_order_success` with false */
  successRefused?: boolean;
  /** the loader's busy state on the button pressed before mount, cleared with the answer */
  control?: Element;
}

/** What placing an order needs from the island. */
interface OrderContext {
  form: HTMLFormElement;
  flow: OrderFlow;
  dispatch: Dispatch<CheckoutAction>;
  /** asks for the order review's refresh (the order's answer may want one) */
  requestUpdate: () => void;
  /** ends the order's request when the island goes */
  signal: AbortSignal;
}

/** Shows the order's answer: the order's page, or what went wrong above the form. */
async function answerOrder(
  { ordered, sentAt, successRefused = false, control }: OrderOnItsWay,
  { form, flow, dispatch, requestUpdate, signal }: OrderContext,
): Promise<void> {
  // Nothing of the placing state is seen (the form's busy look is flow.place()'s, in the press's own
  // task), so it is rendered once the press's frame is painted: a render in the press's task would
  // hold that frame back (on a slow phone's checkout, about a fifth of it). An order answered by then
  // has left that state already.
  const showPlacing = () => {
    if (flow.phase === 'placing') dispatch({ type: 'placing' });
  };
  afterPaint(showPlacing);
  // the status line says it at once (its live region is announced when it changes)
  const stillWorking = setTimeout(
    () =>
      flushSync(() => {
        showPlacing();
        dispatch({ type: 'stillWorking' });
      }),
    Math.max(0, stillWorkingAfterMs() - (Date.now() - sentAt)),
  );
  try {
    // a refresh the order waited for may still be drawing its fragments: the answer, whatever it is, goes in after them
    const reply = await ordered.finally(() => flow.refreshDrawn);
    clearInlineErrors(form.ownerDocument);
    if (reply.result === 'success') {
      // a gateway taking over after the order (its own payment step) answers false: no redirect. checkout.js
      // then treats the reply as invalid: its generic error, the form unblocked (the order stays, pending)
      if (successRefused || !gatewaysFollowSuccess(form, reply)) {
        dispatch(genericError());
        validateAll(form);
        return;
      }
      const target = redirectTarget(reply.redirect, location.href);
      if (target && handedToPage(target, location.href)) {
        // the gateway's own step on this page (3-D Secure): the form stays busy until its script lets go,
        // then it is usable again for another try (a passed step leaves the page)
        clearTimeout(stillWorking);
        navigation.assign(target);
        await gatewayLetsGo(form, signal);
        return;
      }
      flow.placed();
      dispatch({ type: 'placed' });
      if (target) navigation.assign(target);
      else console.warn('[shop-islands] checkout: the order was placed but its redirect is not a web address', reply.redirect);
      return;
    }
    if (truthy(reply.reload)) {
      navigation.reload();
      return;
    }
    if (reply.messages) {
      // linked to their fields, and each under its field, as checkout.js shows them
      const { html, fields } = linkFieldErrors(reply.messages);
      dispatch({ type: 'error', html });
      validateAll(form);
      showInlineErrors(form, fields);
    } else {
      dispatch(genericError());
      validateAll(form);
    }
    if (truthy(reply.refresh)) flow.askRefresh();
  } catch (error) {
    if (isAborted(error)) return;
    const key = errorMessageKey(error);
    dispatch(key === 'error.offline' || key === 'error.session' ? { type: 'errorText', text: t(key) } : genericError());
    validateAll(form);
  } finally {
    clearTimeout(stillWorking);
    if (flow.phase !== 'placed' && !signal.aborted) {
      dispatch({ type: 'settled' });
      const refreshWanted = flow.settled();
      if (control) clearBusy(control);
      if (refreshWanted) requestUpdate();
    }
  }
}

function placeOrder(context: OrderContext): void {
  const { form, flow, signal } = context;
  if (!gatewaysAllowOrder(form)) return;
  const review = flow.refreshInFlight;
  // read before the busy state: FormData needs the page's styles up to date, and read after it they
  // would be worked out twice in the press's frame (on the real checkout, 20 ms of a slow phone's)
  const fields = review ? undefined : orderFields(form);
  flow.place();
  // the order leaves before React renders the placing state: a state set in a submit listener renders in
  // the next microtask, ahead of anything awaited after it (on a slow phone, hundreds of ms); a refresh of
  // the totals still running would race the order in the shopper's session (the form is read after it)
  const ordered = review ? review.then(() => sendOrder(form, signal)) : sendOrder(form, signal, fields);
  void answerOrder({ ordered, sentAt: Date.now() }, context);
}

export function usePlaceOrder(
  form: HTMLFormElement,
  flow: OrderFlow,
  dispatch: Dispatch<CheckoutAction>,
  requestUpdate: () => void,
  earlyOrder?: EarlyOrder,
): void {
  const unmounted = useUnmountSignal();
  const context = (): OrderContext => ({ form, flow, dispatch, requestUpdate, signal: unmounted() });
  // through jQuery when it is there: a gateway re-submits with `$(form).trigger('submit')` after its own step
  useFieldEvent(form, 'submit', (_origin, event) => {
    event.preventDefault();
    // once sent, an order is never sent again from this page: not by a click, Enter or a script
    if (flow.busy) return;
    placeOrder(context());
  });
  useAdoptEarlyOrder(earlyOrder, dispatch, context);
  useGatewayMessages(form, dispatch);
  useInlineValidation(form);
  useReloadWhenRestoredPlaced(flow);
}

/** An order sent before the island mounted (early.ts): placed and followed already, or its answer is shown here. */
function useAdoptEarlyOrder(earlyOrder: EarlyOrder | undefined, dispatch: Dispatch<CheckoutAction>, context: () => OrderContext): void {
  useEffect(() => {
    if (earlyOrder?.flow.phase === 'placed') dispatch({ type: 'placed' });
    else if (earlyOrder) void answerOrder(earlyOrder, context());
    // read at mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A gateway's `wc_checkout_form.submit_error( html )` (its card form's own check, its payment step
 * that failed): shown as the order's errors are, the fields checked, as checkout.js's submit_error does.
 */
function useGatewayMessages(form: HTMLFormElement, dispatch: Dispatch<CheckoutAction>): void {
  useEffect(
    () =>
      receiveSubmitErrors(form, (html) => {
        dispatch({ type: 'error', html });
        validateAll(form);
      }),
    [form, dispatch],
  );
}

/**
 * checkout.js's inline validation: typing clears a field's marks; a change (a jQuery widget's too),
 * leaving it, or another script's `$(field).trigger('validate')` checks it.
 */
function useInlineValidation(form: HTMLFormElement): void {
  useFieldEvent(form, 'input', (field) => field.matches(VALIDATED_FIELDS) && validateField(field, 'input'));
  useFieldEvent(form, 'change', (field) => field.matches(VALIDATED_FIELDS) && validateField(field, 'check'));
  useFieldEvent(form, 'validate', (field) => field.matches(VALIDATED_FIELDS) && validateField(field, 'check'));
  useDomEvent(form, 'focusout', (event) => {
    const field = event.target as Element;
    if (field.matches(VALIDATED_FIELDS)) validateField(field, 'check');
  });
}

/** A page restored from the back-forward cache after its order was placed shows what the server says now. */
function useReloadWhenRestoredPlaced(flow: OrderFlow): void {
  useDomEvent(window, 'pageshow', (event) => {
    if (event.persisted && flow.phase === 'placed') navigation.reload();
  });
}

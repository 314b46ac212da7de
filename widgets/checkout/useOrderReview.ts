/**
 * The order review's refresh, as checkout.js does it: payment method, shipping method,
 * ship-to-different-address and address changes, and changes of fields other plugins mark
 * `.update_totals_on_change`, trigger `update_checkout` (typing in a text field waits 1000 ms);
 * `update_checkout`, whoever fires it, posts `update_order_review`, the newest
 * request wins, and the fragments that changed since the last reply go in through the shared
 * fragments module (sanitised), keeping the payment area's choices; `updated_checkout` follows. The
 * server printed the review with the page, so nothing is refreshed at mount unless the shopper
 * changed something before the island was there (it hydrates on intent), or jQuery is on the page
 * (page.ts wakes the island at load then: a gateway's script may wait for checkout.js's start).
 *
 * Unlike checkout.js, a refresh that has left is never aborted: the server runs it to its end either
 * way and then saves the session it loaded, so an aborted refresh still running while a coupon is
 * applied would take the coupon out again. Refreshes and coupon requests take turns in the island's
 * session queue; refreshes asked for meanwhile are merged into the newest (latestChange), and
 * replies are drawn in the order they were asked for (a success waiting for the sanitiser goes in
 * before a later failure is shown), so an older reply is never shown over a newer one.
 */
import { useCallback, useEffect, useMemo, useRef, type Dispatch } from 'react';
import { useLatest } from '../../src/hooks/useLatest';
import { useUnmountSignal } from '../../src/hooks/useUnmountSignal';
import { useFieldEvent, useWpEvent } from '../../src/hooks/useWpEvent';
import { loadSanitizer, replaceFragments, type Fragments } from '../../src/cart/fragments';
import { wcAjax } from '../../src/wp/ajax';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { withFreshNonces } from '../../src/wp/fresh-nonces';
import { trigger, triggerForJQuery } from '../../src/wp/events';
import { latestChange } from '../../src/wp/latest';
import type { SerialQueue } from '../../src/wp/queue';
import {
  changedBeforeMount,
  clickChosenPaymentMethod,
  isTyped,
  mayRefreshNow,
  paymentMethod,
  refreshesTotals,
  replaceKeepingPayment,
  waitsForAddress,
} from './form';
import type { OrderFlow } from './order-flow';
import { navigation } from './navigation';
import { orderReviewBody, orderReviewReply, truthy, TYPING_DELAY_MS } from './rules';
import type { InferOutput } from 'valibot';
import type { CheckoutAction } from './state';
import { pageGlobal } from '../../src/wp/config';
import { holdProcessing } from './processing';

/**
 * Island hosts that server fragments may carry: German Market prints the SEPA fields (the
 * sepa-mandate host) inside the payment box, and WooCommerce sends the whole payment area as a
 * fragment. Nothing else in a checkout fragment is ours to start.
 */
const FRAGMENT_ISLANDS = ['sepa-mandate'];
const REVIEW_NOTICE = '.woocommerce-NoticeGroup-updateOrderReview';

const checkoutParams = () => pageGlobal('wc_checkout_params') ?? {};
const noop = () => undefined;
type OrderReviewReply = InferOutput<typeof orderReviewReply>;
/** What `update_checkout` carries when a change asks for it (checkout.js's trigger_update_checkout). */
interface UpdateAsker {
  current_target: Element | null;
}

/**
 * As checkout.js's 5 ms wait, asks that come together make one refresh of the form as they left it: a
 * country's change and the state list country-select.js refills and announces with a change of its
 * own (in a later listener of the same change; a shopper's change runs the microtasks between
 * listeners), or the start's asks. The end of the event that asked is enough.
 */
const endOfEvent = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What a refresh of the order review needs from the island. */
interface RefreshContext {
  form: HTMLFormElement;
  flow: OrderFlow;
  dispatch: Dispatch<CheckoutAction>;
  /** the server's answer to this refresh (rejects when a newer refresh overtook it) */
  reply: Promise<OrderReviewReply>;
  /** the drawing of the refresh asked for before this one, if still going: this one's answer goes in after it */
  previous: Promise<void> | undefined;
  /** the checkout's rules, applied again to the new fragments */
  applyRules: () => void;
  /** the island is gone: its answer changes nothing */
  ended: AbortSignal;
  /** the fragments the last refresh brought: one the same again is left as it is (checkout.js's `fragments`) */
  lastFragments: { current: Fragments | null };
  /** the field whose change asked for this refresh (`update_checkout`'s `current_target`) */
  currentTarget: Element | null;
}

/**
 * checkout.js's focus after a refresh the shopper's choice of a shipping method asked for: the radio
 * came anew with the review's fragment, and the keyboard goes on from the fresh one.
 */
function focusChosenShippingMethod(doc: Document, target: Element | null) {
  const id = target?.id ?? '';
  if (!id.includes('shipping_method') || target?.isConnected) return;
  doc.getElementById(id)?.focus();
}

/** The fragments that differ from the last refresh's (all of them at the first), as checkout.js compares them. */
const changedSince = (fragments: Fragments, last: Fragments | null): Fragments =>
  Object.fromEntries(Object.entries(fragments).filter(([selector, html]) => last?.[selector] !== html));

/** `work`'s outcome, once `before` (if any) has settled too. */
async function inTurn<T>(before: Promise<unknown> | undefined, work: Promise<T>): Promise<T> {
  await Promise.allSettled([before, work]);
  return work;
}

/** One refresh: the review's area busy, the reply's fragments in (keeping the payment choices), `updated_checkout`. */
async function refreshOrderReview({
  form,
  flow,
  dispatch,
  reply: answered,
  previous,
  applyRules,
  ended,
  lastFragments,
  currentTarget,
}: RefreshContext): Promise<void> {
  const done = holdProcessing(form.querySelector<HTMLElement>('#order_review, .woocommerce-checkout-review-order'));
  try {
    // the sanitiser's chunk comes with the first reply (fetched at mount, see useCheckoutStart)
    const [reply, sanitizer] = await inTurn(previous, Promise.all([answered, loadSanitizer()]));
    if (ended.aborted) return;
    dispatch({ type: 'reviewOk' });
    form.ownerDocument.querySelectorAll(`${REVIEW_NOTICE}:not([data-si-checkout])`).forEach((group) => group.remove());
    if (truthy(reply.reload)) {
      navigation.reload();
      return;
    }
    const fragments = changedSince(reply.fragments, lastFragments.current);
    lastFragments.current = reply.fragments;
    // unchanged ones stay: a provider's card fields and the focus on a shipping method with them
    replaceFragments(fragments, sanitizer.serverHtml, {
      islands: FRAGMENT_ISLANDS,
      doc: form.ownerDocument,
      replace: (target, fragment) => replaceKeepingPayment(form, target, fragment),
    });
    // the payment fragment brings a fresh place-order button: an order on its way keeps it disabled
    flow.keepButtonsDisabled();
    // as checkout.js: in the review's notice group, gone with the next refresh; no checkout_error (no order failed)
    if (reply.result === 'failure' && reply.messages) dispatch({ type: 'reviewMessages', html: reply.messages });
    applyRules();
    clickChosenPaymentMethod(form);
    if (reply.result === 'success') focusChosenShippingMethod(form.ownerDocument, currentTarget);
    trigger('updated_checkout', [reply]);
  } catch (error) {
    if (isAborted(error)) return;
    // the totals stay as they were and the shopper is told; the order is checked again when placed
    dispatch({ type: 'reviewFailed', session: errorMessageKey(error) === 'error.session' });
    console.warn('[shop-islands] checkout: the order review could not be refreshed', error);
  } finally {
    done();
  }
}

export function useOrderReview(
  form: HTMLFormElement,
  flow: OrderFlow,
  dispatch: Dispatch<CheckoutAction>,
  applyRules: () => void,
  /** `update_checkout` fired before the island was there (the loader remembered it, see island.ts). */
  pendingAtMount: boolean,
  /** the requests that change the shopper's session take turns here */
  session: SerialQueue,
): () => void {
  const typing = useTypingTimer();
  // `asker`: as checkout.js's trigger_update_checkout says it, `{ current_target }`, the field or form
  // whose change asks (null once typing stopped); its start (init_checkout) and a failed order's
  // refresh say nothing
  const requestUpdate = useCallback(
    (asker?: UpdateAsker) => {
      typing.cancel();
      trigger('update_checkout', asker ? [asker] : []);
    },
    [typing],
  );
  // a page kept for days by a cache holds a stale nonce: `-1` brings fresh ones (into wc_checkout_params) and one more try
  const review = useMemo(
    () =>
      latestChange(
        session,
        (withShippingMethods: boolean) =>
          withFreshNonces(() =>
            wcAjax(
              'update_order_review',
              orderReviewBody(form, checkoutParams().update_order_review_nonce ?? '', paymentMethod(form), withShippingMethods),
              { schema: orderReviewReply },
            ),
          ),
        endOfEvent,
      ),
    [form, session],
  );
  const unmounted = useUnmountSignal();
  const latestRules = useLatest(applyRules);
  const lastFragments = useRef<Fragments | null>(null);

  useWpEvent('update_checkout', (args) => {
    // a coupon's update_checkout keeps the shipping methods out of the request, as checkout.js does
    const { update_shipping_method: shippingMethods, current_target: target } =
      (args as { update_shipping_method?: unknown; current_target?: unknown } | undefined) ?? {};
    const withShippingMethods = shippingMethods !== false;
    const currentTarget = target instanceof Element ? target : null;
    typing.cancel();
    // while placing, a second request would race the order in the shopper's session (it runs if the order fails)
    if (!flow.askRefresh()) return;
    const reply = review.run(withShippingMethods);
    // an order placed meanwhile leaves once the server has answered this refresh (both change the
    // shopper's session), not once the answer is drawn: on a slow phone that is 100 ms more
    const drawing = refreshOrderReview({
      form,
      flow,
      dispatch,
      reply,
      previous: flow.refreshDrawn,
      applyRules: () => latestRules.current(),
      ended: unmounted(),
      lastFragments,
      currentTarget,
    });
    flow.refreshing(reply.then(noop, noop), drawing);
  });
  // through jQuery when it is there: the country and state selects are selectWoo's, whose change only jQuery hears
  // once the typing in `field` stops, and only if the address beside it is complete then
  const refreshAfterTyping = (field: Element) =>
    typing.start(() => mayRefreshNow(field) && requestUpdate({ current_target: null }), TYPING_DELAY_MS);
  useFieldEvent(form, 'input', (field) => {
    if (isTyped(field) && refreshesTotals(field)) refreshAfterTyping(field);
  });
  useFieldEvent(form, 'change', (field) => {
    // a method's, ship-to-different-address's or `update_totals_on_change` field's change is its current_target
    if (refreshesTotals(field) && mayRefreshNow(field)) requestUpdate({ current_target: waitsForAddress(field) ? null : field });
  });
  // another script's `$('form.checkout').trigger('update')` (checkout.js's trigger_update_checkout)
  useFieldEvent(form, 'update', () => requestUpdate({ current_target: form }));
  // another script's `init_checkout` (a gateway setting itself up again), which checkout.js answers with a refresh; not the island's own
  useWpEvent('init_checkout', () => ownStart || requestUpdate());
  // placing the order drops a refresh still waiting for the typing to stop, as checkout.js's submit
  // does (the order posts what was typed); else it would follow a failed order and its fragments
  // would take the inline errors of the payment area (the terms') away
  useFieldEvent(form, 'submit', () => typing.cancel());
  useCheckoutStart(form, pendingAtMount, requestUpdate, refreshAfterTyping);
  return requestUpdate;
}

/** The island's own `init_checkout` is going out (its listeners run within the trigger). */
let ownStart = false;

/**
 * The checkout's start, once its listeners are there: the sanitiser fetched for the first refresh, the
 * click on the chosen payment method (a start at load only), a refresh for what the shopper changed
 * before the island was there, `init_checkout`.
 */
function useCheckoutStart(
  form: HTMLFormElement,
  pendingAtMount: boolean,
  requestUpdate: () => void,
  refreshAfterTyping: (field: Element) => void,
): void {
  useEffect(() => {
    // the first refresh needs the sanitiser: fetched now, while the shopper is still at the form
    void loadSanitizer().catch(() => undefined);
    // checkout.js clicks the chosen method as the page loads: here only when this start stands for that
    // one (woken at load with jQuery on the page, or for an update_checkout fired before mount), not when
    // the shopper's own touch woke the island: a click then closes what that touch opened (woocommerce.js
    // hides a field's description on any click)
    if (pendingAtMount) {
      // as checkout.js's init: scripts that follow the box (a parcel-locker plugin's fields) hear its state
      // through jQuery; the island's own refresh for it merges with the start's below (one request)
      form.querySelectorAll('#ship-to-different-address input').forEach((box) => triggerForJQuery(box, 'change'));
      clickChosenPaymentMethod(form);
    }
    const changed = changedBeforeMount(form);
    if (pendingAtMount || changed === 'now') requestUpdate();
    else if (changed) refreshAfterTyping(changed);
    ownStart = true;
    try {
      trigger('init_checkout');
    } finally {
      ownStart = false;
    }
    // and its last step, where guests may order: "Create an account?" heard as it stands
    if (pendingAtMount && checkoutParams().option_guest_checkout === 'yes')
      form.ownerDocument.querySelectorAll('input#createaccount').forEach((box) => triggerForJQuery(box, 'change'));
    // read at mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

interface TypingTimer {
  /** (Re)starts the wait: `then` runs once the shopper has stopped typing for `ms`. */
  start(then: () => void, ms: number): void;
  cancel(): void;
}

/** checkout.js's typing delay: one timer, restarted by each key, gone with the island. */
function useTypingTimer(): TypingTimer {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typing = useMemo<TypingTimer>(
    () => ({
      start(then, ms) {
        clearTimeout(timer.current);
        timer.current = setTimeout(then, ms);
      },
      cancel: () => clearTimeout(timer.current),
    }),
    [],
  );
  useEffect(() => typing.cancel, [typing]);
  return typing;
}

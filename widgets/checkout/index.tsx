/**
 * The checkout form, as WooCommerce's checkout.js and German Market's script run it, as a React
 * island made of one hook per concern (each file says what it does):
 * - useGermanMarketRules: payment boxes, ship-to-different-address, purchase on account, local pickup;
 * - useOrderReview: `update_checkout` → `update_order_review` (typing waits 1000 ms, newest wins);
 * - usePlaceOrder: `wc-ajax=checkout`, the redirect, the notices on failure, one order per page
 *   (a press before mount sends the order from early.ts, and the island adopts it);
 * - useCoupons: the coupon form above the checkout (`apply_coupon`) and the review's remove links;
 * - useTermsLink: the terms link opens the terms in a dialog (its own chunk).
 * The form, its fields and the payment area stay the server's. The root is the status line (an
 * empty live region under the payment area); the notice groups and the terms dialog are portals.
 * Without JavaScript the form posts as before.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { adoptEarlyOrder } from './early';
import { takeFromHost } from './host-bag';
import { canShowTerms, checkoutForm, PAYMENT_AREA, PENDING_UPDATE } from './form';
import { orderFlow } from './order-flow';
import { t } from './messages';
import { CheckoutNoticeGroup, CouponError, CouponNoticeBox, ReviewFailure } from './Notices';
import { initialState, reducer, statusKey, type CheckoutAction } from './state';
import { clickedTermsLink, loadTermsChunk, reachesForTermsLink, type TermsChunk } from './terms-link';
import { SerialQueue } from '../../src/wp/queue';
import { useCoupons } from './useCoupons';
import { useGermanMarketRules } from './useGermanMarketRules';
import { useOrderReview } from './useOrderReview';
import { usePlaceOrder } from './usePlaceOrder';

export { STILL_WORKING_MS } from './usePlaceOrder';

export const props = {
  /** German Market's setting: purchase on account hides ship-to-different-address. */
  purchaseOnAccountHidesShipping: prop.boolean({ default: false }),
};

type TermsModule = typeof import('./terms');

/**
 * The terms dialog's chunk (the dialog, the request, the sanitiser: about 7 KB), asked for when the
 * shopper reaches for a terms link, so that a checkout whose terms stay unopened never fetches it.
 */
let termsChunk: Promise<TermsModule> | undefined;
const loadTerms = () =>
  (termsChunk ??= import('./terms').catch((error: unknown) => {
    termsChunk = undefined;
    throw error;
  }));

/** The terms dialog's chunk, asked for on the shopper's intent: the module once it is there; a failure closes the dialog. */
function useTermsChunk(form: HTMLFormElement, dispatch: Dispatch<CheckoutAction>) {
  const [terms, setTerms] = useState<TermsModule>();
  const chunk = useRef<TermsChunk>(null);
  useEffect(() => {
    const loading = loadTermsChunk(
      loadTerms,
      (module) => setTerms(() => module),
      () => dispatch({ type: 'closeTerms' }),
    );
    chunk.current = loading;
    return loading.stop;
  }, [dispatch]);
  const reachesFor = (event: Event) => reachesForTermsLink(event) && chunk.current?.load();
  useDomEvent(form, 'pointerover', reachesFor);
  useDomEvent(form, 'touchstart', reachesFor, { passive: true });
  useDomEvent(form, 'focusin', reachesFor);
  return { terms, chunk };
}

/**
 * The terms link opens the terms in a dialog whose code (its own chunk) is asked for when the shopper
 * reaches for the link. A click while that code is still on its way opens the dialog once it is there
 * (the status line says the terms are loading meanwhile); if it cannot be had, the terms open in a
 * new tab (at once, while the click still lets a page open one), so that the form stays. Once it is
 * known to be missing, the link opens its new tab itself.
 */
function useTermsLink(form: HTMLFormElement, dispatch: Dispatch<CheckoutAction>): TermsModule | undefined {
  const { terms, chunk } = useTermsChunk(form, dispatch);
  useDomEvent(form, 'click', (event) => {
    const link = clickedTermsLink(event);
    const loading = chunk.current;
    if (!link || !loading) return;
    if (!loading.failed && canShowTerms(link, form)) {
      event.preventDefault();
      loading.wait(link);
      dispatch({ type: 'openTerms', link });
      return;
    }
    if (link.target !== '_blank') {
      event.preventDefault();
      window.open(link.href, '_blank', 'noopener');
    }
    if (loading.failed) loading.load();
  });
  return terms;
}

/** The status line (the root): empty, it takes no room (no margins), so that hydration moves nothing. */
const statusLines = new WeakMap<HTMLElement, HTMLElement>();

function CheckoutIsland({ host, purchaseOnAccountHidesShipping }: IslandComponentProps<typeof props>) {
  const form = checkoutForm(host)!;
  const [state, dispatch] = useReducer(reducer, initialState);
  // an order a press sent before mount (early.ts) is this island's from its first render: its flow is the island's
  const [earlyOrder] = useState(() => adoptEarlyOrder(host));
  const [flow] = useState(() => earlyOrder?.flow ?? orderFlow(form));
  const [pendingAtMount] = useState(() => takeFromHost(host, PENDING_UPDATE) === true);
  // the order review's refresh and the coupons change the shopper's one session: they take turns
  const [session] = useState(() => new SerialQueue());
  const applyRules = useGermanMarketRules(form, purchaseOnAccountHidesShipping);
  const requestUpdate = useOrderReview(form, flow, dispatch, applyRules, pendingAtMount, session);
  usePlaceOrder(form, flow, dispatch, requestUpdate, earlyOrder);
  useCoupons(form, dispatch, host, session);
  const terms = useTermsLink(form, dispatch);
  const closeTerms = useCallback(() => dispatch({ type: 'closeTerms' }), []);

  const key = statusKey(state.phase);
  // a terms link clicked before the dialog's code is here: said at once, until the dialog opens
  const termsWaiting = Boolean(state.terms && !terms) && !key;
  const status = key ? t(key) : termsWaiting ? t('checkout.termsLoading') : '';
  // "placed" is heard, not seen: the page is leaving, and a line appearing then would move what follows it
  const statusSeen = state.phase === 'stillWorking' || termsWaiting;
  useLayoutEffect(() => {
    const line = statusLines.get(host);
    if (line) line.style.margin = statusSeen ? '' : '0';
  }, [host, statusSeen]);

  return (
    <>
      {statusSeen ? status : status && <span className="screen-reader-text">{status}</span>}
      <CheckoutNoticeGroup form={form} notice={state.notice} />
      <ReviewFailure form={form} failure={state.reviewFailure} />
      <CouponNoticeBox notice={state.couponNotice} />
      <CouponError error={state.couponError} />
      {state.terms && terms && <terms.TermsDialog key={state.terms.id} link={state.terms.link} form={form} onClose={closeTerms} />}
    </>
  );
}

/** The spec's name only: the spec itself (island.ts) is loader code. */
export default defineIsland(
  { name: 'checkout' },
  {
    props,
    prepare: (host) => {
      if (!checkoutForm(host)) throw new Error('is not and holds no checkout form');
    },
    // a live region that exists before anything is said in it, so that screen readers announce it
    slot: (host) => {
      const form = checkoutForm(host)!;
      const paymentArea = form.querySelector(PAYMENT_AREA);
      const line = makeSlot(host, 'si-checkout__status', (slot) => (paymentArea ? paymentArea.after(slot) : form.append(slot)));
      line.setAttribute('role', 'status');
      line.style.margin = '0';
      statusLines.set(host, line);
      return line;
    },
    component: CheckoutIsland,
  },
);

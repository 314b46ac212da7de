/**
 * The order's request, as checkout.js sends it, in plain code: the early press (early.ts) and the
 * island (usePlaceOrder.ts) both send it from here.
 */
import { wcAjax } from '../../src/wp/ajax';
import { triggerHandler } from '../../src/wp/events';
import { withFreshNonces } from '../../src/wp/fresh-nonces';
import { checkoutFormApi } from './checkout-form-api';
import { paymentMethod } from './form';
import { stopAskingBeforeLeaving } from './order-flow';
import { checkoutReply, truthy } from './rules';

/** The checkout form's nonce field (`woocommerce-process_checkout`). */
const PROCESS_CHECKOUT_NONCE = 'woocommerce-process-checkout-nonce';
/** setTimeout's longest delay: the order request has no client time-out (giving up would not stop the server). */
const NO_TIME_OUT_MS = 2_147_483_647;

export type CheckoutReply = Awaited<ReturnType<typeof sendOrder>>;

/**
 * Asked on the form, as checkout.js asks: gateways bind `$( 'form.checkout' ).on( 'checkout_place_order_stripe', … )`
 * and answer false to stop the order (to tokenise a card, run 3-D Secure) and place it themselves later.
 * They get checkout.js's `wc_checkout_form` to say what stopped it (checkout-form-api.ts).
 */
export function gatewaysAllowOrder(form: HTMLFormElement): boolean {
  const api = checkoutFormApi(form);
  return (
    triggerHandler('checkout_place_order', [api], form) !== false &&
    triggerHandler(`checkout_place_order_${paymentMethod(form)}`, [api], form) !== false
  );
}

/**
 * A placed order's reply, asked on the form: a gateway taking over after the order (its payment
 * dialog) answers false, and the page does not follow the redirect.
 */
export const gatewaysFollowSuccess = (form: HTMLFormElement, reply: CheckoutReply): boolean =>
  triggerHandler('checkout_place_order_success', [reply, checkoutFormApi(form)], form) !== false;

/**
 * The order's answer where a plugin's PHP notice or warning was printed around it, as checkout.js's
 * dataFilter finds it (`{"result…}` on one line): the order may well be placed, and a shopper told it
 * failed would place it again.
 */
export const checkoutJsonIn = (text: string): string | null => /{"result.*}/.exec(text)?.[0] ?? null;

/** The order's fields as the form holds them now, as posted (a file field has no place in it). */
export function orderFields(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form).entries()) if (typeof value === 'string') body.append(name, value);
  return body;
}

/**
 * Posts the form to `wc-ajax=checkout` (`fields`: the form read already, for the first try). A page
 * kept for days by a cache: WooCommerce refuses its stale form nonce with "We were unable to process
 * your order" and `refresh: true` (WC_Checkout::process_checkout), before anything is ordered; the
 * form's field gets the fresh nonce and the order is sent once more (the form read again), only when
 * the nonce was not fresh already. Once the answer is in, leaving the page no longer asks, before
 * whoever shows it (and the gateways) hear of it, as checkout.js detaches its `beforeunload` handler.
 */
export function sendOrder(form: HTMLFormElement, signal?: AbortSignal, fields = orderFields(form)) {
  let body: URLSearchParams | undefined = fields;
  const send = () => {
    // a second try (fresh nonce) reads the form again
    const sent = body ?? orderFields(form);
    body = undefined;
    return wcAjax('checkout', sent, {
      schema: checkoutReply,
      ...(signal && { signal }),
      timeoutMs: NO_TIME_OUT_MS,
      repair: checkoutJsonIn,
    });
  };
  return withFreshNonces(send, {
    sent: {
      name: PROCESS_CHECKOUT_NONCE,
      value: form.querySelector<HTMLInputElement>(`input[name="${PROCESS_CHECKOUT_NONCE}"]`)?.value ?? '',
    },
    staleReply: (answer) => answer.result !== 'success' && truthy(answer.refresh) && !truthy(answer.reload),
  }).finally(stopAskingBeforeLeaving);
}

/** Payment providers redirect off-site (their payment page), so any http(s) target is followed. */
export function redirectTarget(redirect: string, base: string): string | null {
  let target: URL;
  try {
    // checkout.js decodes a redirect that arrives URL-encoded (decodeURI there, which leaves `%3A%2F` as it is)
    target = new URL(/^https?%3A%2F%2F/i.test(redirect) ? decodeURIComponent(redirect) : redirect, base);
  } catch {
    return null;
  }
  return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
}

/**
 * A redirect to this very page with a hash (`#wcpay-confirm-pi:…`, Stripe's `#confirm-pi-…`): the
 * gateway's script on this page takes the order over from its `hashchange` (3-D Secure), and the
 * page does not leave.
 */
export function handedToPage(target: string, here: string): boolean {
  const to = new URL(target);
  const from = new URL(here);
  return to.hash !== '' && to.origin === from.origin && to.pathname === from.pathname && to.search === from.search;
}

/**
 * Resolves once a gateway that took the order over unblocks the form (removes `processing`, as its
 * script does after checkout.js handed it the order and the shopper may try again), or the island goes.
 */
export function gatewayLetsGo(form: HTMLFormElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!form.classList.contains('processing')) done();
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe(form, { attributes: true, attributeFilter: ['class'] });
    signal.addEventListener('abort', done, { once: true });
    if (!form.classList.contains('processing') || signal.aborted) done();
  });
}

/**
 * The checkout form, as WooCommerce's checkout.js and German Market's script run it:
 * - payment method and address changes trigger `update_checkout` (typing waits 1000 ms), which
 *   posts `update_order_review` (the newest request wins) and applies its fragments, keeping the
 *   payment area's choices and any payment provider widget intact; `updated_checkout` follows;
 * - the chosen payment method's box shows, `payment_method_selected` fires;
 * - German Market: purchase on account hides ship-to-different-address (when configured), local
 *   pickup hides the shipping service provider and shows the pickup location;
 * - the terms link opens the terms in a dialog;
 * - placing the order posts `wc-ajax=checkout` with no client time-out (after 20 s it says it is
 *   still working), shows errors above the form (`checkout_error`) and follows the redirect on
 *   success; from then on the form stays blocked until the page leaves. Without JavaScript the
 *   form posts as before.
 */
import { type MessageKey } from '../../src/i18n';
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import { replaceFragments } from '../../src/cart/fragments';
import { serverHtml } from '../../src/ui/sanitize';
import { setShown } from '../../src/ui/visibility';
import { wcAjax } from '../../src/wp/ajax';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { on, trigger, triggerHandler } from '../../src/wp/events';
import { latestWins } from '../../src/wp/latest';
import { navigation } from './navigation';
import { clearReviewFailure, showCheckoutError, showCheckoutErrorText, showReviewFailure } from './notices';
import {
  ADDRESS_FIELD,
  checkoutReply,
  isLocalPickup,
  orderReviewBody,
  orderReviewReply,
  PURCHASE_ON_ACCOUNT,
  truthy,
  TYPING_DELAY_MS,
} from './rules';

export const props = {
  /** German Market's setting: purchase on account hides ship-to-different-address. */
  purchaseOnAccountHidesShipping: prop.boolean({ default: false }),
};

interface CheckoutParams {
  update_order_review_nonce?: string;
  i18n_checkout_error?: string;
}

const PAYMENT_AREA = '.woocommerce-checkout-payment, #payment';
const PLACE_ORDER = '#place_order, [type="submit"]';
/**
 * Island hosts that server fragments may carry: German Market prints the SEPA fields (the
 * sepa-mandate host) inside the payment box, and WooCommerce sends the whole payment area as a
 * fragment. Nothing else in a checkout fragment is ours to start.
 */
const FRAGMENT_ISLANDS = ['sepa-mandate'];

/** After this long without a reply to the order, the shopper is told it is still being worked on. */
export const STILL_WORKING_MS = 20_000;
/**
 * setTimeout's longest delay: the order request has no client time-out, since giving up on it
 * would not stop the server placing the order, and a retry would place it twice.
 */
const NO_TIME_OUT_MS = 2_147_483_647;

/** `shopIslands.checkoutStillWorkingMs` changes the 20 s (a site whose payment takes longer; tests). */
function stillWorkingAfterMs(): number {
  const configured = getConfig().checkoutStillWorkingMs;
  return typeof configured === 'number' && configured > 0 ? configured : STILL_WORKING_MS;
}

type TermsModule = typeof import('./terms');

export function mount(host: HTMLElement, { purchaseOnAccountHidesShipping }: InferProps<typeof props>) {
  const found = (host.matches('form') ? host : host.querySelector('form.checkout')) as HTMLFormElement | null;
  if (!found) throw new Error('is not and holds no checkout form');
  const form: HTMLFormElement = found;
  const params = ((globalThis as { wc_checkout_params?: CheckoutParams }).wc_checkout_params ?? {}) as CheckoutParams;
  const doc = form.ownerDocument;
  const controller = new AbortController();
  const { signal } = controller;
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let lastPayment = '';

  const paymentMethod = () => form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
  const shippingMethod = () =>
    form.querySelector<HTMLInputElement>('input[name^="shipping_method"]:checked, input[type="hidden"][name^="shipping_method"]')?.value ??
    form.querySelector<HTMLSelectElement>('select[name^="shipping_method"]')?.value ??
    '';

  function showPaymentBoxes() {
    const chosen = paymentMethod();
    form.querySelectorAll<HTMLElement>('.payment_box').forEach((box) => {
      const method = [...box.classList].find((name) => name.startsWith('payment_method_'))?.slice('payment_method_'.length);
      setShown(box, method === undefined || method === chosen);
    });
    if (chosen !== lastPayment) {
      if (lastPayment) trigger('payment_method_selected');
      lastPayment = chosen;
    }
  }

  function applyGermanMarketRules() {
    const shippingFields = form.querySelector<HTMLElement>('.woocommerce-shipping-fields');
    const checkbox = form.querySelector<HTMLInputElement>('#ship-to-different-address input, input[name="ship_to_different_address"]');
    const hideShipping = purchaseOnAccountHidesShipping && paymentMethod() === PURCHASE_ON_ACCOUNT;
    if (shippingFields) setShown(shippingFields, !hideShipping);
    if (hideShipping && checkbox?.checked) {
      checkbox.checked = false;
      showShippingAddress();
    }
    const pickup = isLocalPickup(shippingMethod());
    const provider = doc.getElementById('p-shipping-service-provider');
    const location = doc.getElementById('pickup_location_field');
    if (provider) setShown(provider, !pickup);
    if (location) setShown(location, pickup);
  }

  function showShippingAddress() {
    const checkbox = form.querySelector<HTMLInputElement>('#ship-to-different-address input, input[name="ship_to_different_address"]');
    const address = form.querySelector<HTMLElement>('.shipping_address');
    if (address && checkbox) setShown(address, checkbox.checked);
  }

  /** Replace each fragment's element; the payment area keeps what the shopper chose and typed. */
  function applyFragments(fragments: Record<string, string>) {
    replaceFragments(fragments, serverHtml, { islands: FRAGMENT_ISLANDS, doc, replace: replaceKeepingPayment });
  }

  function replaceKeepingPayment(target: Element, fragment: DocumentFragment) {
    const isPayment = target.matches(PAYMENT_AREA);
    // a provider's mounted widget (card fields in an iframe) must not be torn down
    if (isPayment && target.querySelector('iframe')) return;
    const replacement = fragment.firstElementChild;
    if (!replacement) return;
    const kept = isPayment
      ? [...target.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')]
      : [];
    const chosen = paymentMethod();
    target.replaceWith(fragment);
    if (!isPayment) return;
    for (const old of kept) {
      if (!old.name) continue;
      const fresh = replacement.querySelector<HTMLInputElement>(
        `[name="${CSS.escape(old.name)}"]${old instanceof HTMLInputElement && (old.type === 'radio' || old.type === 'checkbox') ? `[value="${CSS.escape(old.value)}"]` : ''}`,
      );
      if (!fresh) continue;
      if (fresh.type === 'radio' || fresh.type === 'checkbox') fresh.checked = (old as HTMLInputElement).checked;
      else fresh.value = old.value;
    }
    const radio = replacement.querySelector<HTMLInputElement>(`input[name="payment_method"][value="${CSS.escape(chosen)}"]`);
    if (radio) radio.checked = true;
  }

  function showError(html: string) {
    showCheckoutError(form, html);
    trigger('checkout_error', [html]);
  }
  function showErrorText(text: string) {
    trigger('checkout_error', [showCheckoutErrorText(form, text)]);
  }

  /** The order's state: on its way (`placing`), accepted (`placed`, the form stays blocked until the page leaves). */
  let placing = false;
  let placed = false;
  /** A refresh of the totals asked for while the order was on its way: run if the order fails. */
  let reviewWanted = false;
  let reviewInFlight: Promise<void> | undefined;

  // a live region that exists before anything is said in it, so that screen readers announce it
  const status = doc.createElement('p');
  status.className = 'si-checkout__status';
  status.setAttribute('role', 'status');
  const paymentArea = form.querySelector(PAYMENT_AREA);
  if (paymentArea) paymentArea.after(status);
  else form.append(status);
  /** Empty, the live region takes no room (no margins), so that hydration moves nothing. */
  function say(text: string) {
    status.textContent = text;
    status.style.margin = text ? '' : '0';
  }
  say('');

  /** Only the buttons this island disabled are enabled again (a theme's own disabled ones stay). */
  const disabledHere = new Set<HTMLButtonElement | HTMLInputElement>();
  function disablePlaceOrder() {
    for (const button of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(PLACE_ORDER)) {
      if (button.disabled) continue;
      button.disabled = true;
      disabledHere.add(button);
    }
  }
  function block() {
    form.classList.add('processing');
    form.setAttribute('aria-busy', 'true');
    disablePlaceOrder();
  }
  function unblock() {
    form.classList.remove('processing');
    form.removeAttribute('aria-busy');
    disabledHere.forEach((button) => (button.disabled = false));
    disabledHere.clear();
  }

  const review = latestWins((requestSignal) =>
    wcAjax('update_order_review', orderReviewBody(form, params.update_order_review_nonce ?? '', paymentMethod()), {
      schema: orderReviewReply,
      signal: requestSignal,
    }),
  );

  function updateOrderReview() {
    clearTimeout(typingTimer);
    // once placed the cart is empty and the reply would replace the form with "session expired";
    // while placing, a second request would race the order in the shopper's session
    if (placed) return;
    if (placing) {
      reviewWanted = true;
      return;
    }
    const running = refreshOrderReview();
    reviewInFlight = running;
    void running.finally(() => {
      if (reviewInFlight === running) reviewInFlight = undefined;
    });
  }

  async function refreshOrderReview() {
    const area = form.querySelector<HTMLElement>('#order_review, .woocommerce-checkout-review-order');
    area?.classList.add('processing');
    area?.setAttribute('aria-busy', 'true');
    try {
      const reply = await review.run();
      clearReviewFailure(form);
      if (truthy(reply.reload)) {
        navigation.reload();
        return;
      }
      // the payment fragment brings a fresh place-order button: an order on its way keeps it disabled
      applyFragments(reply.fragments);
      if (placing || placed) disablePlaceOrder();
      if (reply.result === 'failure' && reply.messages) showError(reply.messages);
      showPaymentBoxes();
      applyGermanMarketRules();
      trigger('updated_checkout', [reply]);
    } catch (error) {
      if (isAborted(error)) return;
      // the totals stay as they were and the shopper is told; the order is checked again when placed
      showReviewFailure(form, errorMessageKey(error) === 'error.session');
      console.warn('[shop-islands] checkout: the order review could not be refreshed', error);
    } finally {
      area?.classList.remove('processing');
      area?.removeAttribute('aria-busy');
    }
  }

  const requestUpdate = () => {
    clearTimeout(typingTimer);
    trigger('update_checkout');
  };

  const onInput = (event: Event) => {
    const target = event.target as HTMLInputElement;
    if (!ADDRESS_FIELD.test(target.name) || target.tagName === 'SELECT') return;
    clearTimeout(typingTimer);
    typingTimer = setTimeout(requestUpdate, TYPING_DELAY_MS);
  };
  const onChange = (event: Event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'payment_method') {
      showPaymentBoxes();
      applyGermanMarketRules();
      requestUpdate();
    } else if (/^shipping_method/.test(target.name)) {
      applyGermanMarketRules();
      requestUpdate();
    } else if (target.matches('#ship-to-different-address input, input[name="ship_to_different_address"]')) {
      showShippingAddress();
      requestUpdate();
    } else if (ADDRESS_FIELD.test(target.name)) requestUpdate();
  };

  /** Payment providers redirect off-site (their payment page), so any http(s) target is followed. */
  function followRedirect(redirect: string) {
    // checkout.js decodes a redirect that arrives URL-encoded
    const decoded = /https?%3A%2F%2F/i.test(redirect) ? decodeURI(redirect) : redirect;
    let target: URL;
    try {
      target = new URL(decoded, location.href);
    } catch {
      return false;
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
    navigation.assign(target.href);
    return true;
  }

  async function placeOrder() {
    const method = paymentMethod();
    if (triggerHandler('checkout_place_order') === false || triggerHandler(`checkout_place_order_${method}`) === false) return;
    placing = true;
    block();
    const stillWorking = setTimeout(() => say(t('checkout.stillWorking')), stillWorkingAfterMs());
    try {
      // a refresh of the totals still running would race the order in the shopper's session
      await reviewInFlight;
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form).entries()) if (typeof value === 'string') body.append(name, value);
      const reply = await wcAjax('checkout', body, { schema: checkoutReply, signal, timeoutMs: NO_TIME_OUT_MS });
      if (reply.result === 'success') {
        placed = true;
        say(t('checkout.placed'));
        if (!followRedirect(reply.redirect))
          console.warn('[shop-islands] checkout: the order was placed but its redirect is not a web address', reply.redirect);
        return;
      }
      if (truthy(reply.reload)) {
        navigation.reload();
        return;
      }
      if (reply.messages) showError(reply.messages);
      else showErrorText(params.i18n_checkout_error ?? t('checkout.failed'));
      if (truthy(reply.refresh)) reviewWanted = true;
    } catch (error) {
      if (isAborted(error)) return;
      const key = errorMessageKey(error);
      showErrorText(
        key === 'error.offline' || key === 'error.session' ? t(key as MessageKey) : (params.i18n_checkout_error ?? t('checkout.failed')),
      );
    } finally {
      clearTimeout(stillWorking);
      placing = false;
      if (!placed) {
        say('');
        unblock();
        if (reviewWanted) {
          reviewWanted = false;
          requestUpdate();
        }
      }
    }
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    // once sent, an order is never sent again from this page: not by a click, Enter or a script
    if (placing || placed) return;
    void placeOrder();
  };

  /** A page restored from the back-forward cache after its order was placed shows what the server says now. */
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && placed) navigation.reload();
  };

  // The terms dialog's code is fetched at once, so that a click can open the dialog without waiting
  // (a new tab opened after a wait is what popup blockers stop).
  let terms: TermsModule | undefined;
  const loadTerms = () =>
    import('./terms').then(
      (module) => (terms = module),
      () => undefined,
    );
  void loadTerms();

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.woocommerce-terms-and-conditions-link');
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (terms?.canShowTerms(link, form)) {
      event.preventDefault();
      terms.openTerms(link, form);
      return;
    }
    // no dialog now: the link itself opens the terms, in a new tab so that the form stays; decided
    // here, in the click, where the browser still lets a page open a tab
    if (link.target !== '_blank') {
      event.preventDefault();
      window.open(link.href, '_blank', 'noopener');
    }
    if (!terms) void loadTerms();
  };

  form.addEventListener('input', onInput);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  form.addEventListener('click', onClick);
  window.addEventListener('pageshow', onPageShow);
  const offUpdate = on('update_checkout', updateOrderReview);
  lastPayment = paymentMethod();
  showPaymentBoxes();
  showShippingAddress();
  applyGermanMarketRules();
  trigger('init_checkout');

  return () => {
    controller.abort();
    review.cancel();
    clearTimeout(typingTimer);
    offUpdate();
    form.removeEventListener('input', onInput);
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('click', onClick);
    window.removeEventListener('pageshow', onPageShow);
    status.remove();
  };
}

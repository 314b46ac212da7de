/**
 * The checkout form, as WooCommerce's checkout.js and German Market's script run it:
 * - payment method and address changes trigger `update_checkout` (typing waits 1000 ms), which
 *   posts `update_order_review` (the newest request wins) and applies its fragments, keeping the
 *   payment area's choices and any payment provider widget intact; `updated_checkout` follows;
 * - the chosen payment method's box shows, `payment_method_selected` fires;
 * - German Market: purchase on account hides ship-to-different-address (when configured), local
 *   pickup hides the shipping service provider and shows the pickup location;
 * - the terms link opens the terms in a dialog;
 * - placing the order posts `wc-ajax=checkout`, shows errors above the form (`checkout_error`)
 *   and follows the redirect on success. Without JavaScript the form posts as before.
 */
import { type MessageKey } from '../../src/i18n';
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import { serverHtml } from '../../src/ui/sanitize';
import { setShown } from '../../src/ui/visibility';
import { wcAjax } from '../../src/wp/ajax';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { on, trigger, triggerHandler } from '../../src/wp/events';
import { latestWins } from '../../src/wp/latest';
import { ADDRESS_FIELD, checkoutReply, isLocalPickup, orderReviewBody, orderReviewReply, PURCHASE_ON_ACCOUNT, truthy, TYPING_DELAY_MS } from './rules';

export const props = {
  /** German Market's setting: purchase on account hides ship-to-different-address. */
  purchaseOnAccountHidesShipping: prop.boolean({ default: false }),
};

interface CheckoutParams {
  update_order_review_nonce?: string;
  i18n_checkout_error?: string;
}

const PAYMENT_AREA = '.woocommerce-checkout-payment, #payment';

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
    for (const [selector, html] of Object.entries(fragments)) {
      let target: Element | null = null;
      try {
        target = doc.querySelector(selector);
      } catch {
        continue;
      }
      if (!target) continue;
      const isPayment = target.matches(PAYMENT_AREA);
      // a provider's mounted widget (card fields in an iframe) must not be torn down
      if (isPayment && target.querySelector('iframe')) continue;
      const kept = isPayment ? [...target.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')] : [];
      const chosen = paymentMethod();
      const fragment = serverHtml(html, {}, doc);
      const replacement = fragment.firstElementChild;
      if (!replacement) continue;
      target.replaceWith(fragment);
      if (isPayment) {
        for (const old of kept) {
          if (!old.name) continue;
          const fresh = replacement.querySelector<HTMLInputElement>(`[name="${CSS.escape(old.name)}"]${old instanceof HTMLInputElement && (old.type === 'radio' || old.type === 'checkbox') ? `[value="${CSS.escape(old.value)}"]` : ''}`);
          if (!fresh) continue;
          if (fresh.type === 'radio' || fresh.type === 'checkbox') fresh.checked = (old as HTMLInputElement).checked;
          else fresh.value = old.value;
        }
        const radio = replacement.querySelector<HTMLInputElement>(`input[name="payment_method"][value="${CSS.escape(chosen)}"]`);
        if (radio) radio.checked = true;
      }
    }
  }

  const noticeArea = () => {
    const wrapper = [...doc.querySelectorAll<HTMLElement>('.woocommerce-notices-wrapper')].find((element) => element.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
    let group = (wrapper ?? form).querySelector<HTMLElement>('.woocommerce-NoticeGroup-checkout');
    if (!group) {
      group = doc.createElement('div');
      group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
      (wrapper ?? form).prepend(group);
    }
    return group;
  };
  function showError(html: string) {
    const group = noticeArea();
    group.replaceChildren(serverHtml(html, {}, doc));
    trigger('checkout_error', [html]);
  }
  const errorHtml = (text: string) => {
    const list = doc.createElement('ul');
    list.className = 'woocommerce-error';
    list.setAttribute('role', 'alert');
    const item = doc.createElement('li');
    item.textContent = text;
    list.append(item);
    return list.outerHTML;
  };

  const review = latestWins((requestSignal) =>
    wcAjax('update_order_review', orderReviewBody(form, params.update_order_review_nonce ?? '', paymentMethod()), { schema: orderReviewReply, signal: requestSignal }),
  );

  async function updateOrderReview() {
    clearTimeout(typingTimer);
    const area = form.querySelector<HTMLElement>('#order_review, .woocommerce-checkout-review-order');
    area?.classList.add('processing');
    area?.setAttribute('aria-busy', 'true');
    try {
      const reply = await review.run();
      if (truthy(reply.reload)) {
        location.reload();
        return;
      }
      applyFragments(reply.fragments);
      if (reply.result === 'failure' && reply.messages) showError(reply.messages);
      showPaymentBoxes();
      applyGermanMarketRules();
      trigger('updated_checkout', [reply]);
    } catch (error) {
      // the totals stay as they were; the order itself is checked again when it is placed
      if (!isAborted(error)) console.warn('[shop-islands] checkout: the order review could not be refreshed', error);
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

  async function placeOrder() {
    const method = paymentMethod();
    if (triggerHandler('checkout_place_order') === false || triggerHandler(`checkout_place_order_${method}`) === false) return;
    form.classList.add('processing');
    form.setAttribute('aria-busy', 'true');
    const button = form.querySelector<HTMLButtonElement>('#place_order, [type="submit"]');
    if (button) button.disabled = true;
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(form).entries()) if (typeof value === 'string') body.append(name, value);
      const reply = await wcAjax('checkout', body, { schema: checkoutReply, signal });
      if (reply.result === 'success') {
        const target = new URL(reply.redirect, location.href);
        if (target.protocol === 'https:' || target.protocol === 'http:') {
          location.assign(target.href);
          return;
        }
        throw new Error('unsafe redirect');
      }
      if (truthy(reply.reload)) {
        location.reload();
        return;
      }
      showError(reply.messages || errorHtml(params.i18n_checkout_error ?? t('checkout.failed')));
      if (truthy(reply.refresh)) requestUpdate();
    } catch (error) {
      if (isAborted(error)) return;
      const key = errorMessageKey(error);
      const specific = key === 'error.offline' || key === 'error.timeout' || key === 'error.session' ? t(key as MessageKey) : params.i18n_checkout_error ?? t('checkout.failed');
      showError(errorHtml(specific));
    } finally {
      form.classList.remove('processing');
      form.removeAttribute('aria-busy');
      if (button) button.disabled = false;
    }
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (form.classList.contains('processing')) return;
    void placeOrder();
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.woocommerce-terms-and-conditions-link');
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void import('./terms').then(({ openTerms }) => openTerms(link, form)).catch(() => window.open(link.href, '_blank', 'noopener'));
  };

  form.addEventListener('input', onInput);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  form.addEventListener('click', onClick);
  const offUpdate = on('update_checkout', () => void updateOrderReview());
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
  };
}

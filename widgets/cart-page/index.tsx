/**
 * The classic cart page, as WooCommerce's cart.js runs it: a changed quantity enables "Update
 * cart", which posts the cart form; remove and undo links are followed; coupons go to wc-ajax
 * apply_coupon / remove_coupon, the shipping method to update_shipping_method, the shipping
 * calculator posts its form; each time the cart is re-read from the server and its form, totals and
 * notices put in place (page.ts), and the legacy events fire. Every change runs through the cart
 * store's one queue. Beyond cart.js, a re-read never takes what the shopper typed and did not send
 * (a quantity, a coupon code, the shipping calculator), and a failure says what went wrong in the
 * status line and keeps the page as it was.
 *
 * React over the printed cart: the root is a slot at the top of the host holding the status line;
 * the status and the busy flag are one state (the host's aria-busy follows it); the server's form,
 * inputs, links and totals stay the ones used, listened to from an effect.
 */
import { startPageAddressFields } from '../../src/address/fields';
import { useEffect, useLayoutEffect, useState } from 'react';
import { loadSanitizer } from '../../src/cart/fragments';
import { t as cartT } from '../../src/cart/messages';
import { cartStore } from '../../src/cart/store';
import { defineIsland, makeSlot, useHost, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { errorMessageKey, isAborted, isTransportError } from '../../src/wp/errors';
import { listen, on, trigger } from '../../src/wp/events';

import { t, type CartPageMessage } from './messages';
import {
  applyCartPage,
  captureTyped,
  clearNotices,
  FORM_SELECTOR,
  restoreTyped,
  setCalculatorOpen,
  showCouponError,
  showNotices,
  syncUpdateButton,
  TOTALS_SELECTOR,
  CALCULATOR_SELECTOR,
  type ApplyOptions,
} from './page';
import {
  applyCoupon,
  cartLinkUrl,
  followCartLink,
  formBody,
  postToCart,
  readCartPage,
  readCartParams,
  removeCoupon,
  updateShippingMethod,
  type Send,
} from './requests';

const props = {
  /** Flatsome's "auto update cart": send a changed quantity after this many ms (0: wait for "Update cart", as WooCommerce does) */
  autoUpdateMs: prop.number({ default: 0 }),
};

/**
 * Islands whose hosts stay hosts in the re-read page: this island's own host (found, then only its
 * children are used), the quantity boxes in the rows, the notices wrapper and the cross-sells' add buttons.
 */
const REREAD_ISLANDS = ['cart-page', 'quantity', 'notices', 'add-to-cart'];

const SLOT_CLASS = 'si-cart-page__slot';
const SHIPPING_METHOD = 'select.shipping_method, input[name^="shipping_method"]';

/** What the shopper is told, and whether a change is under way: the island's one state. */
export interface CartPageStatus {
  busy: boolean;
  message: string;
}

/** The re-read after a change failed (the change itself went through). */
class RereadFailed extends Error {
  constructor(cause: unknown) {
    super('the cart could not be re-read', { cause });
  }
}

/** "What failed. Why." for the status line. */
export function failureMessage(failure: CartPageMessage, error: unknown): string {
  if (error instanceof RereadFailed) return cartT('cart.reloadFailed');
  if (!isTransportError(error)) return `${t(failure)} ${t('error.unknown')}`;
  return `${t(failure)} ${t(errorMessageKey(error))}`;
}

/** Wires the printed cart; reports through `report`. Returns the clean-up. */
function wireCart(
  host: HTMLElement,
  slot: HTMLElement,
  autoUpdateMs: number,
  report: (update: (status: CartPageStatus) => CartPageStatus) => void,
) {
  const store = cartStore();
  const params = readCartParams();
  let running = 0;
  /** changes sent from the cart form itself (update, coupon), not answered yet */
  let formBusy = 0;
  let rereadWaiting = false;
  let autoUpdate: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const setMessage = (message: string) => report((status) => ({ ...status, message }));
  const setBusy = (busy: boolean) => report((status) => ({ ...status, busy }));

  const sanitizer = () => loadSanitizer().then((module) => module.serverHtml);

  /** Puts a cart page's HTML in place and fires what cart.js fires after update_wc_div. */
  async function show(html: string, options: ApplyOptions) {
    const serverHtml = await sanitizer();
    if (stopped) return;
    let result: 'cart' | 'emptied';
    try {
      result = applyCartPage(host, slot, serverHtml(html, { islands: REREAD_ISLANDS }), options);
    } catch (error) {
      // the change may have gone through: only the page it answered holds no cart
      throw new RereadFailed(error);
    }
    syncUpdateButton(host);
    trigger(result === 'emptied' ? 'wc_cart_emptied' : 'updated_cart_totals');
    trigger('updated_wc_div');
  }

  /** Re-reads the cart page (inside a queued change); a failure is the re-read's, not the change's. */
  async function reread(options: ApplyOptions, send: Send) {
    try {
      await show(await readCartPage(send), options);
    } catch (error) {
      throw isAborted(error) ? error : new RereadFailed(error);
    }
  }

  /** One change, queued with every other cart change; the status line follows it. */
  async function change(failure: CartPageMessage, work: (send: Send) => Promise<void>, source: Element | null = null) {
    running++;
    setBusy(true);
    setMessage(t('cart.updating'));
    try {
      await store.pageChange((onSlow) => work({ onSlow }), source);
      if (!stopped) setMessage('');
    } catch (error) {
      if (stopped) return;
      setMessage(isAborted(error) ? '' : failureMessage(failure, error));
    } finally {
      running--;
      if (!stopped && running === 0) setBusy(false);
    }
  }

  const sanitized = async (html: string) => [...(await sanitizer())(html).childNodes];

  // "Update cart": the form with every quantity; the typed quantities it carried take the server's values
  function updateQuantities() {
    clearTimeout(autoUpdate);
    formBusy++;
    void change('cartPage.updateFailed', async (send) => {
      const form = host.querySelector<HTMLFormElement>(FORM_SELECTOR);
      if (!form) return;
      const body = formBody(form, { update_cart: 'Update Cart' });
      const html = await postToCart(body, send);
      await show(html, { preserveNotices: false, sent: (field) => field.name.startsWith('cart[') && body.get(field.name) === field.value });
    }).finally(() => formBusy--);
  }

  function applyCouponCode() {
    const field = host.querySelector<HTMLInputElement>('#coupon_code');
    const code = field?.value ?? '';
    formBusy++;
    void change('cartPage.couponFailed', async (send) => {
      let reply;
      try {
        reply = await applyCoupon(code, params, send);
      } catch (error) {
        // cart.js re-reads whatever the answer: the cart shows whether the coupon went in
        if (!isAborted(error)) await reread({ preserveNotices: true }, send).catch(() => undefined);
        throw error;
      }
      clearNotices(host);
      if (reply.error) showCouponError(host, reply.text, false);
      else showNotices(host, await sanitized(reply.html));
      trigger('applied_coupon', [code]);
      await reread(
        { preserveNotices: true, sent: (sentField) => !reply.error && sentField.name === 'coupon_code' && sentField.value === code },
        send,
      );
    }).finally(() => formBusy--);
  }

  function removeCouponCode(link: HTMLAnchorElement) {
    const coupon = link.getAttribute('data-coupon') ?? '';
    void change(
      'cartPage.couponRemoveFailed',
      async (send) => {
        const reply = await removeCoupon(coupon, params, send);
        clearNotices(host);
        showNotices(host, await sanitized(reply.html));
        trigger('removed_coupon', [coupon]);
        await reread({ preserveNotices: true }, send);
      },
      link,
    );
  }

  function changeShippingMethod(target: HTMLInputElement | HTMLSelectElement) {
    const methods = new Map<string, string>();
    host
      .querySelectorAll<HTMLInputElement | HTMLSelectElement>(
        'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
      )
      .forEach((field) => methods.set(field.getAttribute('data-index') ?? '0', field.value));
    const focusId = target.id;
    void change('cartPage.shippingFailed', async (send) => {
      try {
        const html = await updateShippingMethod(methods, params, send);
        const fresh = (await sanitizer())(html, { islands: REREAD_ISLANDS }).querySelector(TOTALS_SELECTOR);
        const totals = host.querySelector(TOTALS_SELECTOR);
        if (!fresh || !totals) throw new RereadFailed(new Error('no cart totals'));
        // the calculator lives in the totals: what is typed there stays
        const typed = captureTyped(totals, (field) => field.name.startsWith('shipping_method'));
        totals.replaceWith(fresh);
        restoreTyped(fresh, typed);
        if (focusId) fresh.ownerDocument.getElementById(focusId)?.focus();
        trigger('updated_cart_totals');
      } catch (error) {
        // the server's choice stands: the printed one is checked again
        host.querySelectorAll<HTMLInputElement>('input[name^="shipping_method"][type="radio"]').forEach((radio) => {
          radio.checked = radio.defaultChecked;
        });
        throw error;
      } finally {
        trigger('updated_shipping_method');
      }
    });
  }

  function calculateShipping(form: HTMLFormElement) {
    void change('cartPage.calculatorFailed', async (send) => {
      const body = formBody(form, { calc_shipping: 'x' });
      const html = await postToCart(body, send);
      await show(html, {
        preserveNotices: false,
        closeCalculator: true,
        sent: (field) => field.name.startsWith('calc_shipping') && body.get(field.name) === field.value,
      });
    });
  }

  function followLink(link: HTMLAnchorElement, parameter: 'remove_item' | 'undo_item'): boolean {
    const url = cartLinkUrl(link.getAttribute('href'), parameter);
    if (!url) return false;
    void change(
      parameter === 'remove_item' ? 'cart.removeFailed' : 'cartPage.undoFailed',
      async (send) => {
        try {
          await show(await followCartLink(url, send), { preserveNotices: false });
        } finally {
          // cart.js says it when its request completes, failed or not
          if (parameter === 'remove_item') trigger('item_removed_from_classic_cart');
        }
      },
      link,
    );
    return true;
  }

  /** Another island changed the cart (a cross-sell's add, `wc_update_cart`): the cart is re-read, once per burst. */
  function rereadForOthers(preserveNotices: boolean) {
    if (rereadWaiting) return;
    rereadWaiting = true;
    void change('cartPage.updateFailed', async (send) => {
      rereadWaiting = false;
      await reread({ preserveNotices }, send);
    });
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const toggle = target.closest<HTMLElement>('.shipping-calculator-button');
    if (toggle) {
      event.preventDefault();
      const calculator = host.querySelector<HTMLElement>(CALCULATOR_SELECTOR);
      setCalculatorOpen(host, calculator?.style.display === 'none' || calculator?.hidden === true);
      // WooCommerce's country-select fills the states and dresses the selects on these
      host
        .querySelectorAll('select.country_to_state, input.country_to_state')
        .forEach((field) => field.dispatchEvent(new Event('change', { bubbles: true })));
      trigger('country_to_state_changed');
      return;
    }
    const removeCouponLink = target.closest<HTMLAnchorElement>('a.woocommerce-remove-coupon');
    if (removeCouponLink) {
      event.preventDefault();
      removeCouponCode(removeCouponLink);
      return;
    }
    const removeLink = target.closest<HTMLAnchorElement>(`${FORM_SELECTOR} .product-remove > a`);
    if (removeLink) {
      if (followLink(removeLink, 'remove_item')) event.preventDefault();
      return;
    }
    const restore = target.closest<HTMLAnchorElement>('a.restore-item');
    if (restore && followLink(restore, 'undo_item')) event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // links with role=button answer the space bar like buttons
    if (event.key === ' ' && target.matches(`a.woocommerce-remove-coupon, ${FORM_SELECTOR} .product-remove > a`)) {
      event.preventDefault();
      target.click();
      return;
    }
    // Enter in a quantity updates the cart (the form's first button would otherwise apply the coupon)
    if (event.key === 'Enter' && target.matches(`${FORM_SELECTOR} input.qty`)) {
      const form = target.closest('form');
      if (form && !form.checkValidity()) return;
      event.preventDefault();
      if (formBusy === 0) updateQuantities();
    }
  };

  /** A field's `input` or `change`, the browser's or a script's `$(field).trigger('change')` (a theme's +/- buttons). */
  const onInput = (target: Element, type: 'input' | 'change') => {
    if (target.matches(`${FORM_SELECTOR} .cart_item :is(input, select, textarea)`)) {
      syncUpdateButton(host, true);
      if (autoUpdateMs > 0 && type === 'change' && target.matches('input.qty')) {
        clearTimeout(autoUpdate);
        if ((target as HTMLInputElement).checkValidity()) autoUpdate = setTimeout(updateQuantities, autoUpdateMs);
      }
    }
    if (target.id === 'coupon_code') {
      target.closest('.coupon')?.querySelector('.coupon-error-notice')?.remove();
      target.classList.remove('has-error');
      target.removeAttribute('aria-invalid');
      target.removeAttribute('aria-describedby');
    }
    if (type === 'change' && target.matches(SHIPPING_METHOD)) changeShippingMethod(target as HTMLInputElement);
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (form.matches('form.woocommerce-shipping-calculator')) {
      event.preventDefault();
      calculateShipping(form);
      return;
    }
    if (!form.matches(FORM_SELECTOR) || !form.querySelector('.woocommerce-cart-form__contents, .cart_item')) return;
    // cart.js ignores the form's buttons while the form is being processed (a double press sends once)
    if (formBusy > 0) {
      event.preventDefault();
      return;
    }
    const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
    const active = document.activeElement;
    if (submitter?.name === 'update_cart' || (active instanceof HTMLInputElement && active.matches('input.qty'))) {
      event.preventDefault();
      updateQuantities();
    } else if (submitter?.name === 'apply_coupon' || active?.id === 'coupon_code') {
      event.preventDefault();
      applyCouponCode();
    }
  };

  const unsubscribe = store.subscribe((event) => {
    if (event.type === 'slow' && running > 0) setMessage(cartT('cart.slow'));
  });
  // on the document, as cart.js listens (a plugin's `$(document).trigger('wc_update_cart', [true])` too);
  // the first argument keeps the notices: wc_update_cart's own, added_to_cart's fragments
  const offUpdate = on('wc_update_cart', (preserveNotices) => rereadForOthers(Boolean(preserveNotices)), document);
  const offAdded = on('added_to_cart', (fragments) => rereadForOthers(Boolean(fragments)), document);

  syncUpdateButton(host);
  const listening = new AbortController();
  const { signal } = listening;
  host.addEventListener('click', onClick, { signal });
  host.addEventListener('keydown', onKeyDown, { signal });
  const unlistenFields = (['input', 'change'] as const).map((type) => listen(host, type, (origin) => onInput(origin, type)));
  host.addEventListener('submit', onSubmit, { signal });
  return () => {
    stopped = true;
    clearTimeout(autoUpdate);
    unsubscribe();
    offUpdate();
    offAdded();
    unlistenFields.forEach((unlisten) => unlisten());
    listening.abort();
  };
}

/** The parts cart.js blocks while a change is out: they get its `processing` class (themes and other scripts read it). */
const BLOCKED_PARTS = '.woocommerce-cart-form, div.cart_totals';

/** While a change is out: the host `aria-busy`, and the form and totals `processing`, as cart.js marks them. */
function useBusyLook(host: HTMLElement, busy: boolean): void {
  useLayoutEffect(() => {
    if (busy) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
    host.querySelectorAll(BLOCKED_PARTS).forEach((part) => part.classList.toggle('processing', busy));
  }, [host, busy]);
}

function CartPage({ autoUpdateMs = 0 }: IslandComponentProps<typeof props>) {
  const host = useHost();
  const [status, setStatus] = useState<CartPageStatus>({ busy: false, message: '' });
  useEffect(() => {
    const slot = host.querySelector<HTMLElement>(`:scope > .${SLOT_CLASS}`)!;
    return wireCart(host, slot, autoUpdateMs, setStatus);
  }, [host, autoUpdateMs]);
  // the shipping calculator's state field follows its country (country-select.js is switched off here)
  useEffect(() => startPageAddressFields(host.ownerDocument), [host]);
  useBusyLook(host, status.busy);
  return (
    <p className="si-cart-page__status" role="status">
      {status.message || null}
    </p>
  );
}

export default defineIsland(
  { name: 'cart-page' },
  {
    props,
    slot: (host) => makeSlot(host, SLOT_CLASS, (slot) => host.prepend(slot)),
    component: CartPage,
  },
);

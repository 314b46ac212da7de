/**
 * The island's side effects, one hook each. The form's behaviour is the plain `startVariationForm`
 * (variation-form.ts); these run it for the component's life and carry the reducer's state
 * (state.ts) to the page around the host: the add button, the host's display, the blocked form and
 * the notice's slot.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { startVariationForm, type VariationDispatch } from './variation-form';

/** The form's handlers, from mount until the island leaves (everything they added goes with them). */
export function useVariationForm(form: HTMLFormElement, host: HTMLElement, dispatch: VariationDispatch): void {
  useEffect(() => {
    const life = new AbortController();
    startVariationForm(form, host, dispatch, life.signal);
    return () => life.abort();
  }, [form, host, dispatch]);
}

/** The add button and its wrapper, as onShow / onHide set them (`purchasable` undefined: no full choice yet). */
export function useAddButtonState(form: HTMLFormElement, purchasable: boolean | undefined): void {
  useLayoutEffect(() => {
    const buttons = form.querySelectorAll('.single_add_to_cart_button');
    const wraps = form.querySelectorAll('.woocommerce-variation-add-to-cart');
    for (const button of buttons) {
      button.classList.toggle('disabled', purchasable !== true);
      button.classList.toggle('wc-variation-selection-needed', purchasable === undefined);
      button.classList.toggle('wc-variation-is-unavailable', purchasable === false);
    }
    for (const wrap of wraps) {
      wrap.classList.toggle('woocommerce-variation-add-to-cart-enabled', purchasable === true);
      wrap.classList.toggle('woocommerce-variation-add-to-cart-disabled', purchasable !== true);
    }
  }, [form, purchasable]);
}

/** `.single_variation` shows while a variation is (WooCommerce slides it up on reset). */
export function useHostDisplay(host: HTMLElement, shown: boolean): void {
  useLayoutEffect(() => {
    host.style.display = shown ? '' : 'none';
  }, [host, shown]);
}

/** The form is blocked while the server is asked, as blockUI did (the overlay is the component's). */
export function useFormBlocked(form: HTMLFormElement, loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) return;
    form.setAttribute('aria-busy', 'true');
    const position = form.style.position;
    if (getComputedStyle(form).position === 'static') form.style.position = 'relative';
    return () => {
      form.removeAttribute('aria-busy');
      form.style.position = position;
    };
  }, [form, loading]);
}

/** The element right after `.single_variation` for the notice (WooCommerce's `div[role=alert]`), there while it shows. */
export function useNoticeSlot(host: HTMLElement, wanted: boolean): HTMLElement {
  const [slot] = useState(() => {
    const element = host.ownerDocument.createElement('div');
    element.setAttribute('role', 'alert');
    element.className = 'si-variations__notice';
    return element;
  });
  useLayoutEffect(() => {
    if (!wanted) return;
    host.after(slot);
    return () => slot.remove();
  }, [host, slot, wanted]);
  return slot;
}

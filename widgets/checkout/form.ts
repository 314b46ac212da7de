/** Reading and blocking the server's checkout form (plain DOM, shared by the checkout's hooks). */

export const PAYMENT_AREA = '.woocommerce-checkout-payment, #payment';
const PLACE_ORDER = '#place_order, [type="submit"]';
export const SHIP_TO_DIFFERENT = '#ship-to-different-address input, input[name="ship_to_different_address"]';

export function checkoutForm(host: HTMLElement): HTMLFormElement | null {
  return (host.matches('form') ? host : host.querySelector('form.checkout')) as HTMLFormElement | null;
}

export const paymentMethod = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';

export const shippingMethod = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[name^="shipping_method"]:checked, input[type="hidden"][name^="shipping_method"]')?.value ??
  form.querySelector<HTMLSelectElement>('select[name^="shipping_method"]')?.value ??
  '';

/**
 * What the island's hooks share about the order on its way: the order's phase as the handlers see it
 * at once (React's state follows a render later), the refresh running and the buttons disabled here.
 */
export interface Flow {
  placing: boolean;
  placed: boolean;
  /** A refresh of the totals asked for while the order was on its way: run if the order fails. */
  reviewWanted: boolean;
  reviewInFlight: Promise<void> | undefined;
  /** Only the buttons this island disabled are enabled again (a theme's own disabled ones stay). */
  disabledHere: Set<HTMLButtonElement | HTMLInputElement>;
}

export const newFlow = (): Flow => ({
  placing: false,
  placed: false,
  reviewWanted: false,
  reviewInFlight: undefined,
  disabledHere: new Set(),
});

export function disablePlaceOrder(form: HTMLFormElement, flow: Flow): void {
  for (const button of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(PLACE_ORDER)) {
    if (button.disabled) continue;
    button.disabled = true;
    flow.disabledHere.add(button);
  }
}

/** Set in the submit itself (not a render later): a second press in the same task finds the button disabled. */
export function block(form: HTMLFormElement, flow: Flow): void {
  form.classList.add('processing');
  form.setAttribute('aria-busy', 'true');
  disablePlaceOrder(form, flow);
}

export function unblock(form: HTMLFormElement, flow: Flow): void {
  form.classList.remove('processing');
  form.removeAttribute('aria-busy');
  flow.disabledHere.forEach((button) => (button.disabled = false));
  flow.disabledHere.clear();
}

/** Replace a fragment's element; the payment area keeps what the shopper chose and typed. */
export function replaceKeepingPayment(form: HTMLFormElement, target: Element, fragment: DocumentFragment): void {
  const isPayment = target.matches(PAYMENT_AREA);
  // a provider's mounted widget (card fields in an iframe) must not be torn down
  if (isPayment && target.querySelector('iframe')) return;
  const replacement = fragment.firstElementChild;
  if (!replacement) return;
  const kept = isPayment
    ? [...target.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')]
    : [];
  const chosen = paymentMethod(form);
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

/**
 * Whether the shopper changed, before the island was there, something that refreshes the totals
 * (a payment or shipping method, ship-to-different-address, an address field): the island hydrates
 * on intent, so the change came before its listeners. Compared with what the server printed.
 */
export function changedBeforeMount(form: HTMLFormElement, addressField: RegExp): boolean {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement) {
      const refreshes =
        element.name === 'payment_method' ||
        /^shipping_method/.test(element.name) ||
        element.matches(SHIP_TO_DIFFERENT) ||
        addressField.test(element.name);
      if (!refreshes) continue;
      if (element.type === 'radio' || element.type === 'checkbox') {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.type !== 'hidden' && element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement && (addressField.test(element.name) || /^shipping_method/.test(element.name))) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) {
        // a select with no option marked selected shows its first: that is no change
        const printed = [...element.options].find((option) => option.defaultSelected) ?? element.options[0];
        if (element.selectedOptions[0] !== printed) return true;
      }
    }
  }
  return false;
}

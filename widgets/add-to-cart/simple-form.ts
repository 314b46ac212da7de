/**
 * A press on a simple product's add button that an ajax add can carry as the form stands: its form
 * (`form.cart`, the host or inside it) is no variations form, is valid, and the button is not marked
 * disabled; the product is the button's value or the form's `add-to-cart` field. Shared by the loader
 * (send-at-once.ts) and the early module (early.ts), which decide alike.
 */
export interface SimpleFormPress {
  form: HTMLFormElement;
  productId: string;
}

export function simpleFormPress(host: HTMLElement, control: Element): SimpleFormPress | undefined {
  const form = control.closest('form.cart');
  if (!(form instanceof HTMLFormElement) || !(form === host || host.contains(form)) || form.classList.contains('variations_form'))
    return undefined;
  if (form.querySelector('[name="variation_id"]') || control.classList.contains('disabled') || !form.checkValidity()) return undefined;
  const productId =
    control.getAttribute('name') === 'add-to-cart'
      ? (control as HTMLButtonElement).value
      : (form.querySelector<HTMLInputElement>('[name="add-to-cart"]')?.value ?? '');
  return productId ? { form, productId } : undefined;
}

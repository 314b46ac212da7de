/** Reading the server's checkout form (plain DOM, shared by the checkout's hooks; blocking it is order-flow.ts's). */
import { safeSameOriginUrl } from '../../src/wp/url';
import { PRINTED_VALUE } from './names';
import { ADDRESS_FIELD } from './rules';

export { PENDING_COUPON, PENDING_UPDATE } from './names';

export const PAYMENT_AREA = '.woocommerce-checkout-payment, #payment';
export const SHIP_TO_DIFFERENT = '#ship-to-different-address input, input[name="ship_to_different_address"]';

export function checkoutForm(host: HTMLElement): HTMLFormElement | null {
  return (host.matches('form') ? host : host.querySelector('form.checkout')) as HTMLFormElement | null;
}

/** The chosen payment method's radio button. */
export const chosenPaymentRadio = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked');

export const paymentMethod = (form: HTMLFormElement) => chosenPaymentRadio(form)?.value ?? '';

/**
 * checkout.js's start and every refresh end with a click on the chosen payment method
 * (`init_payment_methods`): a gateway's script that sets itself up on that click hears it. The radio
 * stays checked, so no `change` follows.
 */
export function clickChosenPaymentMethod(form: HTMLFormElement): void {
  chosenPaymentRadio(form)?.click();
}

export const shippingMethod = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[name^="shipping_method"]:checked, input[type="hidden"][name^="shipping_method"]')?.value ??
  form.querySelector<HTMLSelectElement>('select[name^="shipping_method"]')?.value ??
  '';

/**
 * Replace a fragment's element; the payment area keeps what the shopper chose and typed, as
 * checkout.js keeps it: choices (boxes, radios, selects) as they were, a typed field's value where
 * the new one is empty (a fresh value from the server stays), the method chosen while the new area
 * has it, else the one the server checked, else the first. A provider's card fields (an iframe) go
 * with the old area, as with checkout.js: its script mounts them again on `updated_checkout`.
 */
export function replaceKeepingPayment(form: HTMLFormElement, target: Element, fragment: DocumentFragment): void {
  const replacement = fragment.firstElementChild;
  if (!target.matches(PAYMENT_AREA) || !replacement) {
    target.replaceWith(fragment);
    return;
  }
  const kept = [...target.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')];
  const chosen = paymentMethod(form);
  target.replaceWith(fragment);
  for (const old of kept) {
    if (!old.name || old.name === 'payment_method') continue;
    // a checkbox printed without a value (the terms: `value` reads "on") is found by its name alone
    const printedValue = old.getAttribute('value');
    const choice = old instanceof HTMLInputElement && (old.type === 'radio' || old.type === 'checkbox');
    const fresh = replacement.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      `[name="${CSS.escape(old.name)}"]${choice && printedValue !== null ? `[value="${CSS.escape(printedValue)}"]` : ''}`,
    );
    if (!fresh || fresh.type === 'hidden') continue;
    if (fresh instanceof HTMLInputElement && (fresh.type === 'radio' || fresh.type === 'checkbox'))
      fresh.checked = (old as HTMLInputElement).checked;
    else if (fresh instanceof HTMLSelectElement || fresh.value === '') fresh.value = old.value;
  }
  const methods = [...replacement.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')];
  const method = methods.find((radio) => radio.value === chosen) ?? methods.find((radio) => radio.checked) ?? methods[0];
  if (method) method.checked = true;
}

/**
 * Fields whose change refreshes the totals: the payment and shipping methods, ship to a different
 * address, the address fields, and any field another plugin puts in (or marks)
 * `.update_totals_on_change`, as checkout.js refreshes for those (a fee's option, a VAT number).
 */
export function refreshesTotals(field: Element): boolean {
  const name = (field as HTMLInputElement).name ?? '';
  return (
    name === 'payment_method' ||
    /^shipping_method/.test(name) ||
    ADDRESS_FIELD.test(name) ||
    field.matches(SHIP_TO_DIFFERENT) ||
    field.closest('.update_totals_on_change') !== null
  );
}

/** A field one types into (its refresh waits for the typing to stop), not one that is chosen. */
export const isTyped = (field: Element): boolean =>
  field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['radio', 'checkbox', 'hidden'].includes(field.type));

/**
 * A typed field or a select of an `.address-field` row (the state, not the country marked
 * `update_totals_on_change`): checkout.js's `maybe_update_checkout` decides its refresh, and says no
 * `current_target` with it.
 */
export const waitsForAddress = (field: Element): boolean =>
  isTyped(field) ||
  (field instanceof HTMLSelectElement && field.closest('.address-field') !== null && !field.closest('.update_totals_on_change'));

/**
 * Whether a change of this field may refresh the totals now, as checkout.js's `maybe_update_checkout`
 * decides: a typed field or a select of an `.address-field` row (the state) waits until the required
 * address fields beside it (the `.address-field.validate-required` rows in its closest div) are filled,
 * so a half-typed address sends nothing; a choice marked `update_totals_on_change` (the country), a
 * method (a radio, or a plugin's select) or ship-to-different-address refreshes at once.
 */
export function mayRefreshNow(field: Element): boolean {
  const group = field.parentElement?.closest('div');
  if (!waitsForAddress(field) || !group) return true;
  return [...group.querySelectorAll<HTMLElement>('.address-field.validate-required')].every(
    (row) => row.querySelector<HTMLInputElement>('input.input-text')?.value !== '',
  );
}

/**
 * What the shopper changed before the island was there (it hydrates on intent, so the change came
 * before its listeners), compared with what the server printed, among the fields that refresh the
 * totals: a choice (`now`: the totals refresh at once), or only typing (the field typed in last: the
 * refresh waits as if the typing had just happened there); null for nothing.
 */
export function changedBeforeMount(form: HTMLFormElement): 'now' | Element | null {
  let typed: Element | null = null;
  for (const element of form.elements) {
    if (!refreshesTotals(element)) continue;
    if (element instanceof HTMLInputElement) {
      if (element.type === 'radio' || element.type === 'checkbox') {
        if (element.checked !== element.defaultChecked) return 'now';
      } else if (element.type !== 'hidden' && element.value !== element.defaultValue) typed = element;
    } else if (element instanceof HTMLSelectElement) {
      // as the page module found it (page.ts), else the option printed as selected (a select with none shows its first)
      const printed =
        (element as unknown as Record<string, string | undefined>)[PRINTED_VALUE] ??
        element.options[
          Math.max(
            0,
            [...element.options].findIndex((option) => option.defaultSelected),
          )
        ]?.value;
      if (element.value !== printed) return 'now';
    }
  }
  return typed;
}

/** Whether the terms dialog can show these terms: printed on the page, or a page of this site. */
export function canShowTerms(link: HTMLAnchorElement, form: HTMLFormElement): boolean {
  return form.querySelector('.woocommerce-terms-and-conditions') !== null || safeSameOriginUrl(link.href) !== null;
}

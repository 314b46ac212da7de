/**
 * dist/islands/sort-select-early-<hash>.js: a chosen order is sent from here, plain code, so that
 * sorting never waits for (nor fetches) the framework. The island loads only if this cannot answer.
 */
import { clearBusy } from '../../src/islands/busy';
import type { HeldPress } from '../../src/islands/hold';
import { formOf, ORDER_SELECT, submitOrder } from './form';

/** The runtime's offer (EarlyModule): a change of the order select submits the host's form. */
export function takePress(host: HTMLElement, press: HeldPress): boolean {
  if (press.type !== 'change' || !press.control.matches(ORDER_SELECT)) return false;
  const form = formOf(host);
  if (!form || press.control.form !== form) return false;
  clearBusy(form);
  form.classList.add('loading');
  // once the change has reached every listener (the hold offers it from the form's capture), as
  // woocommerce.js's handler, delegated from the form, submits after the select's own
  setTimeout(() => submitOrder(form));
  return true;
}

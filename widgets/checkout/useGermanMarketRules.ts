/**
 * The visibility rules, as WooCommerce's checkout.js and German Market's script keep them: the
 * chosen payment method's box shows (`payment_method_selected` at mount and on change), ship-to-different-address
 * shows its address, purchase on account hides that section (when configured), local pickup hides
 * the shipping service provider and shows the pickup location. What each rule means is in rules.ts;
 * this hook applies them to the server's markup at mount, on the form's changes, and when asked
 * (after the order review's fragments came).
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { setShown } from '../../src/ui/visibility';
import { trigger } from '../../src/wp/events';
import { chosenPaymentRadio, paymentMethod, SHIP_TO_DIFFERENT, shippingMethod } from './form';
import { isLocalPickup, PURCHASE_ON_ACCOUNT } from './rules';

export function useGermanMarketRules(form: HTMLFormElement, purchaseOnAccountHidesShipping: boolean): () => void {
  const lastPayment = useRef<string | null>(null);

  const apply = useCallback(() => {
    const doc = form.ownerDocument;
    // the chosen payment method's box
    const chosen = paymentMethod(form);
    form.querySelectorAll<HTMLElement>('.payment_box').forEach((box) => {
      const method = [...box.classList].find((name) => name.startsWith('payment_method_'))?.slice('payment_method_'.length);
      setShown(box, method === undefined || method === chosen);
    });
    // the place-order button says what the method does (a gateway's `order_button_text`: "Proceed to PayPal")
    const radio = chosenPaymentRadio(form);
    const button = form.querySelector<HTMLElement>('#place_order');
    const label = radio?.getAttribute('data-order_button_text') || button?.getAttribute('data-value');
    if (button && label && button.textContent !== label) button.textContent = label;
    // at mount too, as checkout.js's start announces the method chosen
    if (chosen !== lastPayment.current) trigger('payment_method_selected');
    lastPayment.current = chosen;
    // purchase on account: no ship-to-different-address
    const checkbox = form.querySelector<HTMLInputElement>(SHIP_TO_DIFFERENT);
    const hideShipping = purchaseOnAccountHidesShipping && chosen === PURCHASE_ON_ACCOUNT;
    const shippingFields = form.querySelector<HTMLElement>('.woocommerce-shipping-fields');
    if (shippingFields) setShown(shippingFields, !hideShipping);
    if (hideShipping && checkbox?.checked) checkbox.checked = false;
    const address = form.querySelector<HTMLElement>('.shipping_address');
    if (address && checkbox) setShown(address, checkbox.checked);
    // local pickup: the pickup location instead of the shipping service provider
    const pickup = isLocalPickup(shippingMethod(form));
    const provider = doc.getElementById('p-shipping-service-provider');
    const location = doc.getElementById('pickup_location_field');
    if (provider) setShown(provider, !pickup);
    if (location) setShown(location, pickup);
  }, [form, purchaseOnAccountHidesShipping]);

  // before paint at mount, and first among the form's change listeners: the order review's request
  // (the next hook's) reads the form after these rules (an unticked ship-to-different-address)
  useLayoutEffect(() => {
    apply();
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (target.name === 'payment_method' || /^shipping_method/.test(target.name) || target.matches(SHIP_TO_DIFFERENT)) apply();
    };
    const listening = new AbortController();
    form.addEventListener('change', onChange, { signal: listening.signal });
    return () => listening.abort();
  }, [form, apply]);

  return apply;
}

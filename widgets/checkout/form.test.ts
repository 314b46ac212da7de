/** The checkout form's fragments: the payment area replaced, keeping what the shopper set in it. */
import { afterEach, describe, expect, it } from 'vitest';
import { replaceKeepingPayment } from './form';

const form = (payment: string) => `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/">
  <input name="billing_country" value="DE">
  <div id="order_review" class="woocommerce-checkout-review-order">
    <table class="shop_table woocommerce-checkout-review-order-table"><tfoot><tr class="order-total"><td>0,00 €</td></tr></tfoot></table>
    ${payment}
  </div>
</form>`;
const PAYMENT = `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods">
  <li><input type="radio" name="payment_method" id="payment_method_bacs" value="bacs" checked><div class="payment_box payment_method_bacs"></div></li>
  <li><input type="radio" name="payment_method" id="payment_method_cod" value="cod"><div class="payment_box payment_method_cod"></div></li></ul>
  <button type="submit" id="place_order">Bestellen</button></div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('replaceKeepingPayment', () => {
  it('keeps the terms ticked: a checkbox printed without a value is found again by its name (WooCommerce re-ticks #terms too)', () => {
    const terms = `<div class="form-row place-order"><input type="checkbox" class="input-checkbox" name="terms" id="terms"><button type="submit" id="place_order">Bestellen</button></div>`;
    document.body.innerHTML = form(PAYMENT.replace('</ul>', `</ul>${terms}`));
    const checkout = document.querySelector<HTMLFormElement>('form.checkout')!;
    document.querySelector<HTMLInputElement>('#terms')!.checked = true;
    const fresh = document.createElement('template');
    fresh.innerHTML = PAYMENT.replace('</ul>', `</ul>${terms}`);
    replaceKeepingPayment(checkout, document.getElementById('payment')!, fresh.content);
    expect(document.querySelector<HTMLInputElement>('#terms')!.checked).toBe(true);
    expect(new FormData(checkout).get('terms')).toBe('on');
  });
});

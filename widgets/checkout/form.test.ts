/** The checkout form's fragments: the payment area replaced, keeping what the shopper set in it. */
import { afterEach, describe, expect, it } from 'vitest';
import { replaceKeepingPayment } from './form';
import { checkoutForm, PAYMENT } from '../../test/fixtures/checkout-page';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('replaceKeepingPayment', () => {
  it('keeps the terms ticked: a checkbox printed without a value is found again by its name (WooCommerce re-ticks #terms too)', () => {
    const terms = `<div class="form-row place-order"><input type="checkbox" class="input-checkbox" name="terms" id="terms"><button type="submit" id="place_order">Bestellen</button></div>`;
    document.body.innerHTML = checkoutForm(PAYMENT.replace('</ul>', `</ul>${terms}`));
    const checkout = document.querySelector<HTMLFormElement>('form.checkout')!;
    document.querySelector<HTMLInputElement>('#terms')!.checked = true;
    const fresh = document.createElement('template');
    fresh.innerHTML = PAYMENT.replace('</ul>', `</ul>${terms}`);
    replaceKeepingPayment(checkout, document.getElementById('payment')!, fresh.content);
    expect(document.querySelector<HTMLInputElement>('#terms')!.checked).toBe(true);
    expect(new FormData(checkout).get('terms')).toBe('on');
  });
});

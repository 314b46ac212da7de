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

  /** The page's payment area with `box` in bacs's box, its method `chosen`, replaced by the server's `fresh` area. */
  function replaced(pageArea: string, freshArea: string, setUp: (checkout: HTMLFormElement) => void = () => undefined) {
    document.body.innerHTML = checkoutForm(pageArea);
    const checkout = document.querySelector<HTMLFormElement>('form.checkout')!;
    setUp(checkout);
    const fresh = document.createElement('template');
    fresh.innerHTML = freshArea;
    replaceKeepingPayment(checkout, document.getElementById('payment')!, fresh.content);
    return checkout;
  }
  const withBox = (area: string, box: string) =>
    area.replace('<div class="payment_box payment_method_bacs"></div>', `<div class="payment_box payment_method_bacs">${box}</div>`);
  const value = (id: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`)!.value;

  it("a typed field's value goes into the new one only where that is empty; a value the server sends stays (checkout.js)", () => {
    const box = '<input type="text" name="iban" id="iban" value=""><input type="text" name="owner" id="owner" value="">';
    replaced(withBox(PAYMENT, box), withBox(PAYMENT, box.replace('id="owner" value=""', 'id="owner" value="Erika Mustermann"')), () => {
      (document.getElementById('iban') as HTMLInputElement).value = 'DE89370400440532013000';
      (document.getElementById('owner') as HTMLInputElement).value = 'E. M.';
    });
    expect(value('iban')).toBe('DE89370400440532013000');
    expect(value('owner')).toBe('Erika Mustermann');
  });

  it("a select and a box keep the shopper's choice; a hidden field (a nonce) stays the server's", () => {
    const box =
      '<select name="plan" id="plan"><option value="1">1</option><option value="3">3</option></select><input type="checkbox" name="save_card" id="save_card" value="1"><input type="hidden" name="pay_nonce" id="pay_nonce" value="old">';
    replaced(withBox(PAYMENT, box), withBox(PAYMENT, box.replace('value="old"', 'value="fresh"')), () => {
      (document.getElementById('plan') as HTMLSelectElement).value = '3';
      (document.getElementById('save_card') as HTMLInputElement).checked = true;
    });
    expect(value('plan')).toBe('3');
    expect(document.querySelector<HTMLInputElement>('#save_card')!.checked).toBe(true);
    expect(value('pay_nonce')).toBe('fresh');
  });

  it('the method chosen stays chosen; when the new area lacks it, the one the server checked; when none is checked, the first', () => {
    const chooseCod = () => {
      document.querySelector<HTMLInputElement>('#payment_method_cod')!.checked = true;
    };
    const checked = () => document.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value;
    replaced(PAYMENT, PAYMENT, chooseCod);
    expect(checked()).toBe('cod');
    const withoutCod = PAYMENT.replace(/<li><input type="radio" name="payment_method" id="payment_method_cod"[^]*?<\/li>/, '');
    const paypal = '<li><input type="radio" name="payment_method" id="payment_method_paypal" value="paypal"></li>';
    replaced(PAYMENT, withoutCod.replace('</ul>', `${paypal}</ul>`), chooseCod);
    expect(checked()).toBe('bacs');
    replaced(PAYMENT, withoutCod.replace(' checked>', '>').replace('</ul>', `${paypal}</ul>`), chooseCod);
    expect(checked()).toBe('bacs');
    replaced(
      PAYMENT,
      `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods">${paypal}</ul></div>`,
      chooseCod,
    );
    expect(checked()).toBe('paypal');
  });
});

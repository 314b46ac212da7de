import { afterEach, describe, expect, it } from 'vitest';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import { validateAll, validateField } from './validate';

const FORM = `<form class="checkout">
  <p class="form-row validate-required" id="billing_first_name_field"><input class="input-text" id="billing_first_name" value=""></p>
  <p class="form-row validate-required validate-email" id="billing_email_field"><input class="input-text" id="billing_email" value=""></p>
  <p class="form-row validate-phone" id="billing_phone_field"><input class="input-text" id="billing_phone" value=""></p>
  <p class="form-row validate-required"><input type="checkbox" id="terms"></p>
</form>`;
const row = (id: string) => document.getElementById(id)!.closest('.form-row')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe("checkout.js's inline validation", () => {
  it('a failed order marks every required field left empty, a wrong e-mail and phone; valid ones pass', () => {
    document.body.innerHTML = FORM;
    field('billing_email').value = 'erika@';
    field('billing_phone').value = '040 12 34 / 5 (abends)';
    validateAll(document.querySelector('form')!);
    expect([...row('billing_first_name').classList]).toEqual([
      'form-row',
      'validate-required',
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
    ]);
    expect(row('billing_email').classList.contains('woocommerce-invalid-email')).toBe(true);
    expect(row('billing_phone').classList.contains('woocommerce-invalid-phone')).toBe(true);
    expect(row('terms').classList.contains('woocommerce-invalid-required-field')).toBe(true);
    expect(field('terms').getAttribute('aria-invalid')).toBe('true');
    field('billing_phone').value = '+49 (40) 123-456';
    field('billing_email').value = 'erika@example.de';
    validateField(field('billing_phone'), 'check');
    validateField(field('billing_email'), 'check');
    expect(row('billing_phone').classList.contains('woocommerce-validated')).toBe(true);
    expect(row('billing_email').classList.contains('woocommerce-validated')).toBe(true);
    expect(field('billing_email').hasAttribute('aria-invalid')).toBe(false);
  });

  it("with jQuery on the page, as checkout.js's submit_error: every field's `validate` then `blur` heard by jQuery handlers, the focus taken from the field", () => {
    document.body.innerHTML = FORM;
    const stop = useRealJQuery();
    const heard: string[] = [];
    // a field plugin's handlers on the fields themselves (blur does not bubble)
    const fields = document.querySelectorAll('form input');
    realJQuery(fields).on('validate blur', (event) => {
      const { type, target } = event as { type: string; target: Element };
      heard.push(`${type} ${target.id}`);
    });
    try {
      field('billing_email').focus();
      validateAll(document.querySelector('form')!);
      const ids = ['billing_first_name', 'billing_email', 'billing_phone', 'terms'];
      expect(heard).toEqual([...ids.map((id) => `validate ${id}`), ...ids.map((id) => `blur ${id}`)]);
      expect(document.activeElement).not.toBe(field('billing_email'));
      expect(row('billing_first_name').classList.contains('woocommerce-invalid-required-field')).toBe(true);
    } finally {
      realJQuery(fields).off('validate blur');
      stop();
    }
  });

  it('typing clears the marks and the error under the field', () => {
    document.body.innerHTML = FORM;
    validateField(field('billing_first_name'), 'check');
    row('billing_first_name').insertAdjacentHTML('beforeend', '<p class="checkout-inline-error-message">fehlt</p>');
    field('billing_first_name').setAttribute('aria-describedby', 'billing_first_name_description');
    validateField(field('billing_first_name'), 'input');
    expect([...row('billing_first_name').classList]).toEqual(['form-row', 'validate-required']);
    expect(row('billing_first_name').querySelector('.checkout-inline-error-message')).toBeNull();
    expect(field('billing_first_name').hasAttribute('aria-invalid')).toBe(false);
    expect(field('billing_first_name').hasAttribute('aria-describedby')).toBe(false);
  });
});

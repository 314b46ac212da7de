import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELD, checkoutReply, isLocalPickup, orderReviewBody, orderReviewReply } from './rules';

function form(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('checkout rules', () => {
  it('knows local pickup and the address fields that refresh totals', () => {
    expect(isLocalPickup('local_pickup:2')).toBe(true);
    expect(isLocalPickup('pickup_location:0')).toBe(false);
    expect(isLocalPickup(undefined)).toBe(false);
    expect(ADDRESS_FIELD.test('billing_postcode')).toBe(true);
    expect(ADDRESS_FIELD.test('shipping_city')).toBe(true);
    expect(ADDRESS_FIELD.test('billing_email')).toBe(false);
  });

  it('posts what WooCommerce posts to update_order_review', () => {
    const body = orderReviewBody(
      form(`<input name="billing_country" value="DE"><input name="billing_postcode" value="20457"><input name="billing_city" value="Hamburg">
        <input name="billing_address_1" value="Speicherstadt 1"><input type="radio" name="shipping_method[0]" value="local_pickup:2" checked>
        <input type="radio" name="shipping_method[0]" value="flat_rate:1"><input name="billing_email" value="a&b@example.de">`),
      'n0nce',
      'bacs',
    );
    expect(body.get('security')).toBe('n0nce');
    expect(body.get('payment_method')).toBe('bacs');
    expect(body.get('country')).toBe('DE');
    expect(body.get('s_country')).toBe('DE');
    expect(body.get('s_city')).toBe('Hamburg');
    expect(body.get('has_full_address')).toBe('true');
    expect(body.getAll('shipping_method[0]')).toEqual(['local_pickup:2']);
    expect(new URLSearchParams(body.get('post_data')!).get('billing_email')).toBe('a&b@example.de');
  });

  it('uses the shipping address when it differs', () => {
    const body = orderReviewBody(
      form(
        `<input name="billing_city" value="Hamburg"><input type="checkbox" name="ship_to_different_address" checked><input name="shipping_city" value="Kiel">`,
      ),
      '',
      '',
    );
    expect(body.get('city')).toBe('Hamburg');
    expect(body.get('s_city')).toBe('Kiel');
  });

  it("says whether the address is complete as checkout.js does: every required address row shown has its field filled, the shipping address's too when shown", () => {
    const row = (name: string, value: string) =>
      `<p class="form-row address-field validate-required" id="${name}_field"><input class="input-text" name="${name}" value="${value}"></p>`;
    const full = (html: string) => orderReviewBody(form(html), '', '').get('has_full_address');
    const billing = row('billing_address_1', 'Speicherstadt 1') + row('billing_postcode', '20457') + row('billing_city', 'Hamburg');
    const shipping = (shown: boolean) =>
      `<input type="checkbox" name="ship_to_different_address"${shown ? ' checked' : ''}><div class="shipping_address"${shown ? '' : ' style="display: none;"'}>${row('shipping_city', '')}</div>`;
    expect(full(billing)).toBe('true');
    expect(full(billing.replace('value="Hamburg"', 'value=""'))).toBe('false');
    expect(full(billing + shipping(false))).toBe('true');
    expect(full(billing + shipping(true))).toBe('false');
    // a state row hidden for a country without states, and an optional one, do not count
    expect(full(billing + row('billing_state', '').replace('<p class', '<p style="display: none;" class'))).toBe('true');
    expect(full(billing + '<p class="form-row address-field"><input name="billing_address_2" value=""></p>')).toBe('true');
  });

  it('reads both checkout answers and rejects others', () => {
    expect(v.parse(checkoutReply, { result: 'success', redirect: '/checkout/order-received/1/', order_id: 1 }).result).toBe('success');
    expect(v.parse(checkoutReply, { result: 'failure', messages: '<ul class="woocommerce-error"><li>x</li></ul>' }).result).toBe('failure');
    expect(v.safeParse(checkoutReply, { result: 'success' }).success).toBe(false);
    expect(v.safeParse(checkoutReply, { result: 'maybe' }).success).toBe(false);
    expect(v.parse(orderReviewReply, { result: 'success', fragments: { '.a': '<b></b>' } }).reload).toBe(false);
  });
});

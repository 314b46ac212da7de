// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { TransportError } from '../../src/wp/errors';
import { cartLinkUrl, formBody, readCartParams, readCouponReply } from './requests';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('requests', () => {
  beforeEach(() => {
    (window as unknown as { shopIslands: unknown }).shopIslands = { cartUrl: 'http://localhost:3000/cart/' };
    resetConfig();
  });

  it('reads wc_cart_params, empty strings for what is missing or not text', () => {
    expect(readCartParams({ apply_coupon_nonce: 'a', remove_coupon_nonce: 7 })).toEqual({
      applyCouponNonce: 'a',
      removeCouponNonce: '',
      updateShippingMethodNonce: '',
    });
    expect(readCartParams(undefined).applyCouponNonce).toBe('');
  });

  it('follows only this site’s cart links that carry their parameter', () => {
    const base = 'http://localhost:3000/cart/';
    expect(cartLinkUrl('/cart/?remove_item=abc&_wpnonce=1', 'remove_item', base)?.searchParams.get('remove_item')).toBe('abc');
    expect(cartLinkUrl('https://evil.example/cart/?remove_item=abc', 'remove_item', base)).toBeNull();
    expect(cartLinkUrl('javascript:alert(1)//?remove_item=abc', 'remove_item', base)).toBeNull();
    expect(cartLinkUrl('/wp-admin/?remove_item=abc', 'remove_item', base)).toBeNull();
    expect(cartLinkUrl('/cart/?undo_item=abc', 'remove_item', base)).toBeNull();
    expect(cartLinkUrl(null, 'undo_item', base)).toBeNull();
  });

  it('a coupon reply is notices; anything else is malformed', () => {
    expect(readCouponReply('<div class="woocommerce-message">Coupon code applied successfully.</div>')).toMatchObject({
      error: false,
      text: 'Coupon code applied successfully.',
    });
    expect(readCouponReply('<ul class="woocommerce-error"><li>Nope</li></ul>').error).toBe(true);
    for (const reply of ['', '{"success":true}', '<html><body><h1>Critical error</h1></body></html>']) {
      let caught: unknown;
      try {
        readCouponReply(reply, 'apply_coupon');
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(TransportError);
      expect((caught as TransportError).code).toBe('malformed');
    }
  });

  it('serialises a form as jQuery does, the pressed button added', () => {
    document.body.innerHTML =
      '<form><input name="cart[a][qty]" value="2"><input name="coupon_code" value=""><input type="checkbox" name="x" value="1"></form>';
    const body = formBody(document.querySelector('form')!, { update_cart: 'Update Cart' });
    expect(body.toString()).toBe('cart%5Ba%5D%5Bqty%5D=2&coupon_code=&update_cart=Update+Cart');
  });
});

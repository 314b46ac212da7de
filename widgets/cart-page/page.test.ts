// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { TransportError } from '../../src/wp/errors';
import { applyCartPage, captureTyped, cartOf, isTyped, noticesIn, syncUpdateButton } from './page';
import { cartLinkUrl, formBody, readCartParams, readCouponReply } from './requests';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('noticesIn', () => {
  it('each text once, a list with its wrapper, and never the empty cart’s own message', () => {
    const page = parse(`<div class="woocommerce-message">Cart updated.</div><div class="woocommerce-message">Cart updated.</div>
<ul class="woocommerce-error"><li class="is-error">Nope</li></ul>
<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info">Your cart is currently empty.</div></div>`);
    expect(noticesIn(page).map((notice) => notice.textContent)).toEqual(['Cart updated.', 'Nope']);
  });
});

describe('cartOf', () => {
  it('finds the cart host, the empty cart, or nothing', () => {
    expect(cartOf(parse('<div data-island="cart-page"><form class="woocommerce-cart-form"></form></div>'))?.kind).toBe('cart');
    expect(
      cartOf(parse('<div class="woocommerce"><div class="wc-empty-cart-message"><p class="cart-empty">leer</p></div></div>'))?.kind,
    ).toBe('empty');
    expect(cartOf(parse('<h1>Log in</h1>'))).toBeNull();
  });

  it('a page without a cart throws before anything changes', () => {
    document.body.innerHTML =
      '<div id="host"><span id="slot"></span><form class="woocommerce-cart-form"><input class="qty" name="q" value="1"></form></div>';
    const host = document.getElementById('host')!;
    expect(() => applyCartPage(host, document.getElementById('slot')!, parse('<p>?</p>'), { preserveNotices: false })).toThrow(
      /without a cart/,
    );
    expect(host.querySelector('form')).not.toBeNull();
  });
});

describe('typed fields', () => {
  it('a select is typed when its choice is not the printed one; sent fields are not kept', () => {
    document.body.innerHTML = `<input class="qty" name="cart[a][qty]" value="1"><input id="coupon_code" name="coupon_code" value="">
<form class="woocommerce-shipping-calculator"><select name="calc_shipping_country"><option value="DE" selected>DE</option><option value="AT">AT</option></select></form>`;
    const select = document.querySelector('select')!;
    expect(isTyped(select)).toBe(false);
    select.value = 'AT';
    expect(isTyped(select)).toBe(true);
    document.querySelector<HTMLInputElement>('#coupon_code')!.value = 'rab';
    document.querySelector<HTMLInputElement>('input.qty')!.value = '3';
    const typed = captureTyped(document.body, (field) => field.name.startsWith('cart['));
    expect([...typed.values]).toEqual([
      ['coupon_code', 'rab'],
      ['calc_shipping_country', 'AT'],
    ]);
  });

  it('"Update cart" is usable exactly while a row’s field differs from the server’s', () => {
    document.body.innerHTML = `<form class="woocommerce-cart-form"><table><tr class="cart_item"><td><input class="qty" name="cart[a][qty]" value="1"></td></tr></table>
<button name="update_cart">Update</button></form>`;
    const button = document.querySelector('button')!;
    syncUpdateButton(document.body);
    expect(button.disabled).toBe(true);
    document.querySelector<HTMLInputElement>('input.qty')!.value = '2';
    syncUpdateButton(document.body);
    expect(button.disabled).toBe(false);
  });
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

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyCartPage, captureTyped, cartOf, isTyped, noticesIn, syncUpdateButton } from './page';

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

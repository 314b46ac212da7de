// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser of the re-read) does not work under happy-dom.
import jQueryFactory from 'jquery';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import { mountedInAct, waitForPage } from '../../test/fixtures/act';

const store = vi.hoisted(() => ({
  pageChange: vi.fn((send: (onSlow: () => void) => Promise<unknown>) => send(() => undefined)),
  subscribe: vi.fn(() => () => undefined),
}));
vi.mock('../../src/cart/store', () => ({ cartStore: () => store }));

const { default: island } = await import('./index');

const CART_URL = 'http://localhost:3000/cart/';
const KEY = 'a1b2';
const NOTICES = (html = '') => `<div class="woocommerce-notices-wrapper" data-island="notices">${html}</div>`;

interface CartOptions {
  quantity?: number;
  notices?: string;
  coupon?: boolean;
  rate?: 'flat_rate:1' | 'local_pickup:2';
  country?: string;
}

/** The cart page's host as WooCommerce 10 prints it (cart/cart.php, trimmed). */
const CART = ({ quantity = 1, notices = '', coupon = false, rate = 'flat_rate:1', country = 'DE' }: CartOptions = {}) =>
  `<div data-island="cart-page" id="host">${NOTICES(notices)}
<form class="woocommerce-cart-form" action="${CART_URL}" method="post">
<table class="shop_table cart woocommerce-cart-form__contents"><tbody>
<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-remove"><a role="button" href="${CART_URL}?remove_item=${KEY}&amp;_wpnonce=n1" class="remove" data-product_id="17">×</a></td>
<td class="product-quantity"><div class="quantity" data-island="quantity"><input type="number" class="input-text qty text" name="cart[${KEY}][qty]" value="${quantity}" min="0"></div></td>
<td class="product-subtotal">${quantity * 12.5} €</td></tr>
<tr><td class="actions"><div class="coupon"><input type="text" name="coupon_code" class="input-text" id="coupon_code" value=""> <button type="submit" name="apply_coupon" value="Apply coupon">Apply coupon</button></div>
<button type="submit" name="update_cart" value="Update cart">Update cart</button>
<input type="hidden" name="woocommerce-cart-nonce" value="n1"></td></tr>
</tbody></table></form>
<div class="cart-collaterals"><div class="cross-sells"><a data-island="add-to-cart" href="?add-to-cart=18" class="button add_to_cart_button ajax_add_to_cart" data-product_id="18">Add to cart</a></div>
<div class="cart_totals"><table><tr class="cart-subtotal"><td>${quantity * 12.5} €</td></tr>
${coupon ? '<tr class="cart-discount coupon-rabatt10"><td>-1,25 € <a role="button" href="' + CART_URL + '?remove_coupon=rabatt10" class="woocommerce-remove-coupon" data-coupon="rabatt10">[Remove]</a></td></tr>' : ''}
<tr class="shipping"><td><ul id="shipping_method">
<li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate1" value="flat_rate:1" class="shipping_method"${rate === 'flat_rate:1' ? ' checked' : ''}></li>
<li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_local_pickup2" value="local_pickup:2" class="shipping_method"${rate === 'local_pickup:2' ? ' checked' : ''}></li></ul>
<form class="woocommerce-shipping-calculator" action="${CART_URL}" method="post"><a href="#" class="shipping-calculator-button" aria-expanded="false" role="button">Calculate shipping</a>
<section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">
<select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select"><option value="DE"${country === 'DE' ? ' selected' : ''}>Germany</option><option value="AT"${country === 'AT' ? ' selected' : ''}>Austria</option></select>
<input type="text" class="input-text" value="" name="calc_shipping_postcode" id="calc_shipping_postcode">
<button type="submit" name="calc_shipping" value="1">Update</button>
<input type="hidden" name="woocommerce-shipping-calculator-nonce" value="n2"></section></form></td></tr>
<tr class="order-total"><td>${quantity * 12.5 + 4.9} €</td></tr></table></div></div></div>`;

const page = (options: CartOptions = {}) =>
  `<!doctype html><html><body class="woocommerce-cart"><div class="woocommerce">${CART(options)}</div></body></html>`;
const EMPTY_PAGE = (notices = '') =>
  `<html><body><div class="woocommerce">${NOTICES(notices)}<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info">Your cart is currently empty.</div></div><p class="return-to-shop"><a href="/shop/">Return to shop</a></p></div></body></html>`;
const totalsOnly = (options: CartOptions = {}) => CART(options).match(/<div class="cart_totals">[\s\S]*<\/table><\/div>/)![0];
const html = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

type Route = (url: URL, init: RequestInit) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;
const requests: Array<{ url: URL; method: string; body: URLSearchParams }> = [];

function serve(route: Route) {
  fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, location.href);
    const body = new URLSearchParams(typeof init.body === 'string' ? init.body : ((init.body as URLSearchParams | undefined) ?? ''));
    requests.push({ url, method: init.method ?? 'GET', body });
    return route(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  (window as unknown as { shopIslands: unknown }).shopIslands = { cartUrl: CART_URL, wcAjaxUrl: '/?wc-ajax=%%endpoint%%', locale: 'de-DE' };
  (window as unknown as { wc_cart_params: unknown }).wc_cart_params = {
    apply_coupon_nonce: 'ac',
    remove_coupon_nonce: 'rc',
    update_shipping_method_nonce: 'us',
  };
  resetConfig();
  requests.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

async function mounted(options: CartOptions = {}) {
  document.body.innerHTML = `<div class="woocommerce">${CART(options)}</div>`;
  const host = document.getElementById('host')!;
  const unmount = await mountedInAct(() => island.mount(host, { autoUpdateMs: 0 }));
  const $ = <T extends Element = HTMLInputElement>(selector: string) => host.querySelector<T>(selector)!;
  return {
    host,
    $,
    unmount: () => act(() => unmount?.()),
    status: () => $<HTMLElement>('.si-cart-page__status').textContent ?? '',
    updateButton: () => $<HTMLButtonElement>('button[name="update_cart"]'),
    settled: () => waitForPage(() => expect(host.hasAttribute('aria-busy')).toBe(false)),
  };
}

const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
};
const press = (button: HTMLButtonElement) => act(async () => button.click());

/** The failures every request must survive, as the transport sees them. */
const FAILURES: Array<[string, () => void, RegExp]> = [
  ['HTTP 500', () => serve(() => html('<h1>Fehler</h1>', 500)), /Beim Shop ist ein Fehler aufgetreten/],
  ['-1 (the nonce)', () => serve(() => html('-1', 403)), /Sitzung ist abgelaufen/],
  [
    'offline',
    () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      serve(() => Promise.reject(new TypeError('Failed to fetch')));
    },
    /Sie sind offline/,
  ],
];

describe('cart page: quantities', () => {
  it('hydrates over the printed cart: "Update cart" is disabled until a quantity changes', async () => {
    const { updateButton, status, $, unmount, host } = await mounted();
    expect(updateButton().disabled).toBe(true);
    expect(status()).toBe('');
    type($('input.qty'), '3');
    expect(updateButton().disabled).toBe(false);
    unmount();
    expect(host.querySelector('.si-cart-page__status')).toBeNull();
  });

  it("with jQuery on the page, a theme's +/- buttons ($(qty).val(n).trigger('change'), which no native listener hears) enable \"Update cart\"", async () => {
    const jQuery = jQueryFactory as unknown as (target: unknown) => { val(value: string): { trigger(name: string): unknown } };
    (globalThis as Record<string, unknown>).jQuery = jQuery;
    try {
      const { updateButton, $, unmount } = await mounted();
      expect(updateButton().disabled).toBe(true);
      jQuery($('input.qty')).val('3').trigger('change');
      expect(updateButton().disabled).toBe(false);
      unmount();
    } finally {
      delete (globalThis as Record<string, unknown>).jQuery;
    }
  });

  it('"Update cart" posts the form with update_cart to the cart and shows the page it answers', async () => {
    serve(() => html(page({ quantity: 3, notices: '<div class="woocommerce-message" role="alert">Cart updated.</div>' })));
    const { $, updateButton, status, settled, host, unmount } = await mounted();
    type($('input.qty'), '3');
    await press(updateButton());
    await settled();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.href).toBe(CART_URL);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.body.get(`cart[${KEY}][qty]`)).toBe('3');
    expect(requests[0]!.body.get('update_cart')).toBe('Update Cart');
    expect(requests[0]!.body.get('woocommerce-cart-nonce')).toBe('n1');
    expect($('input.qty').defaultValue).toBe('3');
    expect($('.cart_totals .cart-subtotal').textContent).toContain('37.5');
    expect($('.woocommerce-notices-wrapper').textContent).toContain('Cart updated.');
    expect(updateButton().disabled).toBe(true);
    expect(status()).toBe('');
    expect(host.querySelectorAll('.si-cart-page__status')).toHaveLength(1);
    unmount();
  });

  it('a second press while the update is out sends nothing more (cart.js blocks the form)', async () => {
    serve(() => html(page({ quantity: 3 })));
    const { $, updateButton, settled, unmount } = await mounted();
    type($('input.qty'), '3');
    await act(async () => {
      updateButton().click();
      updateButton().click();
    });
    await settled();
    expect(requests).toHaveLength(1);
    unmount();
  });

  it('while the update is out, the form and the totals are marked processing, as cart.js marks them (themes and other scripts read it)', async () => {
    let answer!: () => void;
    serve(() => new Promise<Response>((resolve) => (answer = () => resolve(html(page({ quantity: 3 }))))));
    const { $, host, updateButton, settled, unmount } = await mounted();
    const processing = () => [...host.querySelectorAll('.processing')].map((part) => part.className.replace(' processing', ''));
    type($('input.qty'), '3');
    await press(updateButton());
    expect(processing()).toEqual(['woocommerce-cart-form', 'cart_totals']);
    expect(host.getAttribute('aria-busy')).toBe('true');
    answer();
    await settled();
    expect(processing()).toEqual([]);
    unmount();
  });

  it('Flatsome’s auto update (data-auto-update-ms) sends a changed quantity by itself', async () => {
    serve(() => html(page({ quantity: 2 })));
    document.body.innerHTML = `<div class="woocommerce">${CART()}</div>`;
    const host = document.getElementById('host')!;
    const unmount = await mountedInAct(() => island.mount(host, { autoUpdateMs: 10 }));
    type(host.querySelector<HTMLInputElement>('input.qty')!, '2');
    await waitForPage(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body.get(`cart[${KEY}][qty]`)).toBe('2');
    await waitForPage(() => expect(host.querySelector<HTMLInputElement>('input.qty')!.defaultValue).toBe('2'));
    act(() => unmount?.());
  });

  it('nothing is sent on a change alone (WooCommerce waits for the button)', async () => {
    serve(() => html(page()));
    const { $, unmount } = await mounted();
    type($('input.qty'), '4');
    await new Promise((done) => setTimeout(done, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
  });

  for (const [name, fail, reason] of FAILURES)
    it(`a failed update (${name}) says so and keeps the typed quantity`, async () => {
      fail();
      const { $, updateButton, status, settled, unmount } = await mounted();
      type($('input.qty'), '5');
      await press(updateButton());
      await settled();
      expect(status()).toMatch(/Der Warenkorb konnte nicht aktualisiert werden/);
      expect(status()).toMatch(reason);
      expect($('input.qty').value).toBe('5');
      expect(updateButton().disabled).toBe(false);
      unmount();
    });

  it('a reply without a cart (a login page, a proxy error page) is a failed re-read: the page stays', async () => {
    serve(() => html('<html><body><p>Anmelden</p></body></html>'));
    const { $, updateButton, status, settled, unmount } = await mounted();
    type($('input.qty'), '2');
    await press(updateButton());
    await settled();
    expect(status()).toMatch(/konnte nicht neu geladen werden/);
    expect($('input.qty').value).toBe('2');
    unmount();
  });
});

describe('cart page: remove and undo', () => {
  it('a remove link is followed; its "Undo?" notice puts the item back', async () => {
    serve((url) =>
      url.searchParams.has('remove_item')
        ? html(
            EMPTY_PAGE(
              `<div class="woocommerce-message">“Espressobohnen” removed. <a href="${CART_URL}?undo_item=${KEY}&amp;_wpnonce=n1" class="restore-item">Undo?</a></div>`,
            ),
          )
        : html(page({ quantity: 1 })),
    );
    const events: string[] = [];
    for (const name of ['wc_cart_emptied', 'item_removed_from_classic_cart', 'updated_wc_div'])
      document.body.addEventListener(name, () => events.push(name));
    const { $, host, settled, unmount } = await mounted();
    await act(async () => $<HTMLAnchorElement>('a.remove').click());
    await settled();
    expect(requests[0]!.url.searchParams.get('remove_item')).toBe(KEY);
    expect(host.querySelector('tr.cart_item')).toBeNull();
    expect(host.querySelector('.cart-empty')).not.toBeNull();
    expect($('.woocommerce-notices-wrapper').textContent).toContain('removed.');
    expect(events).toEqual(['wc_cart_emptied', 'updated_wc_div', 'item_removed_from_classic_cart']);
    await act(async () => $<HTMLAnchorElement>('a.restore-item').click());
    await settled();
    expect(requests[1]!.url.searchParams.get('undo_item')).toBe(KEY);
    expect(host.querySelectorAll('tr.cart_item')).toHaveLength(1);
    expect(host.querySelector('.restore-item')).toBeNull();
    unmount();
  });

  for (const [name, fail, reason] of FAILURES)
    it(`a failed remove (${name}) says so and keeps the row; item_removed_from_classic_cart is said all the same, as cart.js says it once its request completes`, async () => {
      fail();
      const listening = new AbortController();
      let removed = 0;
      document.body.addEventListener('item_removed_from_classic_cart', () => removed++, { signal: listening.signal });
      const { $, host, status, settled, unmount } = await mounted();
      await act(async () => $<HTMLAnchorElement>('a.remove').click());
      await settled();
      expect(status()).toMatch(/Das Produkt konnte nicht entfernt werden/);
      expect(status()).toMatch(reason);
      expect(host.querySelectorAll('tr.cart_item')).toHaveLength(1);
      expect(removed).toBe(1);
      listening.abort();
      unmount();
    });

  it('a remove link that leaves the site is not followed by the island', async () => {
    serve(() => html(page()));
    const { $, unmount } = await mounted();
    $<HTMLAnchorElement>('a.remove').href = 'https://evil.example/cart/?remove_item=a1b2';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    $<HTMLAnchorElement>('a.remove').addEventListener('click', (event) => event.preventDefault(), { once: true });
    $<HTMLAnchorElement>('a.remove').dispatchEvent(click);
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
  });
});

describe('cart page: coupons', () => {
  it('applies a coupon through wc-ajax with the nonce, shows the notice and re-reads the cart (the field empties)', async () => {
    serve((url) =>
      url.searchParams.get('wc-ajax') === 'apply_coupon'
        ? html('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')
        : html(page({ coupon: true })),
    );
    const applied: unknown[] = [];
    document.body.addEventListener('applied_coupon', (event) => applied.push((event as CustomEvent).detail));
    const { $, settled, unmount } = await mounted();
    $('#coupon_code').value = 'rabatt10';
    await press($<HTMLButtonElement>('button[name="apply_coupon"]'));
    await settled();
    expect(requests[0]!.body.get('security')).toBe('ac');
    expect(requests[0]!.body.get('coupon_code')).toBe('rabatt10');
    expect(requests[1]!.url.href).toBe(CART_URL);
    expect($('.woocommerce-notices-wrapper').textContent).toContain('Coupon code applied successfully.');
    expect($('.cart_totals .cart-discount')).not.toBeNull();
    expect($('#coupon_code').value).toBe('');
    expect(applied).toEqual([['rabatt10']]);
    unmount();
  });

  it('an error reply shows WooCommerce’s text under the field, which keeps the code', async () => {
    serve((url) =>
      url.searchParams.get('wc-ajax') === 'apply_coupon'
        ? html('<ul class="woocommerce-error" role="alert"><li>Coupon "nix" cannot be applied because it does not exist.</li></ul>')
        : html(page()),
    );
    const { $, host, settled, unmount } = await mounted();
    $('#coupon_code').value = 'nix';
    await press($<HTMLButtonElement>('button[name="apply_coupon"]'));
    await settled();
    const error = $('.coupon .coupon-error-notice');
    expect(error.textContent).toBe('Coupon "nix" cannot be applied because it does not exist.');
    expect($('#coupon_code').value).toBe('nix');
    expect($('#coupon_code').getAttribute('aria-invalid')).toBe('true');
    expect($('#coupon_code').getAttribute('aria-describedby')).toBe(error.id);
    expect(host.querySelector('.woocommerce-notices-wrapper .woocommerce-error')).toBeNull();
    // typing again takes the error away
    type($('#coupon_code'), 'nix2');
    expect(host.querySelector('.coupon-error-notice')).toBeNull();
    unmount();
  });

  for (const [name, fail, reason] of [
    ...FAILURES,
    ['a malformed reply', () => serve((url) => (url.searchParams.has('wc-ajax') ? html('{"ok":true}') : html(page()))), /nicht lesbar/],
  ] as const)
    it(`a failed apply (${name}) says so and keeps the typed code`, async () => {
      fail();
      const { $, status, settled, unmount } = await mounted();
      $('#coupon_code').value = 'rabatt10';
      await press($<HTMLButtonElement>('button[name="apply_coupon"]'));
      await settled();
      expect(status()).toMatch(/Der Gutschein konnte nicht eingelöst werden/);
      expect(status()).toMatch(reason);
      expect($('#coupon_code').value).toBe('rabatt10');
      unmount();
    });

  it('"[Remove]" posts remove_coupon with its nonce, shows the notice and re-reads', async () => {
    serve((url) =>
      url.searchParams.get('wc-ajax') === 'remove_coupon'
        ? html('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>')
        : html(page()),
    );
    const { $, host, settled, unmount } = await mounted({ coupon: true });
    await act(async () => $<HTMLAnchorElement>('a.woocommerce-remove-coupon').click());
    await settled();
    expect(requests[0]!.body.get('security')).toBe('rc');
    expect(requests[0]!.body.get('coupon')).toBe('rabatt10');
    expect(host.querySelector('.cart-discount')).toBeNull();
    expect($('.woocommerce-notices-wrapper').textContent).toContain('Coupon has been removed.');
    unmount();
  });

  for (const [name, fail, reason] of FAILURES)
    it(`a failed coupon remove (${name}) says so and keeps the coupon row`, async () => {
      fail();
      const { $, status, settled, unmount } = await mounted({ coupon: true });
      await act(async () => $<HTMLAnchorElement>('a.woocommerce-remove-coupon').click());
      await settled();
      expect(status()).toMatch(/Der Gutschein konnte nicht entfernt werden/);
      expect(status()).toMatch(reason);
      expect($('.cart-discount')).not.toBeNull();
      unmount();
    });
});

describe('cart page: shipping', () => {
  it('a shipping method change posts update_shipping_method and puts the totals in place', async () => {
    serve(() => html(totalsOnly({ rate: 'local_pickup:2' })));
    const { $, settled, unmount } = await mounted();
    const pickup = $('#shipping_method_0_local_pickup2');
    pickup.checked = true;
    await act(async () => pickup.dispatchEvent(new Event('change', { bubbles: true })));
    await settled();
    expect(requests[0]!.url.searchParams.get('wc-ajax')).toBe('update_shipping_method');
    expect(requests[0]!.body.get('security')).toBe('us');
    expect(requests[0]!.body.get('shipping_method[0]')).toBe('local_pickup:2');
    expect($('#shipping_method_0_local_pickup2').defaultChecked).toBe(true);
    unmount();
  });

  for (const [name, fail, reason] of [
    ...FAILURES,
    ['a reply without totals', () => serve(() => html('<p>?</p>')), /nicht lesbar/],
  ] as const)
    it(`a failed shipping method change (${name}) says so and checks the server's method again`, async () => {
      fail();
      const { $, status, settled, unmount } = await mounted();
      const pickup = $('#shipping_method_0_local_pickup2');
      pickup.checked = true;
      await act(async () => pickup.dispatchEvent(new Event('change', { bubbles: true })));
      await settled();
      expect(status()).toMatch(/Die Versandart konnte nicht geändert werden/);
      expect(status()).toMatch(reason);
      expect($('#shipping_method_0_flat_rate1').checked).toBe(true);
      unmount();
    });

  it('the calculator opens and closes; "Update" posts its form with calc_shipping and closes it', async () => {
    serve(() => html(page({ country: 'AT' })));
    const { $, settled, unmount } = await mounted();
    const toggle = $<HTMLAnchorElement>('.shipping-calculator-button');
    await act(async () => toggle.click());
    expect($<HTMLElement>('.shipping-calculator-form').style.display).toBe('');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    $<HTMLSelectElement>('#calc_shipping_country').value = 'AT';
    $('#calc_shipping_postcode').value = '1010';
    await press($<HTMLButtonElement>('button[name="calc_shipping"]'));
    await settled();
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.body.get('calc_shipping')).toBe('x');
    expect(requests[0]!.body.get('calc_shipping_country')).toBe('AT');
    expect(requests[0]!.body.get('calc_shipping_postcode')).toBe('1010');
    expect(requests[0]!.body.get('woocommerce-shipping-calculator-nonce')).toBe('n2');
    expect($<HTMLElement>('.shipping-calculator-form').style.display).toBe('none');
    expect($<HTMLSelectElement>('#calc_shipping_country').value).toBe('AT');
    unmount();
  });

  for (const [name, fail, reason] of FAILURES)
    it(`a failed calculation (${name}) says so and keeps what was entered, open`, async () => {
      fail();
      const { $, status, settled, unmount } = await mounted();
      await act(async () => $<HTMLAnchorElement>('.shipping-calculator-button').click());
      $<HTMLSelectElement>('#calc_shipping_country').value = 'AT';
      $('#calc_shipping_postcode').value = '1010';
      await press($<HTMLButtonElement>('button[name="calc_shipping"]'));
      await settled();
      expect(status()).toMatch(/Die Versandkosten konnten nicht berechnet werden/);
      expect(status()).toMatch(reason);
      expect($('#calc_shipping_postcode').value).toBe('1010');
      expect($<HTMLSelectElement>('#calc_shipping_country').value).toBe('AT');
      expect($<HTMLElement>('.shipping-calculator-form').style.display).toBe('');
      unmount();
    });
});

describe('cart page: re-reads for other changes', () => {
  it('a cross-sell add re-reads the cart; a half-typed coupon and calculator input stay, the calculator open', async () => {
    serve(() => html(page({ quantity: 2 })));
    const { $, host, settled, unmount } = await mounted();
    $('#coupon_code').value = 'rab';
    await act(async () => $<HTMLAnchorElement>('.shipping-calculator-button').click());
    $('#calc_shipping_postcode').value = '101';
    $('#calc_shipping_postcode').focus();
    await act(async () => document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'hash', null] })));
    await settled();
    expect(requests[0]!.method).toBe('GET');
    expect($('input.qty').value).toBe('2');
    expect($('#coupon_code').value).toBe('rab');
    expect($('#calc_shipping_postcode').value).toBe('101');
    expect(document.activeElement).toBe($('#calc_shipping_postcode'));
    expect($<HTMLElement>('.shipping-calculator-form').style.display).toBe('');
    // the cross-sells are not the re-read's (cart.js replaces form and totals only)
    expect(host.querySelector('.cross-sells [data-island="add-to-cart"]')).not.toBeNull();
    unmount();
  });

  it('a quantity typed and not sent stays through a re-read, and "Update cart" stays usable', async () => {
    serve(() => html(page({ quantity: 1 })));
    const { $, updateButton, settled, unmount } = await mounted();
    type($('input.qty'), '6');
    await act(async () => document.body.dispatchEvent(new CustomEvent('wc_update_cart', { bubbles: true })));
    await settled();
    expect($('input.qty').value).toBe('6');
    expect(updateButton().disabled).toBe(false);
    unmount();
  });

  it("hears another plugin's wc_update_cart on the document, as cart.js does, and keeps the notices when it asks (its first argument)", async () => {
    serve(() => html(page({ quantity: 2 })));
    // jQuery on the page when the island mounts: it listens through it
    const dropJQuery = useRealJQuery();
    const { $, settled, unmount } = await mounted({ notices: '<div class="woocommerce-message" role="alert">Gutschein angewendet.</div>' });
    try {
      await act(async () => void realJQuery(document).trigger('wc_update_cart', [true]));
      await settled();
      expect(requests).toHaveLength(1);
      expect($('.woocommerce-notices-wrapper').textContent).toContain('Gutschein angewendet.');
      await act(async () => void realJQuery(document).trigger('wc_update_cart'));
      await settled();
      expect(requests).toHaveLength(2);
      expect($('.woocommerce-notices-wrapper').textContent).not.toContain('Gutschein angewendet.');
    } finally {
      dropJQuery();
    }
    unmount();
  });

  it('hostile HTML in the re-read is defused: no handler, no script, only the expected hosts', async () => {
    serve(() =>
      html(
        page({ quantity: 2 }).replace(
          '<form class="woocommerce-cart-form"',
          '<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><div data-island="lazy-scripts" id="smuggled"></div><form class="woocommerce-cart-form"',
        ),
      ),
    );
    const { $, host, settled, unmount } = await mounted();
    await act(async () => document.body.dispatchEvent(new CustomEvent('wc_update_cart', { bubbles: true })));
    await settled();
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('[onerror]')).toBeNull();
    expect(host.querySelector('[data-island="lazy-scripts"]')).toBeNull();
    expect($('[data-island="quantity"]')).not.toBeNull();
    unmount();
  });
});

/**
 * The cart page kept for days by a cache: its nonces are stale. wc-ajax's `-1` (coupons, shipping
 * method) and the cart form's silent refusal (WooCommerce answers the cart page, unchanged, with
 * another nonce in its form) get fresh nonces from the plugin's endpoint and one more try.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replay } from '../../test/fixtures/recorded';
import { resetConfig } from '../../src/wp/config';
import { errorMessageKey } from '../../src/wp/errors';
import { resetFreshNonces } from '../../src/wp/fresh-nonces';
import { applyCoupon, followCartLink, postToCart, printedNonce, removeCoupon, updateShippingMethod, type CartParams } from './requests';

const FRESH = {
  wp_rest: 'a0a0a0a0a0',
  apply_coupon_nonce: 'f0f0f0f0f1',
  remove_coupon_nonce: 'f0f0f0f0f2',
  update_shipping_method_nonce: 'f0f0f0f0f3',
  'woocommerce-cart-nonce': 'f0f0f0f0f4',
  'woocommerce-shipping-calculator-nonce': 'f0f0f0f0f5',
};
const STALE: CartParams = { applyCouponNonce: '5ta1e0000a', removeCouponNonce: '5ta1e0000b', updateShippingMethodNonce: '5ta1e0000c' };
const minusOne = () => replay('woocommerce/18-update_order_review-bad-nonce.json')('');
const respond = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
const isEndpoint = (url: unknown) => String(url).includes('admin-ajax.php');
const cartPage = (nonce: string, notice = '') =>
  `<html><body><div class="woocommerce-notices-wrapper">${notice}</div><form class="woocommerce-cart-form"><input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${nonce}"></form><div class="cart_totals"></div></body></html>`;

type Server = (url: string, init?: RequestInit) => Response | Promise<Response>;
function serve(server: Server, endpoint?: () => Response | Promise<Response>) {
  const endpointFails = endpoint !== undefined;
  endpoint ??= () => respond(JSON.stringify(FRESH));
  const spy = vi.fn(async (url: string, init?: RequestInit) => {
    if (isEndpoint(url) && String(init?.body).includes('shop_islands_verify_nonce') && !endpointFails) {
      const check = new URLSearchParams(String(init?.body));
      return respond(JSON.stringify({ valid: (FRESH as Record<string, string>)[check.get('name') ?? ''] === check.get('nonce') }));
    }
    return isEndpoint(url) ? endpoint() : server(url, init);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
const endpointCalls = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.filter(([url, init]) => isEndpoint(url) && !String((init as RequestInit).body).includes('verify')).length;
const securities = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls
    .filter(([url]) => !isEndpoint(url))
    .map(([, init]) => new URLSearchParams(String((init as RequestInit).body)).get('security'));
const applied = '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>';

beforeEach(() => {
  resetConfig();
  resetFreshNonces();
  (globalThis as Record<string, unknown>).shopIslands = {
    ajaxUrl: '/wp-admin/admin-ajax.php',
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
    cartUrl: 'http://localhost:3000/cart/',
  };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>).shopIslands;
  document.body.innerHTML = '';
});

describe('coupons and the shipping method (wc-ajax, -1)', () => {
  it('stale → fresh → success; the next call sends the fresh nonce at once', async () => {
    const spy = serve((_url, init) =>
      new URLSearchParams(String(init?.body)).get('security') === FRESH.apply_coupon_nonce ? respond(applied) : minusOne(),
    );
    expect((await applyCoupon('rabatt10', STALE)).error).toBe(false);
    expect(securities(spy)).toEqual([STALE.applyCouponNonce, FRESH.apply_coupon_nonce]);
    await applyCoupon('rabatt10', STALE);
    expect(securities(spy)[2]).toBe(FRESH.apply_coupon_nonce);
    expect(endpointCalls(spy)).toBe(1);
  });

  it('remove_coupon goes once more with its fresh nonce; update_shipping_method then sends its fresh one at once', async () => {
    const spy = serve((url, init) => {
      const security = new URLSearchParams(String(init?.body)).get('security');
      if (url.includes('remove_coupon')) return security === FRESH.remove_coupon_nonce ? respond(applied) : minusOne();
      return security === FRESH.update_shipping_method_nonce ? respond('<div class="cart_totals"></div>') : minusOne();
    });
    await removeCoupon('rabatt10', STALE);
    await updateShippingMethod(new Map([['0', 'flat_rate:1']]), STALE);
    // once fetched, the fresh nonces go at once: no second refusal for the shipping method
    expect(securities(spy)).toEqual([STALE.removeCouponNonce, FRESH.remove_coupon_nonce, FRESH.update_shipping_method_nonce]);
    expect(endpointCalls(spy)).toBe(1);
  });

  it('stale twice: the session message (error.session)', async () => {
    serve(() => minusOne());
    const error = await applyCoupon('rabatt10', STALE).catch((caught: unknown) => caught);
    expect(errorMessageKey(error)).toBe('error.session');
  });

  it.each([
    ['HTTP 500', () => respond('error', 500)],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['malformed', () => respond('{"wp_rest":')],
  ])('the endpoint failing (%s): the session message, one call only', async (_name, endpoint) => {
    const spy = serve(() => minusOne(), endpoint);
    const error = await applyCoupon('rabatt10', STALE).catch((caught: unknown) => caught);
    expect(errorMessageKey(error)).toBe('error.session');
    expect(securities(spy)).toHaveLength(1);
  });
});

describe('the cart form (a refusal WooCommerce does not name)', () => {
  const body = () => new URLSearchParams({ 'cart[abc][qty]': '3', 'woocommerce-cart-nonce': '5ta1e0000d', update_cart: 'Update cart' });
  const sentNonces = (spy: ReturnType<typeof vi.fn>) =>
    spy.mock.calls
      .filter(([url]) => !isEndpoint(url))
      .map(([, init]) => new URLSearchParams(String((init as RequestInit).body)).get('woocommerce-cart-nonce'));

  it('reads the nonce a reply prints', () => {
    expect(printedNonce(cartPage('0123456789'), 'woocommerce-cart-nonce')).toBe('0123456789');
    expect(printedNonce('<p>no form</p>', 'woocommerce-cart-nonce')).toBeNull();
  });

  it('a reply printing another nonce: posted once more with the fresh one, the fields kept', async () => {
    const spy = serve((_url, init) => {
      const nonce = new URLSearchParams(String(init?.body)).get('woocommerce-cart-nonce');
      return respond(nonce === FRESH['woocommerce-cart-nonce'] ? cartPage(nonce, 'Cart updated.') : cartPage('0a0a0a0a0a'));
    });
    const html = await postToCart(body());
    expect(html).toContain('Cart updated.');
    expect(sentNonces(spy)).toEqual(['5ta1e0000d', FRESH['woocommerce-cart-nonce']]);
    expect(new URLSearchParams(String((spy.mock.calls.at(-1)![1] as RequestInit).body)).get('cart[abc][qty]')).toBe('3');
  });

  it('a reply printing the nonce sent: one post (the nonce was fine)', async () => {
    const spy = serve(() => respond(cartPage('5ta1e0000d', 'Cart updated.')));
    await postToCart(body());
    expect(sentNonces(spy)).toEqual(['5ta1e0000d']);
    expect(endpointCalls(spy)).toBe(0);
  });

  it('still refused with the fresh nonce: the reply stands, two posts only', async () => {
    const spy = serve(() => respond(cartPage('0a0a0a0a0a')));
    await postToCart(body());
    expect(sentNonces(spy)).toHaveLength(2);
  });

  it('the endpoint failing: the first reply stands', async () => {
    const spy = serve(
      () => respond(cartPage('0a0a0a0a0a')),
      () => respond('error', 500),
    );
    expect(await postToCart(body())).toContain('0a0a0a0a0a');
    expect(sentNonces(spy)).toHaveLength(1);
  });

  it('the shipping calculator’s nonce is checked and refreshed by its own name', async () => {
    const spy = serve((_url, init) => {
      const nonce = new URLSearchParams(String(init?.body)).get('woocommerce-shipping-calculator-nonce') ?? '';
      return respond(
        `<form><input name="woocommerce-shipping-calculator-nonce" value="${FRESH['woocommerce-shipping-calculator-nonce']}"></form>${nonce}`,
      );
    });
    await postToCart(new URLSearchParams({ calc_shipping: 'x', 'woocommerce-shipping-calculator-nonce': '5ta1e0000e' }));
    expect(
      spy.mock.calls
        .filter(([url]) => !isEndpoint(url))
        .map(([, init]) => new URLSearchParams(String((init as RequestInit).body)).get('woocommerce-shipping-calculator-nonce')),
    ).toEqual(['5ta1e0000e', FRESH['woocommerce-shipping-calculator-nonce']]);
  });

  it('a remove link with a stale _wpnonce is followed once more with the fresh one', async () => {
    const spy = serve((url) =>
      respond(
        new URL(url).searchParams.get('_wpnonce') === FRESH['woocommerce-cart-nonce']
          ? cartPage(FRESH['woocommerce-cart-nonce'], 'removed.')
          : cartPage('0a0a0a0a0a'),
      ),
    );
    const html = await followCartLink(new URL('http://localhost:3000/cart/?remove_item=abc&_wpnonce=5ta1e0000d'));
    expect(html).toContain('removed.');
    expect(spy.mock.calls.filter(([url]) => !isEndpoint(url)).map(([url]) => new URL(String(url)).searchParams.get('_wpnonce'))).toEqual([
      '5ta1e0000d',
      FRESH['woocommerce-cart-nonce'],
    ]);
  });
});

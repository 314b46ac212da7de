// @vitest-environment jsdom
// Notices go in through the sanitiser, and DOMPurify needs jsdom.
/**
 * A checkout page kept for days by a cache: its nonces are stale. The totals' refresh and the coupon
 * (`-1`) and the order (WooCommerce's "unable to process" with `refresh: true`) get fresh nonces
 * from the plugin's endpoint and go once more; a second refusal shows the island's message and
 * keeps what the shopper typed.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForPage } from '../../test/fixtures/act';
import { recorded, replay } from '../../test/fixtures/recorded';
import { resetConfig } from '../../src/wp/config';
import { trigger } from '../../src/wp/events';
import { resetFreshNonces } from '../../src/wp/fresh-nonces';
import island from './index';
import { navigation } from './navigation';
import { mountedCheckout, watchCheckoutPage } from '../../test/fixtures/checkout-page';

const PAGE = `<div class="woocommerce-notices-wrapper"></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" id="woocommerce-checkout-form-coupon">
  <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="">
  <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
</form>
<div class="woocommerce-notices-wrapper"></div>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/">
  <input name="billing_email" id="billing_email" value="erika@example.de">
  <input name="billing_first_name" id="billing_first_name" value="Erika">
  <input name="billing_country" value="DE">
  <div id="order_review" class="woocommerce-checkout-review-order">
    <table class="shop_table woocommerce-checkout-review-order-table"><tfoot><tr class="order-total"><td>0,00 €</td></tr></tfoot></table>
    <div id="payment" class="woocommerce-checkout-payment">
      <ul class="wc_payment_methods"><li><input type="radio" name="payment_method" id="payment_method_bacs" value="bacs" checked></li></ul>
      <input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="5ta1e0000c">
      <button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order">Bestellen</button>
    </div>
  </div>
</form>`;

const FRESH = {
  wp_rest: 'a0a0a0a0a0',
  update_order_review_nonce: 'f0f0f0f0f1',
  apply_coupon_nonce: 'f0f0f0f0f2',
  remove_coupon_nonce: 'f0f0f0f0f3',
  'woocommerce-process-checkout-nonce': 'f0f0f0f0f4',
};
const STALE_ORDER = {
  result: 'failure',
  messages: '<ul class="woocommerce-error" role="alert"><li>We were unable to process your order, please try again.</li></ul>',
  refresh: true,
  reload: false,
};
const SUCCESS = JSON.parse(recorded('woocommerce/20-checkout-success-cod.json').response.body) as { redirect: string };
const minusOne = () => replay('woocommerce/18-update_order_review-bad-nonce.json')('');
const respond = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'text/html' } });
const isEndpoint = (url: unknown) => String(url).includes('admin-ajax.php');

type Server = (endpoint: string, body: URLSearchParams) => Response | Promise<Response>;
let unmount: (() => void) | undefined;

/** The checkout with the stale page's nonces; `server` answers wc-ajax, `endpoint` the fresh-nonce endpoint. */
async function start(server: Server, endpoint?: () => Response | Promise<Response>) {
  const endpointFails = endpoint !== undefined;
  endpoint ??= () => respond(FRESH);
  document.body.innerHTML = PAGE;
  (globalThis as Record<string, unknown>).wc_checkout_params = {
    update_order_review_nonce: '5ta1e0000a',
    apply_coupon_nonce: '5ta1e0000b',
    remove_coupon_nonce: '5ta1e0000d',
  };
  (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%' };
  resetConfig();
  const spy = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (isEndpoint(url) && String(init?.body).includes('shop_islands_verify_nonce') && !endpointFails) {
      const check = new URLSearchParams(String(init?.body));
      return respond({ valid: (FRESH as Record<string, string>)[check.get('name') ?? ''] === check.get('nonce') });
    }
    if (isEndpoint(url)) return endpoint();
    const name = /wc-ajax=([a-z_]+)/.exec(String(url))?.[1] ?? '';
    return server(name, new URLSearchParams(String(init?.body)));
  });
  vi.stubGlobal('fetch', spy);
  unmount = await mountedCheckout(() =>
    island.mount(document.querySelector<HTMLFormElement>('form.checkout')!, { purchaseOnAccountHidesShipping: false }),
  );
  return spy;
}
const sent = (spy: ReturnType<typeof vi.fn>, endpoint: string) =>
  spy.mock.calls
    .filter(([url]) => String(url).includes(`wc-ajax=${endpoint}`))
    .map(([, init]) => new URLSearchParams(String((init as RequestInit).body)));
const endpointCalls = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls.filter(([url, init]) => isEndpoint(url) && !String((init as RequestInit).body).includes('verify')).length;
const placeOrder = () =>
  act(() => {
    document.querySelector('form.checkout')!.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  });
const applyCoupon = (code: string) => {
  document.querySelector<HTMLInputElement>('#coupon_code')!.value = code;
  act(() => {
    document.querySelector('form.checkout_coupon')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
};
const reviewValid = () => replay('woocommerce/17-update_order_review-valid.json')('');

beforeEach(() => {
  watchCheckoutPage();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetFreshNonces();
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).wc_checkout_params;
  delete (globalThis as Record<string, unknown>).shopIslands;
  resetConfig();
});

describe('the totals’ refresh with a stale nonce', () => {
  it('-1 → fresh nonces → sent once more with the fresh nonce; the fragments go in', async () => {
    const spy = await start((endpoint, body) => (body.get('security') === FRESH.update_order_review_nonce ? reviewValid() : minusOne()));
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(sent(spy, 'update_order_review')).toHaveLength(2));
    expect(sent(spy, 'update_order_review').map((body) => body.get('security'))).toEqual(['5ta1e0000a', FRESH.update_order_review_nonce]);
    expect(endpointCalls(spy)).toBe(1);
    await waitForPage(() => expect(document.querySelector('#order_review')!.getAttribute('aria-busy')).toBeNull());
    expect(document.body.textContent).not.toMatch(/Sitzung|session/i);
    // later refreshes send the fresh nonce at once
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(sent(spy, 'update_order_review')).toHaveLength(3));
    expect(sent(spy, 'update_order_review')[2]!.get('security')).toBe(FRESH.update_order_review_nonce);
  });

  it('stale twice: the session message above the totals, nothing more sent', async () => {
    const spy = await start(() => minusOne());
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(document.body.textContent).toMatch(/Sitzung ist abgelaufen/));
    expect(sent(spy, 'update_order_review')).toHaveLength(2);
  });

  it.each([
    ['HTTP 500', () => respond('error', 500)],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a malformed reply', () => respond('<html>')],
  ])('the endpoint failing (%s): the session message, one refresh only', async (_name, endpoint) => {
    const spy = await start(() => minusOne(), endpoint);
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(document.body.textContent).toMatch(/Sitzung ist abgelaufen/));
    expect(sent(spy, 'update_order_review')).toHaveLength(1);
  });
});

describe('a coupon with a stale nonce', () => {
  it('-1 → fresh nonces → applied', async () => {
    const spy = await start((endpoint, body) => {
      if (endpoint === 'apply_coupon')
        return body.get('security') === FRESH.apply_coupon_nonce
          ? respond('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')
          : minusOne();
      return body.get('security') === FRESH.update_order_review_nonce ? reviewValid() : minusOne();
    });
    applyCoupon('rabatt10');
    await waitForPage(() => expect(document.body.textContent).toContain('Coupon code applied successfully.'));
    expect(sent(spy, 'apply_coupon').map((body) => body.get('security'))).toEqual(['5ta1e0000b', FRESH.apply_coupon_nonce]);
    expect(endpointCalls(spy)).toBe(1);
  });

  it('stale twice: the session message at the field, the code kept', async () => {
    await start(() => minusOne());
    applyCoupon('rabatt10');
    await waitForPage(() => expect(document.querySelector('.coupon-error-notice')?.textContent).toMatch(/Sitzung/));
    expect(document.querySelector<HTMLInputElement>('#coupon_code')!.value).toBe('rabatt10');
  });
});

describe('the order with a stale form nonce', () => {
  it('refused with refresh → fresh nonces (into the form’s field) → placed', async () => {
    const spy = await start((endpoint, body) => {
      if (endpoint === 'checkout')
        return respond(
          body.get('woocommerce-process-checkout-nonce') === FRESH['woocommerce-process-checkout-nonce'] ? SUCCESS : STALE_ORDER,
        );
      return reviewValid();
    });
    placeOrder();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledWith(new URL(SUCCESS.redirect, location.href).href));
    expect(sent(spy, 'checkout').map((body) => body.get('woocommerce-process-checkout-nonce'))).toEqual([
      '5ta1e0000c',
      FRESH['woocommerce-process-checkout-nonce'],
    ]);
    expect(sent(spy, 'checkout')[1]!.get('billing_first_name')).toBe('Erika');
    expect(document.querySelector<HTMLInputElement>('input[name="woocommerce-process-checkout-nonce"]')!.value).toBe(
      FRESH['woocommerce-process-checkout-nonce'],
    );
  });

  it('refused twice: WooCommerce’s message, the form usable and as typed, two posts only', async () => {
    const spy = await start((endpoint) => (endpoint === 'checkout' ? respond(STALE_ORDER) : reviewValid()));
    placeOrder();
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout')?.textContent).toMatch(/unable to process/));
    expect(sent(spy, 'checkout')).toHaveLength(2);
    expect(navigation.assign).not.toHaveBeenCalled();
    await waitForPage(() => expect(document.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false));
    expect(document.querySelector<HTMLInputElement>('#billing_first_name')!.value).toBe('Erika');
  });

  it('a refusal whose nonce was fresh already is not sent again (a real refusal)', async () => {
    const spy = await start((endpoint) => (endpoint === 'checkout' ? respond(STALE_ORDER) : reviewValid()));
    document.querySelector<HTMLInputElement>('input[name="woocommerce-process-checkout-nonce"]')!.value =
      FRESH['woocommerce-process-checkout-nonce'];
    placeOrder();
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout')?.textContent).toMatch(/unable to process/));
    expect(sent(spy, 'checkout')).toHaveLength(1);
  });

  it('the endpoint failing: WooCommerce’s message from the first reply, one post only', async () => {
    const spy = await start(
      (endpoint) => (endpoint === 'checkout' ? respond(STALE_ORDER) : reviewValid()),
      () => respond('error', 500),
    );
    placeOrder();
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout')?.textContent).toMatch(/unable to process/));
    expect(sent(spy, 'checkout')).toHaveLength(1);
  });
});

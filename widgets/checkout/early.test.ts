// @vitest-environment jsdom
// The island shows failures through the sanitiser, and DOMPurify needs jsdom.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replay } from '../../test/fixtures/recorded';
import { settle, waitForPage } from '../../test/fixtures/act';
import { holdPresses } from '../../src/islands/hold';
import { resetConfig } from '../../src/wp/config';
import { adoptEarlyOrder, takePress } from './early';
import island from './index';
import { WAKE } from './names';
import { navigation } from './navigation';
import { mountedCheckout, watchCheckoutPage } from '../../test/fixtures/checkout-page';

const FORM = `<div class="woocommerce-notices-wrapper"></div>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/">
  <input name="billing_first_name" id="billing_first_name" value="">
  <input name="billing_country" value="DE">
  <input type="hidden" name="woocommerce-process-checkout-nonce" value="4b1e8a93f2">
  <div id="order_review" class="woocommerce-checkout-review-order">
    <div id="payment" class="woocommerce-checkout-payment">
      <ul class="wc_payment_methods"><li><input type="radio" name="payment_method" id="payment_method_cod" value="cod" checked></li></ul>
      <div class="form-row place-order"><input type="checkbox" name="terms" id="terms" checked>
      <button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order">Zahlungspflichtig bestellen</button></div>
    </div>
  </div>
</form>`;
const ORDER_PAGE = 'http://127.0.0.1:8881/checkout/order-received/19/?key=wc_order_Ps594F4DdGvZG';

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const button = () => document.querySelector<HTMLButtonElement>('#place_order')!;
const orders = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.filter(([url]) => String(url).includes('wc-ajax=checkout')).length;
const textReply =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

/** A reply the test lets through when it wants. */
function gate(reply: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { fetcher: async (url: RequestInfo | URL, init?: RequestInit) => (await opened, reply(url, init)), open };
}

let unmount: (() => void) | undefined;
let release: (() => void) | undefined;

/** The checkout before its island: the loader's hold offers the place-order press to the early module. */
function page(fetcher: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  document.body.innerHTML = FORM;
  (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
  const spy = vi.fn(fetcher);
  vi.stubGlobal('fetch', spy);
  const host = form();
  const held = holdPresses(host, '#place_order', 8000, (press, event) => Promise.resolve(takePress(host, press, event)));
  release = () => held.release();
  return spy;
}
const mountIsland = async () => {
  release?.();
  unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
};

beforeEach(() => {
  watchCheckoutPage();
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  release = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).wc_checkout_params;
  delete (globalThis as Record<string, unknown>).jQuery;
  resetConfig();
});

describe('place order before the island has mounted', () => {
  it('shows the press busy in its own task and sends the order right after that paint, the form as WooCommerce posts it', async () => {
    const spy = page(gate(replay('woocommerce/20-checkout-success-cod.json')).fetcher);
    button().click();
    await Promise.resolve();
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(form().classList.contains('processing')).toBe(true);
    await waitForPage(() => expect(orders(spy)).toBe(1));
    const body = new URLSearchParams(String(spy.mock.calls[0]![1]!.body));
    expect(body.get('payment_method')).toBe('cod');
    expect(body.get('terms')).toBe('on');
    expect(body.get('woocommerce-process-checkout-nonce')).toBe('4b1e8a93f2');
  });

  it('an order placed before the island is there goes to its page without the island', async () => {
    page(replay('woocommerce/20-checkout-success-cod.json'));
    const wake = vi.fn();
    window.addEventListener(WAKE, wake);
    button().click();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledWith(ORDER_PAGE));
    expect(button().disabled).toBe(true);
    expect(wake).not.toHaveBeenCalled();
    window.removeEventListener(WAKE, wake);
  });

  it('one order per page: a second press while it is on its way sends nothing', async () => {
    const reply = gate(replay('woocommerce/20-checkout-success-cod.json'));
    const spy = page(reply.fetcher);
    button().click();
    button().disabled = false; // even where a theme's script enabled the button again
    button().click();
    reply.open();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
    expect(orders(spy)).toBe(1);
  });

  it('the island mounting while the order is on its way adopts it: one request, its answer followed once', async () => {
    const reply = gate(replay('woocommerce/20-checkout-success-cod.json'));
    const spy = page(reply.fetcher);
    button().click();
    await mountIsland();
    reply.open();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledWith(ORDER_PAGE));
    await settle();
    expect(navigation.assign).toHaveBeenCalledTimes(1);
    expect(orders(spy)).toBe(1);
    // the refresh of the totals the mount may want waits for the order (it would race it in the session)
    expect(spy.mock.calls.filter(([url]) => String(url).includes('update_order_review'))).toEqual([]);
    expect(document.querySelector('.si-checkout__status')!.textContent).toContain('Ihre Bestellung ist eingegangen');
  });

  it('19: errors that came before the island wake it, and it shows them; the button is usable at once', async () => {
    page(replay('woocommerce/19-checkout-error-missing-fields.json'));
    const wake = vi.fn();
    window.addEventListener(WAKE, wake);
    button().click();
    await waitForPage(() => expect(wake).toHaveBeenCalled());
    window.removeEventListener(WAKE, wake);
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    expect(form().classList.contains('processing')).toBe(false);
    await mountIsland();
    await waitForPage(() =>
      expect(
        document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error li[data-id="billing_first_name"]'),
      ).not.toBeNull(),
    );
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['HTTP 500', textReply('<h1>Es gab einen kritischen Fehler auf dieser Website.</h1>', 500)],
    ['malformed JSON', textReply('{"result": "succ')],
    ['0', textReply('0', 400)],
  ])('%s before the island: its one clear message once it mounts, nothing followed', async (_name, failing) => {
    page(failing);
    button().click();
    await waitForPage(() => expect(button().disabled).toBe(false));
    await mountIsland();
    await waitForPage(() =>
      expect(document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')?.textContent).toBe(
        'Beim Verarbeiten Ihrer Bestellung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      ),
    );
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('offline before the island: said once it mounts, and the order can be placed again', async () => {
    const spy = page(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    button().click();
    await waitForPage(() => expect(button().disabled).toBe(false));
    await mountIsland();
    await waitForPage(() =>
      expect(document.querySelector('.woocommerce-NoticeGroup-checkout')?.textContent).toBe(
        'Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
      ),
    );
    spy.mockImplementation(replay('woocommerce/20-checkout-success-cod.json'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => button().click());
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledWith(ORDER_PAGE));
    expect(orders(spy)).toBe(2);
  });

  it('a gateway that stops the order (checkout_place_order_<method> false) gets no request, as with checkout.js', () => {
    const spy = page(replay('woocommerce/20-checkout-success-cod.json'));
    form().addEventListener('checkout_place_order_cod', (event) => event.preventDefault());
    button().click();
    expect(orders(spy)).toBe(0);
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });

  it("a gateway's submit_error before the island (native: wc_checkout_form in detail) wakes it, and it shows the message once mounted", async () => {
    const spy = page(replay('woocommerce/20-checkout-success-cod.json'));
    const woken = vi.fn();
    window.addEventListener(WAKE, woken);
    form().addEventListener('checkout_place_order_cod', (event) => {
      const [api] = (event as CustomEvent<[{ submit_error(html: string): void }]>).detail;
      api.submit_error('<ul class="woocommerce-error"><li>Karte abgelehnt</li></ul>');
      event.preventDefault();
    });
    button().click();
    expect(orders(spy)).toBe(0);
    expect(woken).toHaveBeenCalledTimes(1);
    expect(button().disabled).toBe(false);
    await mountIsland();
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout')?.textContent).toContain('Karte abgelehnt'));
    window.removeEventListener(WAKE, woken);
  });

  it('a gateway refusing the success (checkout_place_order_success false): no redirect, the island says what checkout.js says', async () => {
    page(replay('woocommerce/20-checkout-success-cod.json'));
    form().addEventListener('checkout_place_order_success', (event) => event.preventDefault());
    button().click();
    await waitForPage(() => expect(button().disabled).toBe(false));
    await mountIsland();
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')).not.toBeNull());
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('a redirect to a hash of this page (3-D Secure) before the island: it wakes the island, which hands the order to the gateway’s script once, and frees the form when that script does', async () => {
    const spy = page(
      async () => new Response(JSON.stringify({ result: 'success', redirect: '#confirm-pi-pi_secret:/kasse/' }), { status: 200 }),
    );
    const succeeded = vi.fn();
    form().addEventListener('checkout_place_order_success', succeeded);
    const woken = vi.fn();
    window.addEventListener(WAKE, woken);
    button().click();
    await waitForPage(() => expect(woken).toHaveBeenCalled());
    window.removeEventListener(WAKE, woken);
    // not followed nor asked before the island: it does both, once
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(succeeded).not.toHaveBeenCalled();
    expect(button().disabled).toBe(true);
    await mountIsland();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledWith(`${location.href.split('#')[0]}#confirm-pi-pi_secret:/kasse/`));
    expect(succeeded).toHaveBeenCalledTimes(1);
    expect(button().disabled).toBe(true);
    act(() => form().classList.remove('processing'));
    await waitForPage(() => expect(button().disabled).toBe(false));
    expect(orders(spy)).toBe(1);
  });

  it('a placed order whose redirect is no web address: not followed, the form stays blocked, no second order', async () => {
    const spy = page(async () => new Response(JSON.stringify({ result: 'success', redirect: 'javascript:alert(1)' }), { status: 200 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    button().click();
    await waitForPage(() => expect(warn).toHaveBeenCalled());
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(button().disabled).toBe(true);
    expect(form().classList.contains('processing')).toBe(true);
    button().disabled = false;
    button().click();
    await mountIsland();
    await waitForPage(() =>
      expect(document.querySelector('.si-checkout__status')!.textContent).toContain('Ihre Bestellung ist eingegangen'),
    );
    expect(orders(spy)).toBe(1);
  });

  it('a modified click (a new tab) and a press outside the place-order button are not taken', () => {
    const spy = page(replay('woocommerce/20-checkout-success-cod.json'));
    const host = form();
    expect(takePress(host, { type: 'click', control: button() }, new MouseEvent('click', { ctrlKey: true }))).toBe(false);
    expect(takePress(host, { type: 'click', control: document.getElementById('terms')! }, new MouseEvent('click'))).toBe(false);
    expect(orders(spy)).toBe(0);
    expect(adoptEarlyOrder(host)).toBeUndefined();
  });
});

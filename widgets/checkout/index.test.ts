// @vitest-environment jsdom
// The island inserts fragments and errors through the sanitiser, and DOMPurify needs jsdom (it keeps <script> under happy-dom).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorded, replay } from '../../test/fixtures/recorded';
import { resetConfig } from '../../src/wp/config';
import { trigger } from '../../src/wp/events';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import island, { STILL_WORKING_MS } from './index';
import { settle, waitForPage } from '../../test/fixtures/act';
import { navigation } from './navigation';
import { PENDING_UPDATE } from './names';
import { checkoutFormApi } from './checkout-form-api';
import { mountedCheckout, watchCheckoutPage } from '../../test/fixtures/checkout-page';

/** The sanitiser a refresh's fragments wait for: open, unless a test holds it to see what happens before they are drawn. */
const sanitizerGate = vi.hoisted(() => ({ open: Promise.resolve() }));
vi.mock('../../src/ui/sanitize', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/ui/sanitize')>();
  return {
    ...actual,
    sanitizer: async (...args: Parameters<typeof actual.sanitizer>) => {
      await sanitizerGate.open;
      return actual.sanitizer(...args);
    },
  };
});

const FORM = `<div class="woocommerce-notices-wrapper"></div>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/">
  <input name="billing_first_name" id="billing_first_name" value="">
  <input name="billing_postcode" id="billing_postcode" value="">
  <input name="billing_country" value="DE">
  <h3 id="order_review_heading">Ihre Bestellung</h3>
  <div id="order_review" class="woocommerce-checkout-review-order">
    <table class="shop_table woocommerce-checkout-review-order-table"><tfoot><tr class="order-total"><td>0,00 €</td></tr></tfoot></table>
    <div id="payment" class="woocommerce-checkout-payment">
      <ul class="wc_payment_methods"><li><input type="radio" name="payment_method" id="payment_method_bacs" value="bacs"><div class="payment_box payment_method_bacs"></div></li>
      <li><input type="radio" name="payment_method" id="payment_method_cod" value="cod" checked><div class="payment_box payment_method_cod"></div></li></ul>
      <div class="form-row place-order"><input type="checkbox" name="terms" id="terms">
      <button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order">Zahlungspflichtig bestellen</button></div>
    </div>
  </div>
</form>`;

const jsonReply =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const textReply =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
/** A reply that never comes (fetch rejects only when aborted); the signals are kept to see whether anyone gave up. */
function pending() {
  const signals: AbortSignal[] = [];
  const fetcher = vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        if (!init?.signal) return;
        signals.push(init.signal);
        init.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
  return { fetcher, signals };
}

let unmount: (() => void) | undefined;
const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const button = () => document.querySelector<HTMLButtonElement>('#place_order')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/**
 * `atLoad`: the island woken as the page loads (checkout page.ts with jQuery on the page), which refreshes at mount;
 * `page`: what the page holds besides the form and its globals, set up before the island mounts.
 */
async function start(
  fetcher: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  { atLoad = false, page }: { atLoad?: boolean; page?: () => void } = {},
) {
  document.body.innerHTML = FORM;
  if (atLoad) (form() as unknown as Record<string, unknown>)[PENDING_UPDATE] = true;
  (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
  page?.();
  const spy = vi.fn(fetcher);
  vi.stubGlobal('fetch', spy);
  unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
  return spy;
}
const submit = () =>
  act(() => {
    form().dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  });
/** The real server's valid update_order_review reply, to hand a held request at once. */
function validReview() {
  const { response } = recorded('woocommerce/17-update_order_review-valid.json');
  return new Response(response.body, { status: response.status, headers: { 'Content-Type': response.contentType } });
}
/**
 * A checkout whose order-review refresh is out: its answer comes when the test gives it (the recorded
 * valid reply), and the sanitiser its drawing waits for is held too when `holdSanitizer`.
 */
async function refreshOut(order: () => Promise<Response>, { holdSanitizer = false } = {}) {
  let answer: ((reply: Response) => void) | undefined;
  let openSanitizer: () => void = () => undefined;
  if (holdSanitizer) sanitizerGate.open = new Promise<void>((resolve) => (openSanitizer = resolve));
  const spy = await start((url) =>
    String(url).includes('update_order_review') ? new Promise<Response>((resolve) => (answer = resolve)) : order(),
  );
  act(() => trigger('update_checkout'));
  await waitForPage(() => expect(answer).toBeDefined());
  const answerReview = () => answer!(validReview());
  return { spy, answerReview, openSanitizer };
}
const orderTotal = () => document.querySelector('.order-total td')!.textContent;
const calls = (spy: ReturnType<typeof vi.fn>, endpoint: string) =>
  spy.mock.calls.filter(([url]) => String(url).includes(`wc-ajax=${endpoint}`)).length;
const reviewNotice = () => document.querySelector('.woocommerce-NoticeGroup-updateOrderReview');

beforeEach(() => {
  watchCheckoutPage();
});
afterEach(() => {
  sanitizerGate.open = Promise.resolve();
  act(() => unmount?.());
  unmount = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).wc_checkout_params;
  delete (globalThis as Record<string, unknown>).shopIslands;
  resetConfig();
});

describe("checkout.js's start", () => {
  it('announces the chosen payment method at mount, and again when another is chosen', async () => {
    const heard: string[] = [];
    const listener = () => heard.push(document.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')!.value);
    document.body.addEventListener('payment_method_selected', listener);
    try {
      await start(replay('woocommerce/17-update_order_review-valid.json'));
      expect(heard).toEqual(['cod']);
      const bacs = field('payment_method_bacs');
      act(() => {
        bacs.checked = true;
        bacs.dispatchEvent(new Event('change', { bubbles: true }));
      });
      expect(heard).toEqual(['cod', 'bacs']);
    } finally {
      document.body.removeEventListener('payment_method_selected', listener);
    }
  });
  it.each([
    ['woken at load (jQuery on the page)', true, ['click cod', 'click cod', 'updated_checkout']],
    ["woken by the shopper's touch: no click at the start", false, ['click cod', 'updated_checkout']],
  ])(
    "clicks the chosen payment method as checkout.js's init_payment_methods: at a start at load and after each refresh, before updated_checkout; no change follows (%s)",
    async (_name, atLoad, expected) => {
      const heard: string[] = [];
      const click = (event: Event) => heard.push(`click ${(event.target as HTMLInputElement).value}`);
      const change = () => heard.push('change');
      const updated = () => heard.push('updated_checkout');
      document.addEventListener('click', click);
      document.addEventListener('change', change);
      document.body.addEventListener('updated_checkout', updated);
      try {
        await start(replay('woocommerce/17-update_order_review-valid.json'), { atLoad });
        if (!atLoad) act(() => trigger('update_checkout'));
        await waitForPage(() => expect(heard).toContain('updated_checkout'));
        expect(heard).toEqual(expected);
        expect(field('payment_method_cod').checked).toBe(true);
      } finally {
        document.removeEventListener('click', click);
        document.removeEventListener('change', change);
        document.body.removeEventListener('updated_checkout', updated);
      }
    },
  );
});

describe("checkout.js's start, as a jQuery script on the page hears it", () => {
  /** The form with ship-to-different-address and "Create an account?", as WooCommerce prints them for guests. */
  const withBoxes = () => {
    form().insertAdjacentHTML(
      'afterbegin',
      `<h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"></label></h3>
      <div class="shipping_address"></div>
      <p class="form-row create-account"><input type="checkbox" id="createaccount" name="createaccount" value="1"></p>`,
    );
  };
  it.each([
    [
      'woken at load, guests may order',
      true,
      'yes',
      [
        // checkout.js's own handlers are on the form: its refresh is asked before a document's listener hears the change
        'update_checkout',
        'change ship-to-different-address-checkbox',
        'click cod',
        'update_checkout',
        'init_checkout',
        'change createaccount',
        // the refresh's own (after each refresh, as before)
        'click cod',
        'updated_checkout',
      ],
    ],
    [
      'woken at load, accounts only',
      true,
      'no',
      [
        'update_checkout',
        'change ship-to-different-address-checkbox',
        'click cod',
        'update_checkout',
        'init_checkout',
        'click cod',
        'updated_checkout',
      ],
    ],
    ["woken by the shopper's touch", false, 'yes', ['init_checkout']],
  ])(
    "%s: ship-to-different-address's change before the method's click, then init_checkout, then the account box's change; one refresh",
    async (_name, atLoad, guests, expected) => {
      const stop = useRealJQuery();
      const heard: string[] = [];
      realJQuery(document).on('change', (event) => heard.push(`change ${(event as { target: Element }).target.id}`));
      realJQuery(document).on('click', (event) => heard.push(`click ${(event as { target: HTMLInputElement }).target.value}`));
      realJQuery(document.body).on('init_checkout update_checkout updated_checkout', (event) =>
        heard.push((event as { type: string }).type),
      );
      try {
        const page = () => {
          withBoxes();
          (globalThis as unknown as { wc_checkout_params: { option_guest_checkout?: string } }).wc_checkout_params.option_guest_checkout =
            guests;
        };
        const spy = await start(replay('woocommerce/17-update_order_review-valid.json'), { atLoad, page });
        await waitForPage(() => expect(heard).toContain(atLoad ? 'updated_checkout' : 'init_checkout'));
        expect(heard).toEqual(expected);
        if (atLoad) await waitForPage(() => expect(calls(spy, 'update_order_review')).toBe(1));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(calls(spy, 'update_order_review')).toBe(atLoad ? 1 : 0);
        // the boxes stay as they were printed
        expect(field('ship-to-different-address-checkbox').checked).toBe(false);
        expect(field('createaccount').checked).toBe(false);
      } finally {
        realJQuery(document).off('change click');
        realJQuery(document.body).off('init_checkout update_checkout updated_checkout');
        stop();
      }
    },
  );
});

describe('update_order_review, replayed from the real server', () => {
  it("asks within one event make one refresh of the form as they left it, though the event's listeners let microtasks run between them (a shopper's change)", async () => {
    const spy = await start(replay('woocommerce/17-update_order_review-valid.json'));
    const postcode = field('billing_postcode');
    // the country's change asks (the island's listener on the form)...
    act(() => trigger('update_checkout'));
    // ...the browser runs the microtasks before the next listener, on the body (country-select's), which
    // changes the form and asks again
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    act(() => {
      postcode.value = '20457';
      trigger('update_checkout');
    });
    await waitForPage(() => expect(calls(spy, 'update_order_review')).toBe(1));
    await settle(20);
    expect(calls(spy, 'update_order_review')).toBe(1);
    const sent = new URLSearchParams(new URLSearchParams(String(spy.mock.calls[0]![1]!.body)).get('post_data')!);
    expect(sent.get('billing_postcode')).toBe('20457');
  });

  it.each(['16-update_order_review-page-load.json', '17-update_order_review-valid.json'])('%s: applies the fragments', async (file) => {
    await start(replay(`woocommerce/${file}`));
    const updated = vi.fn();
    document.body.addEventListener('updated_checkout', updated);
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(updated).toHaveBeenCalled());
    expect(document.querySelector('.woocommerce-checkout-review-order-table .order-total')!.textContent).toContain('17,40');
    expect(reviewNotice()).toBeNull();
  });

  it('fields another plugin marks update_totals_on_change refresh the totals as checkout.js does: a choice at once, typing once it stops; other fields do not', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = FORM;
    form().insertAdjacentHTML(
      'afterbegin',
      `<p class="form-row update_totals_on_change" id="gift_wrap_field"><label><input type="checkbox" name="gift_wrap" value="1"> Geschenkverpackung</label></p>
       <p class="form-row"><input type="text" class="input-text update_totals_on_change" name="vat_id" value=""></p>
       <p class="form-row"><input type="text" class="input-text" name="order_comment" value=""></p>`,
    );
    (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
    const spy = vi.fn(replay('woocommerce/17-update_order_review-valid.json'));
    vi.stubGlobal('fetch', spy);
    unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
    // as checkout.js's trigger_update_checkout says them: the choice's field is the current_target, a
    // typed field's refresh (maybe_update_checkout) says null, the form's `update` the form
    const asked: unknown[] = [];
    const listening = new AbortController();
    document.body.addEventListener('update_checkout', (event) => asked.push((event as CustomEvent).detail), { signal: listening.signal });
    const gift = document.querySelector<HTMLInputElement>('[name="gift_wrap"]')!;
    act(() => {
      gift.checked = true;
      gift.dispatchEvent(new Event('input', { bubbles: true }));
      gift.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls(spy, 'update_order_review')).toBe(1);
    expect(new URLSearchParams(new URLSearchParams(String(spy.mock.calls[0]![1]!.body)).get('post_data')!).get('gift_wrap')).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(50));
    const typeInto = (name: string, value: string) =>
      act(() => {
        const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    typeInto('vat_id', 'DE123');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(calls(spy, 'update_order_review')).toBe(1);
    // the typing's 1000 ms, then the end of the task that asked (a tick of the fake clock)
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(calls(spy, 'update_order_review')).toBe(2);
    typeInto('order_comment', 'Bitte klingeln');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls(spy, 'update_order_review')).toBe(2);
    act(() => void form().dispatchEvent(new Event('update')));
    expect(asked).toEqual([[{ current_target: gift }], [{ current_target: null }], [{ current_target: form() }]]);
    // the API gateways get (checkout_place_order's wc_checkout_form), called bare as another script does
    checkoutFormApi(form()).trigger_update_checkout();
    expect(asked.at(-1)).toEqual([{ current_target: null }]);
    listening.abort();
  });

  it('a half-typed address refreshes nothing, as checkout.js: the street, postcode and city wait for each other, the country refreshes at once', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = FORM.replace(
      '<input name="billing_postcode" id="billing_postcode" value="">\n  <input name="billing_country" value="DE">',
      `<div class="woocommerce-billing-fields__field-wrapper">
        <p class="form-row address-field update_totals_on_change validate-required"><select name="billing_country" id="billing_country"><option value="DE" selected>Deutschland</option><option value="AT">Österreich</option></select></p>
        <p class="form-row address-field validate-required"><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_address_1" id="billing_address_1" value=""></span></p>
        <p class="form-row address-field validate-required"><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_postcode" id="billing_postcode" value=""></span></p>
        <p class="form-row address-field validate-required"><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_city" id="billing_city" value=""></span></p>
        <p class="form-row address-field"><select name="billing_state" id="billing_state"><option value="">Wählen</option><option value="DE-HH">Hamburg</option></select></p>
        <p class="form-row"><select name="shipping_method[0]" id="shipping_method_0" class="shipping_method"><option value="flat_rate:1" selected>Versand</option><option value="local_pickup:2">Abholung</option></select></p>
      </div>`,
    );
    expect(document.querySelector('.woocommerce-billing-fields__field-wrapper #billing_postcode')).not.toBeNull();
    (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
    const spy = vi.fn(replay('woocommerce/17-update_order_review-valid.json'));
    vi.stubGlobal('fetch', spy);
    unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
    const fire = (id: string, type: 'input' | 'change', value?: string) =>
      act(() => {
        const element = document.getElementById(id) as HTMLInputElement | HTMLSelectElement;
        if (value !== undefined) element.value = value;
        element.dispatchEvent(new Event(type, { bubbles: true }));
      });
    // a plugin's shipping methods as a select (not an address field): at once, as checkout.js's select.shipping_method
    fire('shipping_method_0', 'change', 'local_pickup:2');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls(spy, 'update_order_review')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    spy.mockClear();
    fire('billing_postcode', 'input', '20457');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    fire('billing_postcode', 'change');
    // the state's select waits for the address too
    fire('billing_state', 'change', 'DE-HH');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls(spy, 'update_order_review')).toBe(0);
    // the country is marked update_totals_on_change: at once, whatever else is empty
    fire('billing_country', 'change', 'AT');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls(spy, 'update_order_review')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    fire('billing_address_1', 'input', 'Am Sandtorkai 1');
    fire('billing_address_1', 'change');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(calls(spy, 'update_order_review')).toBe(1);
    // the last required field typed: the refresh follows the typing, once
    fire('billing_city', 'input', 'Hamburg');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(calls(spy, 'update_order_review')).toBe(1);
    // the typing's 1000 ms, then the end of the task that asked (a tick of the fake clock)
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(calls(spy, 'update_order_review')).toBe(2);
  });

  it('18: a bad nonce (403 -1) tells the shopper to reload, keeps what was typed and the totals', async () => {
    await start(replay('woocommerce/18-update_order_review-bad-nonce.json'));
    field('billing_first_name').value = 'Max';
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(reviewNotice()).not.toBeNull());
    expect(reviewNotice()!.textContent).toContain('Ihre Sitzung ist abgelaufen');
    expect(reviewNotice()!.querySelector('[role="alert"]')).not.toBeNull();
    expect(reviewNotice()!.querySelector('button')!.textContent).toBe('Seite neu laden');
    expect(field('billing_first_name').value).toBe('Max');
    expect(document.querySelector('.order-total')!.textContent).toContain('0,00');
  });

  it('21: the reply for an emptied cart (no result) replaces the form with its notice, as checkout.js does', async () => {
    await start(replay('woocommerce/21-update_order_review-empty-cart-after-order.json'));
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(document.querySelector('form.checkout')).toBeNull());
    const notice = document.querySelector('.woocommerce-error')!;
    expect(notice.textContent).toContain('Sorry, your session has expired.');
    expect(notice.querySelector('a.wc-backward')!.getAttribute('href')).toBe('http://127.0.0.1:8881/shop/');
  });

  it.each([
    ['HTTP 500', textReply('<h1>Es gab einen kritischen Fehler auf dieser Website.</h1>', 500)],
    ['malformed JSON', textReply('{"fragments": {"div.widget_shopping_cart_content": "<div')],
    ['0', textReply('0', 400)],
  ])('%s is shown above the order review, and the next success clears it', async (_name, failing) => {
    const spy = await start(failing);
    field('billing_postcode').value = '10115';
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(reviewNotice()).not.toBeNull());
    expect(reviewNotice()!.textContent).toContain('Die Summen konnten nicht aktualisiert werden');
    expect(reviewNotice()!.nextElementSibling).toBe(document.querySelector('.woocommerce-checkout-review-order-table'));
    expect(field('billing_postcode').value).toBe('10115');
    spy.mockImplementation(replay('woocommerce/17-update_order_review-valid.json'));
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(reviewNotice()).toBeNull());
  });

  it('refreshes are drawn in the order they were asked for: a failure answered while an earlier refresh still waits for the sanitiser stays shown', async () => {
    let openSanitizer: () => void = () => undefined;
    sanitizerGate.open = new Promise<void>((resolve) => (openSanitizer = resolve));
    const answers = [replay('woocommerce/17-update_order_review-valid.json'), textReply('<h1>Fehler</h1>', 500)];
    let reviews = 0;
    await start((url, init) =>
      String(url).includes('update_order_review') ? answers[reviews++]!(url, init) : new Promise<Response>(() => undefined),
    );
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(reviews).toBe(1));
    // the first answer is in, its drawing waits for the sanitiser; the next refresh fails meanwhile
    await settle(5);
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(reviews).toBe(2));
    await settle(5);
    openSanitizer();
    await waitForPage(() => expect(orderTotal()).not.toBe('0,00 €'));
    await waitForPage(() => expect(reviewNotice()?.textContent).toContain('Die Summen konnten nicht aktualisiert werden'));
    await settle(5);
    expect(reviewNotice()?.textContent).toContain('Die Summen konnten nicht aktualisiert werden');
  });

  it('the review stays busy while any refresh is out: the first one answered does not clear it while a later one is still on its way', async () => {
    const answers: ((reply: Response) => void)[] = [];
    await start((url) =>
      String(url).includes('update_order_review')
        ? new Promise<Response>((resolve) => answers.push(resolve))
        : new Promise<Response>(() => undefined),
    );
    const review = () => document.getElementById('order_review')!;
    const busy = () => [review().classList.contains('processing'), review().getAttribute('aria-busy')];
    const answer = (index: number) => answers[index]!(validReview());
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(answers).toHaveLength(1));
    expect(busy()).toEqual([true, 'true']);
    // a second change while the first refresh is out: it leaves once the first is answered (they take
    // turns), and the first's answer, overtaken, is not drawn
    act(() => trigger('update_checkout'));
    answer(0);
    await waitForPage(() => expect(answers).toHaveLength(2));
    await settle(5);
    expect(busy()).toEqual([true, 'true']);
    answer(1);
    await waitForPage(() => expect(orderTotal()).not.toBe('0,00 €'));
    expect(busy()).toEqual([false, null]);
  });

  it('a time-out is shown too', async () => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).shopIslands = { requestTimeoutMs: 1000 };
    await start(pending().fetcher);
    act(() => trigger('update_checkout'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reviewNotice()!.textContent).toContain('Die Summen konnten nicht aktualisiert werden');
  });

  it('fragments go through the sanitiser; only the SEPA mandate host stays a host', async () => {
    await start(
      jsonReply({
        result: 'success',
        messages: '',
        reload: false,
        fragments: {
          '.woocommerce-checkout-review-order-table':
            '<table class="shop_table woocommerce-checkout-review-order-table"><tr><td class="order-total">1,00 €<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></td></tr></table>',
          '.woocommerce-checkout-payment':
            '<div id="payment" class="woocommerce-checkout-payment"><input type="radio" name="payment_method" value="cod"><fieldset class="german-market-sepa-fields" data-island="sepa-mandate"></fieldset><div data-island="lazy-scripts" data-flag="fetch"></div><a href="javascript:alert(1)">x</a><form action="https://evil.example/"></form><button id="place_order" type="submit">Bestellen</button></div>',
        },
      }),
    );
    const updated = vi.fn();
    document.body.addEventListener('updated_checkout', updated);
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(updated).toHaveBeenCalled());
    const review = document.querySelector('#order_review')!;
    expect(review.textContent).toContain('1,00 €');
    expect(review.querySelector('script, [onerror]')).toBeNull();
    expect(review.querySelector('.german-market-sepa-fields')!.getAttribute('data-island')).toBe('sepa-mandate');
    expect(review.querySelector('[data-flag="fetch"]')!.hasAttribute('data-island')).toBe(false);
    expect(review.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(review.querySelector('form')!.hasAttribute('action')).toBe(false);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('placing the order', () => {
  it('reads the fields before the form turns busy (FormData then needs no fresh styles in the press) and sends them at once', async () => {
    const spy = await start(() => new Promise<Response>(() => undefined));
    field('billing_first_name').value = 'Erika';
    const busyWhenRead: boolean[] = [];
    const NativeFormData = FormData;
    vi.stubGlobal(
      'FormData',
      class extends NativeFormData {
        constructor(form?: HTMLFormElement) {
          super(form);
          if (form) busyWhenRead.push(form.classList.contains('processing'));
        }
      },
    );
    submit();
    expect(busyWhenRead).toEqual([false]);
    expect(form().classList.contains('processing')).toBe(true);
    expect(calls(spy, 'checkout')).toBe(1);
    expect(String(spy.mock.calls.find(([url]) => String(url).includes('wc-ajax=checkout'))![1]!.body)).toContain(
      'billing_first_name=Erika',
    );
  });

  it('19: the errors are shown above the form, the button comes back and the fields stay', async () => {
    await start(replay('woocommerce/19-checkout-error-missing-fields.json'));
    field('billing_first_name').value = 'Max';
    const errors = vi.fn();
    document.body.addEventListener('checkout_error', errors);
    submit();
    expect(button().disabled).toBe(true);
    await waitForPage(() => expect(errors).toHaveBeenCalled());
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error li[data-id="billing_first_name"]')).not.toBeNull();
    expect(button().disabled).toBe(false);
    expect(form().classList.contains('processing')).toBe(false);
    expect(field('billing_first_name').value).toBe('Max');
  });

  it('error messages go through the sanitiser', async () => {
    await start(
      jsonReply({
        result: 'failure',
        messages:
          '<ul class="woocommerce-error"><li>Fehler<img src=x onerror="window.__xss=3"><script>window.__xss=4</script><a href="javascript:alert(1)">x</a></li></ul>',
      }),
    );
    const errors = vi.fn();
    document.body.addEventListener('checkout_error', errors);
    submit();
    await waitForPage(() => expect(errors).toHaveBeenCalled());
    const group = document.querySelector('.woocommerce-NoticeGroup-checkout')!;
    expect(group.textContent).toContain('Fehler');
    expect(group.querySelector('script, [onerror], a[href]')).toBeNull();
  });

  it('20: after a successful order the form stays blocked until the page leaves', async () => {
    const spy = await start(replay('woocommerce/20-checkout-success-cod.json'));
    submit();
    await waitForPage(() =>
      expect(navigation.assign).toHaveBeenCalledWith('http://127.0.0.1:8881/checkout/order-received/19/?key=wc_order_Ps594F4DdGvZG'),
    );
    expect(button().disabled).toBe(true);
    expect(form().classList.contains('processing')).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    // a second click, Enter in a field, a refresh of the totals: nothing goes out again
    act(() => button().click());
    submit();
    act(() => trigger('update_checkout'));
    await settle();
    expect(calls(spy, 'checkout')).toBe(1);
    expect(calls(spy, 'update_order_review')).toBe(0);
    expect(button().disabled).toBe(true);
    // said to screen readers only: a line shown as the page leaves would move what follows it
    const status = document.querySelector<HTMLElement>('.si-checkout__status')!;
    expect(status.querySelector('.screen-reader-text')!.textContent).toBe(
      'Ihre Bestellung ist eingegangen. Sie werden zur Bestellbestätigung weitergeleitet.',
    );
    expect(status.style.margin).toBe('0px');
  });

  it('a page restored from the back-forward cache after a placed order reloads, so no one orders twice', async () => {
    await start(replay('woocommerce/20-checkout-success-cod.json'));
    submit();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalled());
    act(() => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });

  it('a page restored from the back-forward cache without an order stays as it is', async () => {
    await start(pending().fetcher);
    act(() => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it(`has no time-out: after ${STILL_WORKING_MS} ms it says it is still working, the button stays disabled and the request waits`, async () => {
    vi.useFakeTimers();
    const { fetcher, signals } = pending();
    const spy = await start(fetcher);
    submit();
    await act(() => vi.advanceTimersByTimeAsync(STILL_WORKING_MS - 1));
    expect(document.querySelector('.si-checkout__status')?.textContent ?? '').toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    const status = document.querySelector('.si-checkout__status')!;
    expect(status.textContent).toContain('Ihre Bestellung wird noch bearbeitet');
    expect(status.getAttribute('role')).toBe('status');
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(signals[0]!.aborted).toBe(false);
    expect(button().disabled).toBe(true);
    submit();
    expect(calls(spy, 'checkout')).toBe(1);
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')).toBeNull();
  });

  // 1 ms: shorter than a frame, before the placing state's own render (after the press is painted)
  it.each([500, 1])('the still-working threshold can be set through window.shopIslands: %i ms', async (ms) => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).shopIslands = { checkoutStillWorkingMs: ms };
    await start(pending().fetcher);
    submit();
    await act(() => vi.advanceTimersByTimeAsync(ms));
    expect(document.querySelector('.si-checkout__status')!.textContent).toContain('Ihre Bestellung wird noch bearbeitet');
  });

  it('says so in English for an English shop', async () => {
    vi.useFakeTimers();
    (globalThis as Record<string, unknown>).shopIslands = { locale: 'en-GB' };
    await start(pending().fetcher);
    submit();
    await act(() => vi.advanceTimersByTimeAsync(STILL_WORKING_MS));
    expect(document.querySelector('.si-checkout__status')!.textContent).toBe(
      'Your order is still being processed. Please keep this page open and do not order again.',
    );
  });

  it('an order placed while the totals refresh waits for that refresh, and the new place-order button stays disabled', async () => {
    const { spy, answerReview } = await refreshOut(() => new Promise<Response>(() => undefined));
    submit();
    await settle();
    expect(calls(spy, 'checkout')).toBe(0);
    answerReview();
    await waitForPage(() => expect(calls(spy, 'checkout')).toBe(1));
    expect(button().textContent).toBe('Place order');
    expect(button().disabled).toBe(true);
    // no refresh races the order on its way
    act(() => trigger('update_checkout'));
    await settle();
    expect(calls(spy, 'update_order_review')).toBe(1);
  });

  it('an order waiting for a refresh leaves with the server’s answer, not once its fragments are drawn', async () => {
    const totalWhenOrdered: string[] = [];
    const { spy, answerReview, openSanitizer } = await refreshOut(
      () => {
        totalWhenOrdered.push(orderTotal()!);
        return new Promise<Response>(() => undefined);
      },
      { holdSanitizer: true },
    );
    submit();
    await settle();
    expect(calls(spy, 'checkout')).toBe(0);
    answerReview();
    // the order is out while the answer still waits for the sanitiser: the old total is still shown
    await waitForPage(() => expect(calls(spy, 'checkout')).toBe(1));
    expect(totalWhenOrdered).toEqual(['0,00 €']);
    expect(orderTotal()).toBe('0,00 €');
    openSanitizer();
    await waitForPage(() => expect(orderTotal()).not.toBe('0,00 €'));
    // the answer's fresh place-order button came while the order was on its way: it stays disabled
    expect(button().disabled).toBe(true);
    expect(calls(spy, 'update_order_review')).toBe(1);
  });

  it('the order’s answer is shown after the fragments of the refresh it waited for, so that they never cover it', async () => {
    const { spy, answerReview, openSanitizer } = await refreshOut(
      textReply('<h1>Es gab einen kritischen Fehler auf dieser Website.</h1>', 500),
      {
        holdSanitizer: true,
      },
    );
    submit();
    answerReview();
    await waitForPage(() => expect(calls(spy, 'checkout')).toBe(1));
    await settle(5);
    // answered (HTTP 500), but the refresh is still being drawn: nothing shown yet, the form still busy
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')).toBeNull();
    expect(button().disabled).toBe(true);
    openSanitizer();
    await waitForPage(() => expect(orderTotal()).not.toBe('0,00 €'));
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout')?.textContent ?? '').toMatch(/Fehler/));
    await waitForPage(() => expect(button().disabled).toBe(false));
  });

  it('a redirect to a hash of this page (a gateway’s 3-D Secure step) hands the order to its script: busy until it unblocks the form, then usable for another try', async () => {
    const spy = await start(jsonReply({ result: 'success', redirect: '#wcpay-confirm-pi:1:pi_secret' }));
    const succeeded = vi.fn();
    form().addEventListener('checkout_place_order_success', succeeded);
    submit();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledWith(`${location.href.split('#')[0]}#wcpay-confirm-pi:1:pi_secret`));
    expect(succeeded).toHaveBeenCalledTimes(1);
    await settle();
    expect(form().classList.contains('processing')).toBe(true);
    expect(button().disabled).toBe(true);
    // the gateway's script lets go (the shopper closed the 3-D Secure window), as it does with checkout.js
    act(() => form().classList.remove('processing'));
    await waitForPage(() => expect(button().disabled).toBe(false));
    expect(form().hasAttribute('aria-busy')).toBe(false);
    submit();
    await waitForPage(() => expect(calls(spy, 'checkout')).toBe(2));
  });

  it('placing the order drops a refresh still waiting for the typing to stop, as checkout.js does: none follows a failed order', async () => {
    vi.useFakeTimers();
    const spy = await start(
      jsonReply({ result: 'failure', messages: '<ul class="woocommerce-error"><li>Bitte AGB akzeptieren</li></ul>' }),
    );
    act(() => {
      field('billing_postcode').value = '20457';
      field('billing_postcode').dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    submit();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(calls(spy, 'checkout')).toBe(1);
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')?.textContent).toContain('Bitte AGB akzeptieren');
    expect(calls(spy, 'update_order_review')).toBe(0);
  });

  it('a refresh asked for while the order was on its way runs once the order failed', async () => {
    let answerOrder: ((reply: Response) => void) | undefined;
    const spy = await start((url) =>
      String(url).includes('wc-ajax=checkout')
        ? new Promise<Response>((resolve) => (answerOrder = resolve))
        : replay('woocommerce/17-update_order_review-valid.json')(url),
    );
    submit();
    await waitForPage(() => expect(answerOrder).toBeDefined());
    act(() => trigger('update_checkout'));
    expect(calls(spy, 'update_order_review')).toBe(0);
    answerOrder!(
      new Response(JSON.stringify({ result: 'failure', messages: '<ul class="woocommerce-error"><li>Nein</li></ul>' }), { status: 200 }),
    );
    await waitForPage(() => expect(calls(spy, 'update_order_review')).toBe(1));
    expect(button().disabled).toBe(false);
  });

  it('replays the recorded request: the form is posted as WooCommerce posts it', async () => {
    const spy = await start(replay('woocommerce/20-checkout-success-cod.json'));
    submit();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalled());
    const [url, init] = spy.mock.calls[0]!;
    expect(String(url)).toContain('wc-ajax=checkout');
    expect(new URLSearchParams(String(init!.body)).get('payment_method')).toBe(
      new URLSearchParams(recorded('woocommerce/20-checkout-success-cod.json').request.body).get('payment_method'),
    );
  });
});

describe("a plugin's PHP notice printed before the order's answer (checkout.js's dataFilter repairs it)", () => {
  it('the order placed is followed to its thank-you page, not told as failed (the shopper would order again)', async () => {
    const { response } = recorded('woocommerce/20-checkout-success-cod.json');
    const notice =
      '<br />\n<b>Deprecated</b>:  Function get_magic_quotes_gpc is <b>deprecated</b> in <b>/var/www/wp-content/plugins/old/old.php</b> on line <b>12</b><br />\n';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start(textReply(notice + response.body));
    submit();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalled());
    expect(String(vi.mocked(navigation.assign).mock.calls[0]![0])).toContain('order-received');
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('a notice around something else than an answer stays a failure', async () => {
    await start(textReply('<b>Warning</b>: x on line 3 {"other": 1}'));
    const errors = vi.fn();
    document.body.addEventListener('checkout_error', errors);
    submit();
    await waitForPage(() => expect(errors).toHaveBeenCalled());
    expect(navigation.assign).not.toHaveBeenCalled();
  });
});

describe('bad replies to the order, and offline', () => {
  it.each([
    ['HTTP 500', textReply('<h1>Es gab einen kritischen Fehler auf dieser Website.</h1>', 500)],
    ['malformed JSON', textReply('{"result": "succ')],
    ['a reply of another shape', jsonReply({ result: 'maybe' })],
    ['0', textReply('0', 400)],
    ['-1 (403, session expired)', textReply('-1', 403)],
  ])('%s: one clear message above the form, the button back, what was typed kept', async (name, failing) => {
    await start(failing);
    field('billing_first_name').value = 'Max';
    const errors = vi.fn();
    document.body.addEventListener('checkout_error', errors);
    submit();
    await waitForPage(() => expect(errors).toHaveBeenCalled());
    const notice = document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error[role="alert"]')!;
    expect(notice.textContent).toBe(
      name.startsWith('-1')
        ? 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.'
        : 'Beim Verarbeiten Ihrer Bestellung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
    expect(String(errors.mock.calls[0]![0] instanceof CustomEvent ? (errors.mock.calls[0]![0] as CustomEvent).detail : '')).toContain(
      'woocommerce-error',
    );
    expect(button().disabled).toBe(false);
    expect(form().hasAttribute('aria-busy')).toBe(false);
    expect(field('billing_first_name').value).toBe('Max');
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('offline: says so, and the order can be placed again once back', async () => {
    const spy = await start(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    submit();
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')).not.toBeNull());
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')!.textContent).toBe(
      'Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
    );
    expect(button().disabled).toBe(false);
    spy.mockImplementation(replay('woocommerce/20-checkout-success-cod.json'));
    submit();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledTimes(1));
  });

  it('a redirect that is no web address is not followed (the order stays placed, the form blocked)', async () => {
    await start(jsonReply({ result: 'success', redirect: 'javascript:alert(1)', order_id: 7 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    submit();
    await waitForPage(() =>
      expect(document.querySelector('.si-checkout__status')!.textContent).toContain('Ihre Bestellung ist eingegangen'),
    );
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(button().disabled).toBe(true);
  });

  it('a URL-encoded redirect is decoded, as checkout.js does', async () => {
    await start(jsonReply({ result: 'success', redirect: 'https%3A%2F%2Fpay.example%2Fsession%2F1', order_id: 7 }));
    submit();
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalledWith('https://pay.example/session/1'));
  });

  it('offline refresh of the totals: shown above them, the totals kept', async () => {
    await start(async () => {
      throw new TypeError('Failed to fetch');
    });
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(reviewNotice()).not.toBeNull());
    expect(reviewNotice()!.textContent).toContain('Die Summen konnten nicht aktualisiert werden');
    expect(document.querySelector('.order-total')!.textContent).toContain('0,00');
  });

  it("a refresh the server answers with failure messages: they show above the totals, sanitised, as checkout.js's review group (no checkout_error: no order failed); the next refresh takes them away", async () => {
    const failing = jsonReply({
      result: 'failure',
      messages: '<ul class="woocommerce-error"><li>Nein<img src=x onerror="window.__xss=5"><script>window.__xss=6</script></li></ul>',
      fragments: {},
    });
    let answer: typeof fetch = failing;
    await start((url, init) => answer(url, init));
    const errors = vi.fn();
    document.body.addEventListener('checkout_error', errors);
    act(() => trigger('update_checkout'));
    const group = () => document.querySelector('.woocommerce-NoticeGroup-updateOrderReview');
    await waitForPage(() => expect(group()?.textContent).toContain('Nein'));
    expect(group()!.nextElementSibling?.matches('.woocommerce-checkout-review-order-table')).toBe(true);
    expect(group()!.querySelector('[onerror], script')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    answer = replay('woocommerce/17-update_order_review-valid.json');
    const updated = vi.fn();
    document.body.addEventListener('updated_checkout', updated);
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(updated).toHaveBeenCalled());
    await waitForPage(() => expect(group()).toBeNull());
  });
});

describe('changes made before the island was mounted', () => {
  it('a payment method chosen before mount: its box shows and the totals refresh at once', async () => {
    document.body.innerHTML = FORM;
    document.querySelector<HTMLInputElement>('#payment_method_bacs')!.checked = true;
    (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
    const spy = vi.fn(replay('woocommerce/17-update_order_review-valid.json'));
    vi.stubGlobal('fetch', spy);
    unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_bacs')!.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_cod')!.hidden).toBe(true);
    await waitForPage(() => expect(calls(spy, 'update_order_review')).toBe(1));
  });

  it('an address typed before mount: the refresh waits as after typing', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = FORM;
    field('billing_postcode').value = '2045';
    (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
    const spy = vi.fn(replay('woocommerce/17-update_order_review-valid.json'));
    vi.stubGlobal('fetch', spy);
    unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(calls(spy, 'update_order_review')).toBe(0);
    // the typing's 1000 ms, then the end of the task that asked (a tick of the fake clock)
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(calls(spy, 'update_order_review')).toBe(1);
  });

  it('a field another plugin marks update_totals_on_change, ticked before mount: the totals refresh at once', async () => {
    document.body.innerHTML = FORM;
    form().insertAdjacentHTML(
      'afterbegin',
      '<p class="form-row update_totals_on_change"><input type="checkbox" name="gift_wrap" value="1"></p>',
    );
    document.querySelector<HTMLInputElement>('[name="gift_wrap"]')!.checked = true;
    (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
    const spy = vi.fn(replay('woocommerce/17-update_order_review-valid.json'));
    vi.stubGlobal('fetch', spy);
    unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
    await waitForPage(() => expect(calls(spy, 'update_order_review')).toBe(1));
  });

  it('a state select that country-select.js refilled at load (forgetting which option the server chose) is no change: no refresh at mount; a state chosen before mount is', async () => {
    const { startCheckoutPage } = await import('./page');
    for (const chosen of ['DE-BE', 'DE-HH']) {
      document.body.innerHTML = FORM.replace(
        '<input name="billing_country" value="DE">',
        '<input name="billing_country" value="DE"><select name="billing_state" id="billing_state" class="state_select"><option value="">Wählen</option><option value="DE-BE" selected>Berlin</option><option value="DE-HH">Hamburg</option></select>',
      );
      startCheckoutPage(form());
      // as country-select.js refills it: new options, the value set by script
      const state = document.querySelector<HTMLSelectElement>('#billing_state')!;
      state.innerHTML = '<option value="">Wählen</option><option value="DE-BE">Berlin</option><option value="DE-HH">Hamburg</option>';
      state.value = chosen;
      (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
      const spy = vi.fn(replay('woocommerce/17-update_order_review-valid.json'));
      vi.stubGlobal('fetch', spy);
      unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
      await settle(5);
      expect(calls(spy, 'update_order_review'), chosen).toBe(chosen === 'DE-BE' ? 0 : 1);
      act(() => unmount?.());
      unmount = undefined;
    }
  });

  it('nothing changed: no refresh at mount (the server printed the review)', async () => {
    const spy = await start(replay('woocommerce/17-update_order_review-valid.json'));
    await settle();
    expect(calls(spy, 'update_order_review')).toBe(0);
  });
});

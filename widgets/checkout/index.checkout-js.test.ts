// @vitest-environment jsdom
// Notices go in through the sanitiser, and DOMPurify needs jsdom.
/**
 * What checkout.js does beside the order review: coupons, gateways asked on form.checkout, the place-order label, the loader's wake-ups.
 * The login and coupon toggles and "Create an account?" (the page module): page.test.ts; reading coupon replies: coupons.test.ts.
 */
import jQueryFactory from 'jquery';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, waitForPage } from '../../test/fixtures/act';
import { replay } from '../../test/fixtures/recorded';
import { resetConfig } from '../../src/wp/config';
import island from './index';
import { checkout } from './island';
import { WAKE } from './names';
import { startCheckoutPage } from './page';

/** What the loader does on finding the form: its own work, then the page module's it fetches. */
const found = (host: HTMLElement) => {
  checkout.onFound!(host);
  startCheckoutPage(host);
};
import { navigation } from './navigation';
import { CHECKOUT_PAGE as PAGE, mountedCheckout, watchCheckoutPage } from '../../test/fixtures/checkout-page';

const html =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let unmount: (() => void) | undefined;
const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const couponForm = () => document.querySelector<HTMLFormElement>('form.checkout_coupon')!;
const couponField = () => document.querySelector<HTMLInputElement>('#coupon_code')!;
const couponError = () => document.querySelector('.coupon-error-notice');
const bodies = (spy: ReturnType<typeof vi.fn>, endpoint: string) =>
  spy.mock.calls
    .filter(([url]) => String(url).includes(`wc-ajax=${endpoint}`))
    .map(([, init]) => new URLSearchParams(String((init as RequestInit).body)));

async function start(fetcher: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  document.body.innerHTML = PAGE;
  (globalThis as Record<string, unknown>).wc_checkout_params = {
    update_order_review_nonce: 'd6f0e1a013',
    apply_coupon_nonce: 'a1',
    remove_coupon_nonce: 'r1',
    i18n_checkout_error: 'There was an error processing your order. Please review your <a href="/my-account/orders/">order history</a>.',
  };
  const spy = vi.fn(fetcher);
  vi.stubGlobal('fetch', spy);
  unmount = await mountedCheckout(() => island.mount(form(), { purchaseOnAccountHidesShipping: false }));
  return spy;
}

async function applyCoupon(code: string) {
  couponForm().style.display = '';
  couponField().value = code;
  act(() => {
    couponForm().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

beforeEach(() => {
  watchCheckoutPage();
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).wc_checkout_params;
  delete (globalThis as Record<string, unknown>).jQuery;
  resetConfig();
});

describe('applying a coupon', () => {
  it('posts apply_coupon as checkout.js does; a success closes the form, shows the notice before it and refreshes without shipping methods', async () => {
    const spy = await start(async (url, init) =>
      String(url).includes('apply_coupon')
        ? html('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')()
        : replay('woocommerce/17-update_order_review-valid.json')(url, init),
    );
    const applied = vi.fn();
    document.body.addEventListener('applied_coupon_in_checkout', applied);
    await applyCoupon('rabatt10');
    await waitForPage(() => expect(bodies(spy, 'update_order_review')).toHaveLength(1));
    const [sent] = bodies(spy, 'apply_coupon');
    expect(Object.fromEntries(sent!)).toEqual({ security: 'a1', coupon_code: 'rabatt10', billing_email: 'erika@example.de' });
    await waitForPage(() => expect(couponForm().previousElementSibling!.textContent).toContain('Coupon code applied successfully.'));
    expect(couponForm().style.display).toBe('none');
    expect(document.querySelector('a.showcoupon')!.getAttribute('aria-expanded')).toBe('false');
    expect(couponField().value).toBe('');
    // the page's older notices went, as checkout.js removes them
    expect(document.body.textContent).not.toContain('Alt');
    expect((applied.mock.calls[0]![0] as CustomEvent).detail).toEqual(['rabatt10']);
    expect(bodies(spy, 'update_order_review')[0]!.has('shipping_method[0]')).toBe(false);
  });

  it('a coupon pressed while a refresh is out waits for its answer, and a refresh asked meanwhile waits for the coupon: nothing aborted, one at a time on the server', async () => {
    // WooCommerce saves the session a request loaded when that request ends: a refresh still running
    // while the coupon is applied (aborted or not: the server runs it to its end) takes the coupon out again
    const held: Array<() => void> = [];
    const out: string[] = [];
    const signals: AbortSignal[] = [];
    const spy = await start(async (url, init) => {
      const endpoint = /wc-ajax=(\w+)/.exec(String(url))![1]!;
      out.push(endpoint);
      if (init?.signal) signals.push(init.signal);
      await new Promise<void>((resolve) => held.push(resolve));
      out.splice(out.indexOf(endpoint), 1);
      return endpoint === 'apply_coupon'
        ? html('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>')()
        : replay('woocommerce/17-update_order_review-valid.json')(url, init);
    });
    const { trigger } = await import('../../src/wp/events');
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(out).toEqual(['update_order_review']));
    await applyCoupon('rabatt10');
    // a second refresh asked now waits too, and is merged with the coupon's own
    act(() => trigger('update_checkout'));
    await settle(20);
    expect(out).toEqual(['update_order_review']);
    held.shift()!();
    await waitForPage(() => expect(out).toEqual(['apply_coupon']));
    held.shift()!();
    await waitForPage(() => expect(out).toEqual(['update_order_review']));
    held.shift()!();
    await waitForPage(() => expect(out).toEqual([]));
    await settle(20);
    expect(spy.mock.calls.map(([url]) => /wc-ajax=(\w+)/.exec(String(url))![1])).toEqual([
      'update_order_review',
      'apply_coupon',
      'update_order_review',
    ]);
    expect(signals.some((signal) => signal.aborted)).toBe(false);
    await waitForPage(() => expect(couponForm().previousElementSibling!.textContent).toContain('Coupon code applied successfully.'));
  });

  it('an error notice is shown under the field as text; the field is marked and keeps the code', async () => {
    await start(html('<ul class="woocommerce-error" role="alert"><li>Coupon "falsch" does not exist!</li></ul>'));
    await applyCoupon('falsch');
    await waitForPage(() => expect(couponError()).not.toBeNull());
    expect(couponError()!.textContent).toBe('Coupon "falsch" does not exist!');
    expect(couponError()!.getAttribute('role')).toBe('alert');
    expect(couponField().getAttribute('aria-invalid')).toBe('true');
    expect(couponField().getAttribute('aria-describedby')).toBe('coupon-error-notice');
    expect(couponField().value).toBe('falsch');
    expect(couponForm().style.display).toBe('');
    // typing again clears it
    act(() => {
      couponField().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitForPage(() => expect(couponError()).toBeNull());
    expect(couponField().hasAttribute('aria-invalid')).toBe(false);
  });

  it.each([
    ['HTTP 500', html('<h1>Es gab einen kritischen Fehler auf dieser Website.</h1>', 500), 'Beim Shop ist ein Fehler aufgetreten'],
    ['-1 (expired nonce)', html('-1', 403), 'Ihre Sitzung ist abgelaufen'],
    ['an empty reply', html(''), 'Der Gutschein konnte nicht eingelöst werden.'],
    [
      'offline',
      async () => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        throw new TypeError('Failed to fetch');
      },
      'Sie sind offline',
    ],
  ])('%s: says so under the field, keeps the code and the form open, refreshes nothing', async (_name, fetcher, message) => {
    const spy = await start(fetcher);
    await applyCoupon('rabatt10');
    await waitForPage(() => expect(couponError()).not.toBeNull());
    expect(couponError()!.textContent).toContain(message);
    expect(couponField().value).toBe('rabatt10');
    expect(couponForm().style.display).toBe('');
    expect(couponForm().classList.contains('processing')).toBe(false);
    expect(bodies(spy, 'update_order_review')).toHaveLength(0);
    expect(document.body.textContent).toContain('Alt');
  });

  it('a coupon form submitted before mount is applied at mount (the loader kept it)', async () => {
    document.body.innerHTML = PAGE;
    const host = form();
    found(host);
    const wake = vi.fn();
    window.addEventListener(WAKE, wake);
    couponField().value = 'rabatt10';
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    couponForm().dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(wake).toHaveBeenCalled();
    window.removeEventListener(WAKE, wake);
    (globalThis as Record<string, unknown>).wc_checkout_params = { apply_coupon_nonce: 'a1' };
    const spy = vi.fn(html('<div class="woocommerce-message">Coupon code applied successfully.</div>'));
    vi.stubGlobal('fetch', spy);
    unmount = await mountedCheckout(() => island.mount(host, { purchaseOnAccountHidesShipping: false }));
    await waitForPage(() => expect(bodies(spy, 'apply_coupon')).toHaveLength(1));
    expect(bodies(spy, 'apply_coupon')[0]!.get('coupon_code')).toBe('rabatt10');
  });
});

describe('removing a coupon', () => {
  const clickRemove = () => act(() => document.querySelector<HTMLElement>('.woocommerce-remove-coupon')!.click());

  it('posts remove_coupon; the notice goes before the checkout form and the totals refresh', async () => {
    const spy = await start(async (url, init) =>
      String(url).includes('remove_coupon')
        ? html('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>')()
        : replay('woocommerce/17-update_order_review-valid.json')(url, init),
    );
    const removed = vi.fn();
    document.body.addEventListener('removed_coupon_in_checkout', removed);
    clickRemove();
    await waitForPage(() => expect(bodies(spy, 'update_order_review')).toHaveLength(1));
    expect(Object.fromEntries(bodies(spy, 'remove_coupon')[0]!)).toEqual({ security: 'r1', coupon: 'rabatt10' });
    await waitForPage(() => expect(form().previousElementSibling!.textContent).toContain('Coupon has been removed.'));
    expect((removed.mock.calls[0]![0] as CustomEvent).detail).toEqual(['rabatt10']);
  });

  it('the review stays busy from the remove through the refresh it asks for, until that is answered', async () => {
    let answerReview: (() => void) | undefined;
    await start(async (url, init) => {
      if (String(url).includes('remove_coupon'))
        return html('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>')();
      await new Promise<void>((resolve) => (answerReview = resolve));
      return replay('woocommerce/17-update_order_review-valid.json')(url, init);
    });
    const review = () => document.querySelector('#order_review')!;
    const busy = () => [review().classList.contains('processing'), review().getAttribute('aria-busy')];
    clickRemove();
    expect(busy()).toEqual([true, 'true']);
    await waitForPage(() => expect(answerReview).toBeDefined());
    await settle(5);
    expect(busy()).toEqual([true, 'true']);
    answerReview!();
    await waitForPage(() => expect(busy()).toEqual([false, null]));
  });

  it.each([
    ['HTTP 500', html('oops', 500), 'Der Gutschein konnte nicht entfernt werden. Beim Shop ist ein Fehler aufgetreten'],
    ['-1', html('-1', 403), 'Ihre Sitzung ist abgelaufen'],
    ['an empty reply', html(''), 'Der Gutschein konnte nicht entfernt werden.'],
  ])('%s: says so before the form, the review stays as it was', async (_name, fetcher, message) => {
    const spy = await start(fetcher);
    clickRemove();
    await waitForPage(() => expect(form().previousElementSibling!.querySelector('[role="alert"]')).not.toBeNull());
    expect(form().previousElementSibling!.textContent).toContain(message);
    expect(document.querySelector('tr.cart-discount')).not.toBeNull();
    expect(document.querySelector('#order_review')!.classList.contains('processing')).toBe(false);
    expect(bodies(spy, 'update_order_review')).toHaveLength(0);
  });
});

describe('gateways on form.checkout (jQuery)', () => {
  const useJQuery = () => {
    (globalThis as Record<string, unknown>).jQuery = jQueryFactory;
    return jQueryFactory as unknown as (target: unknown) => {
      on(name: string, handler: (...args: unknown[]) => unknown): void;
      trigger(name: string): void;
    };
  };
  const submit = () =>
    act(() => {
      form().dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    });

  it('checkout_place_order_<method> answering false on the form stops the order', async () => {
    const $ = useJQuery();
    const spy = await start(replay('woocommerce/20-checkout-success-cod.json'));
    const asked = vi.fn(() => false);
    $(form()).on('checkout_place_order_bacs', asked);
    submit();
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(bodies(spy, 'checkout')).toHaveLength(0);
    expect(document.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false);
  });

  it('a gateway that stops the first press for its own step and re-submits through jQuery places the order once; the browser posts nothing itself', async () => {
    const $ = useJQuery();
    const spy = await start(replay('woocommerce/20-checkout-success-cod.json'));
    const posted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    let tokenised = false;
    // as card gateways do: stop the order, make a token, put it in the form, submit again
    $(form()).on('checkout_place_order_bacs', () => {
      if (tokenised) return true;
      setTimeout(() => {
        tokenised = true;
        $(form()).trigger('submit');
      }, 0);
      return false;
    });
    submit();
    await waitForPage(() => expect(bodies(spy, 'checkout')).toHaveLength(1));
    await waitForPage(() => expect(navigation.assign).toHaveBeenCalled());
    expect(posted).not.toHaveBeenCalled();
    await settle(5);
    expect(bodies(spy, 'checkout')).toHaveLength(1);
  });

  it("another script's jQuery events: 'update' on the form refreshes the totals, 'validate' on a field checks it", async () => {
    const $ = useJQuery();
    const spy = await start(replay('woocommerce/17-update_order_review-valid.json'));
    $(form()).trigger('update');
    await waitForPage(() => expect(spy.mock.calls.some(([url]) => String(url).includes('update_order_review'))).toBe(true));
    form().insertAdjacentHTML(
      'afterbegin',
      '<p class="form-row validate-required" id="vat_id_field"><input type="text" class="input-text" name="vat_id" id="vat_id" value=""></p>',
    );
    $('#vat_id').trigger('validate');
    expect(document.getElementById('vat_id_field')!.classList.contains('woocommerce-invalid-required-field')).toBe(true);
  });

  it("another script's init_checkout refreshes the totals, as checkout.js answers it; the island's own at mount does not", async () => {
    const $ = useJQuery();
    const started = vi.fn();
    $(document.body).on('init_checkout', started);
    const spy = await start(replay('woocommerce/17-update_order_review-valid.json'));
    const refreshes = () => spy.mock.calls.filter(([url]) => String(url).includes('update_order_review')).length;
    expect(started).toHaveBeenCalledTimes(1);
    await settle(3);
    expect(refreshes()).toBe(0);
    $(document.body).trigger('init_checkout');
    await waitForPage(() => expect(refreshes()).toBe(1));
  });

  it('checkout_place_order_success answering false: no redirect, WooCommerce’s generic error (sanitised HTML), the form usable again', async () => {
    const $ = useJQuery();
    await start(replay('woocommerce/20-checkout-success-cod.json'));
    const success = vi.fn((..._args: unknown[]) => false);
    $(form()).on('checkout_place_order_success', success);
    submit();
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')).not.toBeNull());
    expect((success.mock.calls[0]![1] as { result: string }).result).toBe('success');
    expect(navigation.assign).not.toHaveBeenCalled();
    const group = document.querySelector('.woocommerce-NoticeGroup-checkout')!;
    expect(group.textContent).toContain('There was an error processing your order.');
    expect(group.querySelector('a')!.getAttribute('href')).toBe('/my-account/orders/');
    expect(document.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false);
  });

  it("a gateway's handler of checkout_place_order_success gets its own keys of the answer (a payment intent's secret), and may take over", async () => {
    const $ = useJQuery();
    await start(
      json({
        result: 'success',
        redirect: 'https://shop.test/checkout/order-received/9/',
        order_id: 9,
        payment_intent_secret: 'pi_123_secret',
      }),
    );
    const success = vi.fn((..._args: unknown[]) => false);
    $(form()).on('checkout_place_order_success', success);
    submit();
    await waitForPage(() => expect(success).toHaveBeenCalled());
    expect(success.mock.calls[0]![1]).toMatchObject({ result: 'success', order_id: 9, payment_intent_secret: 'pi_123_secret' });
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it("a gateway's card check gets checkout.js's wc_checkout_form: its submit_error shows the message (sanitised) as the order's errors, checkout_error hears it, no order leaves", async () => {
    const $ = useJQuery();
    const spy = await start(replay('woocommerce/20-checkout-success-cod.json'));
    act(() => {
      document.querySelector<HTMLInputElement>('#payment_method_bacs')!.checked = true;
      form().insertAdjacentHTML(
        'afterbegin',
        '<p class="form-row validate-required" id="vat_id_field"><input type="text" class="input-text" name="vat_id" id="vat_id" value=""></p>',
      );
    });
    const heard = vi.fn();
    $(document.body).on('checkout_error', heard);
    const seen: { method?: string; form?: unknown; json?: boolean[] } = {};
    $(form()).on('checkout_place_order', (_event, wcCheckoutForm) => {
      const api = wcCheckoutForm as { get_payment_method(): string; $checkout_form: { get(index: number): unknown } };
      seen.method = api.get_payment_method();
      seen.form = api.$checkout_form.get(0);
    });
    $(form()).on('checkout_place_order_bacs', (_event, wcCheckoutForm) => {
      const api = wcCheckoutForm as { submit_error(html: string): void; is_valid_json(raw: string): boolean };
      seen.json = [api.is_valid_json('{"result":"success"}'), api.is_valid_json('<br />{'), api.is_valid_json('1')];
      api.submit_error('<div class="woocommerce-error">Kartennummer fehlt<img src=x onerror="window.pwned=1"></div>');
      return false;
    });
    submit();
    await waitForPage(() =>
      expect(document.querySelector('.woocommerce-NoticeGroup-checkout')?.textContent).toContain('Kartennummer fehlt'),
    );
    expect(seen).toEqual({ method: 'bacs', form: form(), json: [true, false, false] });
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout [onerror]')).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]![1]).toContain('Kartennummer fehlt');
    expect(bodies(spy, 'checkout')).toHaveLength(0);
    expect(document.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false);
    // the fields are checked, as submit_error's `validate` does: the empty required one is marked
    expect(document.getElementById('vat_id_field')!.classList.contains('woocommerce-invalid-required-field')).toBe(true);
  });

  it('a gateway that took the order over lets it go with submit_error: its message, the form usable again, another press orders again', async () => {
    const $ = useJQuery();
    const spy = await start(json({ result: 'success', redirect: '#gateway-confirm:1' }));
    let api: { submit_error(html: string): void } | undefined;
    $(form()).on('checkout_place_order_success', (_event, _reply, wcCheckoutForm) => {
      api = wcCheckoutForm as typeof api;
    });
    submit();
    await waitForPage(() => expect(api).toBeDefined());
    await settle();
    expect(document.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(true);
    // the shopper closed the gateway's payment window
    act(() => api!.submit_error('<ul class="woocommerce-error"><li>Zahlung abgebrochen</li></ul>'));
    await waitForPage(() => expect(document.querySelector<HTMLButtonElement>('#place_order')!.disabled).toBe(false));
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')!.textContent).toContain('Zahlung abgebrochen');
    expect(form().classList.contains('processing')).toBe(false);
    submit();
    await waitForPage(() => expect(bodies(spy, 'checkout')).toHaveLength(2));
  });

  it('the leave question stops once the order has answered, before the gateways hear of it (one may send the shopper on itself), as checkout.js detaches it', async () => {
    const $ = useJQuery();
    await start(replay('woocommerce/20-checkout-success-cod.json'));
    const asksWhileAnswering: boolean[] = [];
    const asks = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    $(form()).on('checkout_place_order', () => void queueMicrotask(() => asksWhileAnswering.push(asks())));
    $(form()).on('checkout_place_order_success', () => {
      asksWhileAnswering.push(asks());
      return false;
    });
    submit();
    await waitForPage(() => expect(asksWhileAnswering).toHaveLength(2));
    expect(asksWhileAnswering).toEqual([true, false]);
  });

  it('the order error goes into the notices wrapper nearest the form (the page-top one is not the notices host)', async () => {
    await start(json({ result: 'failure', messages: '<ul class="woocommerce-error"><li>Fehler</li></ul>' }));
    submit();
    await waitForPage(() => expect(document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')).not.toBeNull());
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')!.parentElement).toBe(form().previousElementSibling);
  });

  it('the loader: update_checkout triggered through jQuery before mount wakes the island and is remembered', () => {
    const $ = useJQuery();
    document.body.innerHTML = PAGE;
    found(form());
    const wake = vi.fn();
    window.addEventListener(WAKE, wake);
    $(document.body).trigger('update_checkout');
    window.removeEventListener(WAKE, wake);
    expect(wake).toHaveBeenCalledTimes(1);
    expect((form() as unknown as Record<string, unknown>).siCheckoutUpdatePending).toBe(true);
  });
});

describe('the place-order button says what the payment method does', () => {
  it("a gateway's order_button_text while it is chosen, the button's own text (data-value) otherwise", async () => {
    await start(html(''));
    const list = document.querySelector('.wc_payment_methods')!;
    list.insertAdjacentHTML(
      'beforeend',
      '<li><input type="radio" name="payment_method" id="payment_method_ppcp" value="ppcp" data-order_button_text="Weiter zu PayPal"><div class="payment_box payment_method_ppcp"></div></li>',
    );
    const button = document.querySelector<HTMLButtonElement>('#place_order')!;
    button.setAttribute('data-value', 'Bestellen');
    const choose = (id: string) => {
      const radio = document.getElementById(id) as HTMLInputElement;
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('payment_method_ppcp');
    expect(button.textContent).toBe('Weiter zu PayPal');
    choose('payment_method_bacs');
    expect(button.textContent).toBe('Bestellen');
  });
});

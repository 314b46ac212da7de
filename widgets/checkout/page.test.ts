/** What the checkout page does before the island is there (page.ts, started by the loader): the login and coupon toggles, "Create an account?". */
import jQueryFactory from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_PAGE as PAGE, watchCheckoutPage } from '../../test/fixtures/checkout-page';
import { checkout } from './island';
import { PENDING_COUPON, PENDING_UPDATE, WAKE } from './names';
import { startCheckoutPage } from './page';

/** What the loader does on finding the form: its own work, then the page module's it fetches. */
const found = (host: HTMLElement) => {
  checkout.onFound!(host);
  startCheckoutPage(host);
};

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const couponForm = () => document.querySelector<HTMLFormElement>('form.checkout_coupon')!;
const couponField = () => document.querySelector<HTMLInputElement>('#coupon_code')!;

beforeEach(() => {
  watchCheckoutPage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).wc_checkout_params;
});

describe('the login and coupon toggles (loader)', () => {
  it('show and hide their forms; the coupon link says whether it is open and the field gets focus', () => {
    document.body.innerHTML = PAGE;
    found(form());
    const login = document.querySelector<HTMLElement>('form.login')!;
    login.scrollIntoView = vi.fn();
    document.querySelector<HTMLElement>('a.showlogin')!.click();
    expect(login.style.display).toBe('');
    document.querySelector<HTMLElement>('a.showlogin')!.click();
    expect(login.style.display).toBe('none');
    const link = document.querySelector<HTMLElement>('a.showcoupon')!;
    link.click();
    expect(couponForm().style.display).toBe('');
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(couponField());
    link.click();
    expect(couponForm().style.display).toBe('none');
    expect(link.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('"Create an account?" (loader)', () => {
  it('its fields follow the box when guests may order; a password filled in by the browser is not taken', () => {
    (globalThis as Record<string, unknown>).wc_checkout_params = { option_guest_checkout: 'yes' };
    document.body.innerHTML = PAGE.replace(
      '<input name="billing_country" value="DE">',
      '<input name="billing_country" value="DE"><p class="create-account"><input type="checkbox" id="createaccount" name="createaccount" value="1"></p><div class="create-account"><input type="password" id="account_password" value="autofill"></div>',
    );
    found(form());
    const fields = document.querySelector<HTMLElement>('div.create-account')!;
    expect(fields.style.display).toBe('none');
    const box = document.querySelector<HTMLInputElement>('#createaccount')!;
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(fields.style.display).toBe('');
    expect(document.querySelector<HTMLInputElement>('#account_password')!.value).toBe('');
  });
});

describe('the form (loader)', () => {
  it("is novalidate, as checkout.js makes it: WooCommerce's checks and messages, not the browser's bubble for a half-typed email", () => {
    document.body.innerHTML = PAGE;
    expect(form().noValidate).toBe(false);
    found(form());
    expect(form().noValidate).toBe(true);
  });
});

describe('the start checkout.js gave at every load (loader)', () => {
  it('without jQuery nothing can listen for it: the checkout waits for the shopper', () => {
    document.body.innerHTML = PAGE;
    const heard = vi.fn();
    window.addEventListener(WAKE, heard);
    found(form());
    expect(heard).not.toHaveBeenCalled();
    expect((form() as unknown as Record<string, unknown>)[PENDING_UPDATE]).toBeUndefined();
    window.removeEventListener(WAKE, heard);
  });

  it('with jQuery on the page (a gateway, a theme): the island wakes now and refreshes at mount, as checkout.js does', () => {
    vi.stubGlobal('jQuery', jQueryFactory);
    document.body.innerHTML = PAGE;
    const heard = vi.fn();
    window.addEventListener(WAKE, heard);
    found(form());
    expect(heard).toHaveBeenCalledTimes(1);
    expect((form() as unknown as Record<string, unknown>)[PENDING_UPDATE]).toBe(true);
    window.removeEventListener(WAKE, heard);
  });
});

describe('a coupon form submitted while the island mounts (loader)', () => {
  const submit = () => {
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    couponForm().dispatchEvent(submitted);
    return submitted;
  };

  it('is left to the island once its listener is on, though its mount is not over: kept as well, a later mount would apply it again', () => {
    document.body.innerHTML = PAGE;
    const host = form();
    found(host);
    // the island's own listener (useCoupons) on the document, before the host says it is mounted
    const islandListener = (event: Event) => event.preventDefault();
    document.addEventListener('submit', islandListener);
    const wake = vi.fn();
    window.addEventListener(WAKE, wake);
    submit();
    expect(PENDING_COUPON in host).toBe(false);
    expect(wake).not.toHaveBeenCalled();
    document.removeEventListener('submit', islandListener);
    window.removeEventListener(WAKE, wake);
  });
});

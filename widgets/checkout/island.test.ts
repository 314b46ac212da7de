/** What the loader does on finding the checkout form (island.ts) before the page module (page.ts) is there. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_PAGE as PAGE } from '../../test/fixtures/checkout-page';
import { checkout } from './island';

// the page module as the loader fetches it: each test hands over its own, when it likes
const pageModule = vi.hoisted(() => ({ load: (): Promise<unknown> => new Promise(() => undefined) }));
vi.mock('../../src/islands/chunks', async (original) => ({
  ...(await original<object>()),
  loadPageModule: () => pageModule.load(),
}));

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;

/** A press on `selector` as the browser sends it (cancelable), returned to read whether it was held. */
const press = (selector: string) => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(selector)!.dispatchEvent(click);
  return click;
};

/** The presses `selector` heard (the test's own and any given again). */
const pressesOf = (selector: string) => {
  const heard = vi.fn();
  document.querySelector(selector)!.addEventListener('click', heard);
  return heard;
};

afterEach(() => {
  pageModule.load = () => new Promise(() => undefined);
  document.body.innerHTML = '';
});

describe('a press on the login or coupon toggle before the page module is there', () => {
  it('is not followed (its href is "#") and is given to the toggles once the module has started: the last press, once', async () => {
    let arrive!: (page: unknown) => void;
    pageModule.load = () => new Promise((resolve) => (arrive = resolve));
    document.body.innerHTML = PAGE;
    checkout.onFound!(form());
    const login = pressesOf('a.showlogin');
    const coupon = pressesOf('a.showcoupon');
    expect(press('a.showcoupon').defaultPrevented).toBe(true);
    expect(press('a.showlogin').defaultPrevented).toBe(true);
    const startCheckoutPage = vi.fn();
    arrive({ startCheckoutPage });
    await vi.waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    expect(startCheckoutPage).toHaveBeenCalledWith(form());
    // given after the toggles are bound
    expect(startCheckoutPage.mock.invocationCallOrder[0]).toBeLessThan(login.mock.invocationCallOrder[1]!);
    expect(coupon).toHaveBeenCalledTimes(1);
  });

  it('holds no other click', () => {
    document.body.innerHTML = PAGE;
    checkout.onFound!(form());
    expect(press('#place_order').defaultPrevented).toBe(false);
    expect(press('form.login').defaultPrevented).toBe(false);
  });
});

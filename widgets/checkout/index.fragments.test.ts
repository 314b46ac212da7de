// @vitest-environment jsdom
/** The checkout applies update_order_review's fragments through the shared fragments module, keeping the payment area's state. */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorded, replay } from '../../test/fixtures/recorded';
import { resetConfig } from '../../src/wp/config';
import { trigger } from '../../src/wp/events';
import island from './index';
import { waitForPage } from '../../test/fixtures/act';
import { navigation } from './navigation';
import { checkoutForm, mountedCheckout, PAYMENT } from '../../test/fixtures/checkout-page';

let unmount: (() => void) | undefined;

async function reviewWith(markup: string) {
  document.body.innerHTML = markup;
  (globalThis as Record<string, unknown>).wc_checkout_params = { update_order_review_nonce: 'd6f0e1a013' };
  vi.stubGlobal('fetch', vi.fn(replay('woocommerce/17-update_order_review-valid.json')));
  unmount = await mountedCheckout(() =>
    island.mount(document.querySelector<HTMLFormElement>('form.checkout')!, { purchaseOnAccountHidesShipping: false }),
  );
  const updated = vi.fn();
  document.body.addEventListener('updated_checkout', updated);
  act(() => trigger('update_checkout'));
  await waitForPage(() => expect(updated).toHaveBeenCalled());
}

beforeEach(() => {
  if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function')
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) });
  vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).wc_checkout_params;
  resetConfig();
});

describe('17 replayed: the checkout’s fragments', () => {
  it('replace the payment area but keep the method the shopper chose (the reply checks cod, the shopper chose bacs)', async () => {
    const before = document.getElementById('payment');
    await reviewWith(checkoutForm(PAYMENT));
    const payment = document.getElementById('payment')!;
    expect(payment).not.toBe(before);
    expect(payment.textContent).toContain('Direct bank transfer');
    expect(document.querySelector<HTMLInputElement>('#payment_method_bacs')!.checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#payment_method_cod')!.checked).toBe(false);
    expect(document.querySelector('.order-total')!.textContent).toContain('17,40');
  });

  it("replace a payment area holding a provider's card fields (an iframe) when it changed, as checkout.js does; the provider mounts them again on updated_checkout", async () => {
    await reviewWith(checkoutForm(PAYMENT.replace('</ul>', '</ul><iframe title="card"></iframe>')));
    expect(document.querySelector('#payment iframe')).toBeNull();
    expect(document.getElementById('payment')!.textContent).toContain('Direct bank transfer');
    expect(document.querySelector('.order-total')!.textContent).toContain('17,40');
  });

  it('leave a fragment the same as the last refresh brought as it is: the card fields a provider mounted since stay, the focus too', async () => {
    await reviewWith(checkoutForm(PAYMENT));
    const payment = document.getElementById('payment')!;
    payment.insertAdjacentHTML('beforeend', '<iframe title="card"></iframe>');
    const total = document.querySelector('.woocommerce-checkout-review-order-table');
    const updated = vi.fn();
    document.body.addEventListener('updated_checkout', updated);
    act(() => trigger('update_checkout'));
    await waitForPage(() => expect(updated).toHaveBeenCalled());
    expect(document.getElementById('payment')).toBe(payment);
    expect(payment.querySelector('iframe')).not.toBeNull();
    expect(document.querySelector('.woocommerce-checkout-review-order-table')).toBe(total);
  });

  it('a refresh asked by choosing a shipping method puts the focus on its fresh radio, as checkout.js does (current_target)', async () => {
    await reviewWith(checkoutForm(PAYMENT));
    const chosen = document.querySelector<HTMLInputElement>('#shipping_method_0_local_pickup2')!;
    // the next refresh's review table differs from the last: it comes anew, radios and all
    const { response } = recorded('woocommerce/17-update_order_review-valid.json');
    const changed = response.body.replace('<\\/tfoot>', '<\\/tfoot><!-- again -->');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(changed, { headers: { 'Content-Type': response.contentType } })),
    );
    const heard: unknown[] = [];
    document.body.addEventListener('update_checkout', (event) => heard.push(...((event as CustomEvent).detail as unknown[])));
    const updated = vi.fn();
    document.body.addEventListener('updated_checkout', updated);
    chosen.focus();
    chosen.checked = true;
    act(() => void chosen.dispatchEvent(new Event('change', { bubbles: true })));
    await waitForPage(() => expect(updated).toHaveBeenCalled());
    expect(heard).toEqual([{ current_target: chosen }]);
    const fresh = document.getElementById('shipping_method_0_local_pickup2');
    expect(fresh).not.toBe(chosen);
    expect(document.activeElement).toBe(fresh);
  });
});

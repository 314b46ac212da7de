// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser of the re-read) does not work under happy-dom.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../src/wp/errors';
import { mountedInAct } from '../../test/fixtures/act';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const store = vi.hoisted(() => ({
  remove: vi.fn(),
  setQuantity: vi.fn(),
  subscribe: vi.fn(() => () => undefined),
}));
vi.mock('../../src/cart/store', () => ({ cartStore: () => store }));

const { default: island } = await import('./index');

const KEY = 'a1b2';
const CART = (quantity: number) => `<div data-island="cart-page" id="host"><form class="woocommerce-cart-form" method="post">
<table><tr class="cart_item"><td><a href="/cart/?remove_item=${KEY}" class="remove" data-cart_item_key="${KEY}">×</a></td>
<td><input type="number" class="input-text qty text" name="cart[${KEY}][qty]" value="${quantity}" min="0"></td></tr></table>
<button type="submit" name="update_cart" value="1">Warenkorb aktualisieren</button></form><div class="cart-collaterals">Summe</div></div>`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

async function mounted() {
  document.body.innerHTML = CART(1);
  const host = document.getElementById('host')!;
  const unmount = await mountedInAct(() => island.mount(host, { debounceMs: 800 }));
  return { host, unmount, status: () => host.querySelector('.si-cart-page__status')! };
}

describe('cart page', () => {
  it('hydrates over the printed cart: the status line is empty, the form is the server’s', async () => {
    const { host, unmount, status } = await mounted();
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe('');
    expect(host.querySelector('form.woocommerce-cart-form input.qty')).not.toBeNull();
    act(() => unmount());
    expect(host.querySelector('.si-cart-page__status')).toBeNull();
  });

  for (const [name, error] of [
    ['HTTP 500', new TransportError('http', 'HTTP 500', { url: '/', status: 500 })],
    ['a malformed reply', new TransportError('protocol', 'bad', { url: '/', code: 'shape' })],
  ] as const) {
    it(`a failed remove (${name}) says so and keeps the cart as it is`, async () => {
      store.remove.mockResolvedValue({ ok: false, error });
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      const { host, unmount, status } = await mounted();
      await act(async () => host.querySelector<HTMLElement>('a.remove')!.click());
      await vi.waitFor(() => expect(status().textContent).not.toBe('Warenkorb wird aktualisiert …'));
      expect(status().textContent).not.toBe('');
      expect(host.querySelectorAll('tr.cart_item')).toHaveLength(1);
      expect(host.hasAttribute('aria-busy')).toBe(false);
      expect(fetch).not.toHaveBeenCalled();
      act(() => unmount());
    });
  }

  it('the update button sends the changed quantity, then puts the server’s cart in place (keeping the status line)', async () => {
    store.setQuantity.mockResolvedValue(undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(`<html><body>${CART(3)}</body></html>`, { headers: { 'Content-Type': 'text/html' } })),
    );
    const { host, unmount, status } = await mounted();
    const input = host.querySelector<HTMLInputElement>('input.qty')!;
    input.value = '3';
    await act(async () => host.querySelector<HTMLFormElement>('form')!.requestSubmit());
    expect(store.setQuantity).toHaveBeenCalledWith(KEY, 3);
    await vi.waitFor(() => expect(host.querySelector<HTMLInputElement>('input.qty')!.getAttribute('value')).toBe('3'));
    await vi.waitFor(() => expect(status().textContent).toBe(''));
    expect(host.querySelectorAll('.si-cart-page__status')).toHaveLength(1);
    expect(host.hasAttribute('aria-busy')).toBe(false);
    act(() => unmount());
  });

  it('a re-read that fails (HTTP 500) says so and keeps the page', async () => {
    store.setQuantity.mockResolvedValue(undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Fehler</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })),
    );
    const { host, unmount, status } = await mounted();
    host.querySelector<HTMLInputElement>('input.qty')!.value = '2';
    await act(async () => host.querySelector<HTMLFormElement>('form')!.requestSubmit());
    await vi.waitFor(() => expect(status().textContent).toMatch(/konnte nicht neu geladen werden/));
    expect(host.querySelector<HTMLInputElement>('input.qty')!.value).toBe('2');
    act(() => unmount());
  });
});

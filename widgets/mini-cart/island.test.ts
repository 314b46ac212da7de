import jQueryFactory from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrates, settled } from '../../test/fixtures/strategy';
import { CART_RUNNING } from '../../src/cart/lock';

/** cart-start's startCart, as the spec calls it once the page module is there. */
const startCart = vi.fn((_woke?: unknown[]) => undefined);
const loadPageModule = vi.fn(async (_name: string) => ({ startCart }));
vi.mock('../../src/islands/chunks', () => ({ loadPageModule: (name: string) => loadPageModule(name) }));

/** A fresh spec (its first-host flag is module state). */
async function freshSpec() {
  vi.resetModules();
  return (await import('./island')).miniCart;
}
const host = () => {
  document.body.innerHTML = '<div data-island="mini-cart"></div>';
  return document.querySelector<HTMLElement>('[data-island]')!;
};
const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  loadPageModule.mockClear();
  startCart.mockClear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-si-cart-empty');
});
afterEach(() => {
  document.cookie = 'woocommerce_items_in_cart=; Max-Age=0';
});

describe('mini-cart spec (loader work)', () => {
  it('hydrates on intent or, in the header, when an add starts, holding a press on the toggle and the remove links', async () => {
    const spec = await freshSpec();
    expect(spec).toMatchObject({ holdUntilMounted: '.si-mini-cart__toggle, a.remove_from_cart_button' });
    /** Whether the host of `mode` hydrates on an add starting on the page, and then on intent. */
    const wakes = async (mode: string | null) => {
      const element = host();
      if (mode) element.setAttribute('data-mode', mode);
      const ready = hydrates(spec, element);
      const before = await settled(ready);
      document.body.dispatchEvent(new Event('wc-blocks_adding_to_cart', { bubbles: true }));
      const onAdd = await settled(ready);
      element.dispatchEvent(new Event('pointerover'));
      return { before, onAdd, onIntent: await settled(ready) };
    };
    expect(await wakes(null)).toEqual({ before: false, onAdd: true, onIntent: true });
    expect(await wakes('dropdown')).toEqual({ before: false, onAdd: true, onIntent: true });
    expect(await wakes('off-canvas')).toEqual({ before: false, onAdd: true, onIntent: true });
    // the Cart widget opens nothing after an add, and the cart store keeps its list current
    expect(await wakes('widget')).toEqual({ before: false, onAdd: false, onIntent: true });
    // the hidden host that only starts the cart store where a theme enqueued cart-fragments.js: an add wakes nothing
    expect(await wakes('fragments')).toEqual({ before: false, onAdd: false, onIntent: true });
  });

  it("the hidden fragments host (no Cart widget, a theme's own count): with a cart, starts the cart store at idle", async () => {
    const spec = await freshSpec();
    document.cookie = 'woocommerce_items_in_cart=1';
    const element = host();
    element.setAttribute('data-mode', 'fragments');
    element.hidden = true;
    spec.onFound!(element);
    await idle();
    expect(loadPageModule).toHaveBeenCalledWith('cart-start');
    expect(startCart.mock.calls).toEqual([[undefined]]);
    expect(element.hasAttribute('data-si-woken-by-add')).toBe(false);
  });

  it('with items in the cart: starts the cart store at idle, and the cart widget shows', async () => {
    document.cookie = 'woocommerce_items_in_cart=2';
    (await freshSpec()).onFound(host());
    expect(document.documentElement.hasAttribute('data-si-cart-empty')).toBe(false);
    await idle();
    expect(loadPageModule).toHaveBeenCalledWith('cart-start');
  });

  it('with cached fragments for a cart hash (no cookie yet): starts it too', async () => {
    sessionStorage.setItem('wc_cart_hash', 'abc');
    (await freshSpec()).onFound(host());
    await idle();
    expect(loadPageModule).toHaveBeenCalledTimes(1);
  });

  it('without a cart: hides the cart widget, loads nothing, and starts on another tab’s cart hash; an add shows the widget', async () => {
    document.cookie = 'woocommerce_items_in_cart=0';
    const spec = await freshSpec();
    const element = host();
    spec.onFound(element);
    spec.onFound(element); // a second host does nothing more
    expect(document.documentElement.hasAttribute('data-si-cart-empty')).toBe(true);
    await idle();
    expect(loadPageModule).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    expect(loadPageModule).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash', newValue: 'abc' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash', newValue: 'def' }));
    expect(loadPageModule).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new CustomEvent('wc-blocks_adding_to_cart', { bubbles: true }));
    expect(document.documentElement.hasAttribute('data-si-cart-empty')).toBe(false);
    expect(element.hasAttribute('data-si-woken-by-add')).toBe(true);
  });

  it('without a cart: another plugin’s add here (its wc_fragment_refresh or added_to_cart) starts the cart store once', async () => {
    document.cookie = 'woocommerce_items_in_cart=0';
    (await freshSpec()).onFound(host());
    await idle();
    expect(loadPageModule).not.toHaveBeenCalled();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    expect(loadPageModule.mock.calls).toEqual([['cart-start']]);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash', newValue: 'abc' }));
    expect(loadPageModule.mock.calls).toEqual([['cart-start']]);
  });

  it('fetches nothing where a cart store runs already: the shopper’s own add started it, and it heard the event itself', async () => {
    (globalThis as Record<string, unknown>)[CART_RUNNING] = true;
    try {
      document.cookie = 'woocommerce_items_in_cart=0';
      (await freshSpec()).onFound(host());
      document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash', newValue: 'abc' }));
      await idle();
      expect(loadPageModule).not.toHaveBeenCalled();
      // and at idle with a cart
      document.cookie = 'woocommerce_items_in_cart=1';
      (await freshSpec()).onFound(host());
      await idle();
      expect(loadPageModule).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as Record<string, unknown>)[CART_RUNNING];
    }
  });

  it.each(['wc_fragment_refresh', 'added_to_cart'])('with jQuery on the page: hears %s triggered through jQuery', async (type) => {
    document.cookie = 'woocommerce_items_in_cart=0';
    const jQuery = jQueryFactory as unknown as (target: unknown) => { trigger(name: string, args?: unknown[]): unknown };
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    try {
      (await freshSpec()).onFound(host());
      const button = document.body.appendChild(document.createElement('a'));
      jQuery(document.body).trigger(type, [{}, 'hash', jQuery(button)]);
      jQuery(document.body).trigger('wc_fragment_refresh');
      expect(loadPageModule.mock.calls).toEqual([['cart-start']]);
      // what the event gave its listener goes to the store, which could not hear it yet
      await vi.waitFor(() => expect(startCart).toHaveBeenCalledTimes(1));
      const [event, ...args] = startCart.mock.calls[0]![0]!;
      expect((event as { type: string }).type).toBe(type);
      expect(args.slice(0, 2)).toEqual([{}, 'hash']);
      expect((args[2] as { get(index: number): unknown }).get(0)).toBe(button);
    } finally {
      delete (globalThis as { jQuery?: unknown }).jQuery;
    }
  });

  it('an add shows an empty Cart widget without waking its island', async () => {
    document.cookie = 'woocommerce_items_in_cart=0';
    const element = host();
    element.setAttribute('data-mode', 'widget');
    (await freshSpec()).onFound(element);
    expect(document.documentElement.hasAttribute('data-si-cart-empty')).toBe(true);
    document.body.dispatchEvent(new CustomEvent('wc-blocks_adding_to_cart', { bubbles: true }));
    expect(document.documentElement.hasAttribute('data-si-cart-empty')).toBe(false);
    expect(element.hasAttribute('data-si-woken-by-add')).toBe(false);
  });
});

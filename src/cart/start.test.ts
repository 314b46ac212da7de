import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonsUpdated } from '../../test/fixtures/button-updates';
import { useShopConfig } from '../../test/fixtures/shop-config';

const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 Artikel</div>' };

/** Another plugin's `added_to_cart` as a listener without jQuery gets it: the native event, its arguments in detail. */
const pluginAdd = (button: Element) => new CustomEvent('added_to_cart', { bubbles: true, detail: [fragments, 'h7', button] });

/** Fresh modules: the store is one per page. */
async function fresh() {
  vi.resetModules();
  delete (globalThis as Record<string, unknown>).__shopIslandsCartRunning;
  return { ...(await import('./start')), ...(await import('./store')) };
}

describe('startCart (the cart-start page module)', () => {
  let button: HTMLAnchorElement;
  let listening: AbortController;
  let updated: Element[];
  let stopStore: (() => void) | undefined;
  beforeEach(() => {
    useShopConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    document.body.innerHTML = '<a href="#" class="button wishlist-add loading">In den Warenkorb</a>';
    button = document.querySelector('a')!;
    listening = new AbortController();
    updated = buttonsUpdated(listening.signal);
  });
  afterEach(() => {
    stopStore?.();
    sessionStorage.clear();
    listening.abort();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it("takes the plugin's add that started it as heard: its button answered, its fragments put in, no request", async () => {
    const { startCart, cartStore } = await fresh();
    startCart([pluginAdd(button)]);
    stopStore = () => cartStore().stop();
    await cartStore().queue.drained();
    expect(button.className).toBe('button wishlist-add added');
    expect(updated).toEqual([button]);
    expect(JSON.parse(sessionStorage.getItem('wc_fragments') ?? 'null')).toEqual(fragments);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a store already running heard that add itself: it is not taken twice', async () => {
    const { startCart, cartStore } = await fresh();
    const running = cartStore();
    stopStore = () => running.stop();
    const add = pluginAdd(button);
    document.body.dispatchEvent(add);
    startCart([add]);
    await cartStore().queue.drained();
    expect(updated).toEqual([button]);
  });
});

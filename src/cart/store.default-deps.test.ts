/** The real I/O the page's cart store gets: made in one place (defaultCartDeps), each reaching the browser's own. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCartDeps } from './store';

afterEach(() => {
  document.cookie = 'woocommerce_cart_hash=; Max-Age=0; path=/';
});

describe('defaultCartDeps', () => {
  it('reads the page’s cookies and storage', () => {
    document.cookie = 'woocommerce_cart_hash=eb3eb17500cf51a6dc10cadfd6ac2386; path=/';
    const deps = defaultCartDeps();
    expect(deps.cookies.get('woocommerce_cart_hash')).toBe('eb3eb17500cf51a6dc10cadfd6ac2386');
    expect(deps.storage).toEqual({ session: sessionStorage, local: localStorage });
    expect(deps.location.href).toBe(location.href);
  });

  it('fires and hears the legacy events on document.body, the blocks events natively, and window events on window', () => {
    const deps = defaultCartDeps();
    const heard = vi.fn();
    const stop = deps.events.on('wc_fragment_refresh', heard);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { detail: ['x'] }));
    stop();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    expect(heard.mock.calls).toEqual([['x']]);

    const added = vi.fn((event: Event) => (event as CustomEvent).detail as unknown);
    document.body.addEventListener('wc-blocks_added_to_cart', added);
    deps.events.dispatchBlocks('wc-blocks_added_to_cart', { preserveCartData: false });
    document.body.removeEventListener('wc-blocks_added_to_cart', added);
    expect(added.mock.results[0]!.value).toEqual({ preserveCartData: false });

    const shown = vi.fn();
    const unlisten = deps.events.onWindow('pageshow', shown);
    window.dispatchEvent(new Event('pageshow'));
    unlisten();
    window.dispatchEvent(new Event('pageshow'));
    expect(shown).toHaveBeenCalledTimes(1);
  });
});

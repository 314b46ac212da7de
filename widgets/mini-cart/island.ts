import { loadPageModule } from '../../src/islands/chunks';
import type { IslandSpec } from '../../src/islands/types';

/** Set on <html> while there is no cart (the items cookie is `0` or absent); the demo stylesheet hides the cart widget then. */
export const CART_EMPTY_ATTRIBUTE = 'data-si-cart-empty';
/** Set on the host by an add that woke the island: once mounted it opens when that add has completed. */
export const WOKEN_BY_ADD_ATTRIBUTE = 'data-si-woken-by-add';
const ADDING = 'wc-blocks_adding_to_cart';

let found = false;

/** WooCommerce's Cart widget (`data-mode="widget"`): nothing opens after an add, and the cart store keeps its list current. */
const isWidget = (host: HTMLElement) => host.getAttribute('data-mode') === 'widget';

/**
 * Loader work, before any island code: hide an empty cart's widget, and start the cart store (no
 * framework) at idle when there is a cart, or when another tab makes one.
 */
function onFound(host: HTMLElement) {
  const root = document.documentElement;
  const items = Number(/(?:^|;\s*)woocommerce_items_in_cart=([^;]*)/.exec(document.cookie)?.[1] ?? 0);
  if (!isWidget(host)) addEventListener(ADDING, () => host.setAttribute(WOKEN_BY_ADD_ATTRIBUTE, ''), { once: true });
  if (found) return;
  found = true;
  root.toggleAttribute(CART_EMPTY_ATTRIBUTE, !(items > 0));
  addEventListener(ADDING, () => root.removeAttribute(CART_EMPTY_ATTRIBUTE));
  const hashKey =
    (globalThis as { wc_cart_fragments_params?: { cart_hash_key?: unknown } }).wc_cart_fragments_params?.cart_hash_key || 'wc_cart_hash';
  let cached: string | null = null;
  try {
    cached = sessionStorage.getItem(String(hashKey));
  } catch {
    // storage denied
  }
  const start = () => void loadPageModule('cart-start').catch(() => undefined);
  if (items > 0 || cached) {
    const idle = (globalThis as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => void }).requestIdleCallback;
    if (idle) idle(start, { timeout: 2000 });
    else setTimeout(start, 1);
    return;
  }
  // until another tab fills the cart
  const waiting = new AbortController();
  addEventListener(
    'storage',
    (event) => {
      if (event.key !== hashKey) return;
      waiting.abort();
      start();
    },
    { signal: waiting.signal },
  );
}

export const miniCart = {
  name: 'mini-cart',
  hydrate: 'interaction',
  // the header's toggle; the list's remove links (the Cart widget's list is shown before the island mounts)
  holdUntilMounted: '.si-mini-cart__toggle, a.remove_from_cart_button',
  // a remove (and a quantity's change) leaves from the cart store before the framework (early.ts)
  early: 'mini-cart-early',
  // an add opens the header's dropdown or drawer; the Cart widget needs no island for it
  wakeOn: (host) => (isWidget(host) ? [] : [ADDING]),
  onFound,
} satisfies IslandSpec;

import { loadPageModule } from '../../src/islands/chunks';
import { browserIdle, either, interaction, onWindow } from '../../src/islands/hydrate';
import { onceLegacyEvent } from '../../src/islands/legacy-event';
import type { IslandSpec } from '../../src/islands/types';
import { cartRunning } from '../../src/cart/lock';
import { pageGlobal } from '../../src/wp/config';
import { CART_EMPTY_ATTRIBUTE, WOKEN_BY_ADD_ATTRIBUTE } from './names';

const ADDING = 'wc-blocks_adding_to_cart';
/** A wishlist's or quick view's own add announces itself so (jQuery on document.body, as cart-fragments.js hears them). */
const PLUGIN_ADD_EVENTS = 'wc_fragment_refresh added_to_cart';

let found = false;

/**
 * No panel opens after an add: WooCommerce's Cart widget (`data-mode="widget"`, the cart store keeps
 * its list current) and the hidden host that only starts the cart store (`fragments`, see README).
 */
const hasNoPanel = (host: HTMLElement) => /^(widget|fragments)$/.test(host.getAttribute('data-mode')!);

/**
 * Loader work, before any island code: hide an empty cart's widget, and start the cart store (no
 * framework) at idle when there is a cart, or when another tab makes one.
 */
function onFound(host: HTMLElement) {
  const root = document.documentElement;
  const items = Number(/(?:^|;\s*)woocommerce_items_in_cart=([^;]*)/.exec(document.cookie)?.[1] ?? 0);
  if (!hasNoPanel(host)) addEventListener(ADDING, () => host.setAttribute(WOKEN_BY_ADD_ATTRIBUTE, ''), { once: true });
  if (found) return;
  found = true;
  root.toggleAttribute(CART_EMPTY_ATTRIBUTE, !(items > 0));
  addEventListener(ADDING, () => root.removeAttribute(CART_EMPTY_ATTRIBUTE));
  const hashKey = pageGlobal('wc_cart_fragments_params')?.cart_hash_key || 'wc_cart_hash';
  let cached: string | null = null;
  try {
    cached = sessionStorage.getItem(String(hashKey));
  } catch {
    // storage denied
  }
  // `woke`: what the plugin's event that started it gave its listener, for the store to take as heard;
  // nothing to fetch where a store runs already (the shopper's own add started it, and it heard that event)
  const start = (woke?: unknown[]) =>
    cartRunning() ||
    void loadPageModule('cart-start')
      .then((cart) => (cart as typeof import('../../src/cart/start')).startCart(woke))
      .catch(() => undefined);
  if (items > 0 || cached) return void browserIdle().then(() => start());
  // until another tab fills the cart, or another plugin's add here asks for fresh fragments (as cart-fragments.js always listens)
  const waiting = new AbortController();
  const signal = waiting.signal;
  const startOnce = (...woke: unknown[]) => signal.aborted || (waiting.abort(), start(woke));
  addEventListener('storage', (event) => event.key === hashKey && startOnce(), { signal });
  onceLegacyEvent(document.body, PLUGIN_ADD_EVENTS, startOnce);
}

export const miniCart = {
  name: 'mini-cart',
  // an add opens the header's dropdown or drawer; the Cart widget needs no island for it
  hydrate: either(
    interaction(),
    onWindow((host) => (hasNoPanel(host) ? [] : [ADDING])),
  ),
  // the header's toggle; the list's remove links (the Cart widget's list is shown before the island mounts)
  holdUntilMounted: '.si-mini-cart__toggle, a.remove_from_cart_button',
  // a remove (and a quantity's change) leaves from the cart store before the framework (early.ts)
  early: 'mini-cart-early',
  onFound,
} satisfies IslandSpec;

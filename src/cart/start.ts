/**
 * dist/islands/cart-start-<hash>.js: starts the page's cart store (cached fragments or a refresh,
 * WooCommerce's cart-fragments behaviour) without the framework, so a header cart stays current
 * while its island waits for the shopper's intent. Loaded by the mini cart's spec.
 */
import { heardArgs } from '../wp/events';
import { cartRunning } from './lock';
import { cartStore } from './store';

/**
 * Starts the store. `woke`: what the legacy event that started it gave its listener (jQuery's event
 * and arguments, or the native event): another plugin's `added_to_cart` / `removed_from_cart` came
 * before the store listened, so it is taken as if heard (its fragments put in, its button answered).
 */
export function startCart(woke: readonly unknown[] = []): void {
  const [event, ...args] = woke;
  const type = (event as { type?: unknown } | null | undefined)?.type;
  // a store already running (an own add started it) heard that event itself
  if ((type !== 'added_to_cart' && type !== 'removed_from_cart') || cartRunning()) return void cartStore();
  cartStore({ replyComing: true }).takeMissed(type, heardArgs(event, args));
}

/** React's view of the cart store: the cached snapshot, re-read only when the store replaces it. */
import { useSyncExternalStore } from 'react';
import { cartStore, type CartSnapshot, type CartStore } from './store';

export function useCart(store: CartStore = cartStore()): CartSnapshot {
  return useSyncExternalStore(store.subscribeSnapshot, store.getSnapshot, store.getSnapshot);
}

/**
 * How islands reach the page's one consent store: the consent core (the loader's first import)
 * puts it on window, because island chunks are built apart from it and must not carry a second copy.
 *
 * Read with a cast, not pageGlobal(): importing ../wp/config would add its chunk to the page module
 * attribution-visits and the order-attribution island, which load none of it (both over their byte budgets).
 */
import type { ConsentStore } from './store';

export function consentStore(): ConsentStore {
  const store = (globalThis as { shopIslandsConsent?: ConsentStore }).shopIslandsConsent;
  if (!store) throw new Error('no consent store: dist/shop-islands.js starts it (its first import, the consent core)');
  return store;
}

/**
 * A gate for island specs (`after(moment, gate)`): resolves once `allowed` holds for the page's consent store, now or after
 * a later choice, and stops listening then. Without a consent core (it failed to start) it resolves
 * at once when `withoutCore` says the island decides for itself, and never otherwise.
 */
export const whenConsent =
  (allowed: (store: ConsentStore) => boolean, withoutCore = false) =>
  (): Promise<void> =>
    new Promise<void>((resolve) => {
      const store = (globalThis as { shopIslandsConsent?: ConsentStore }).shopIslandsConsent;
      if (!store) {
        if (withoutCore) resolve();
        return;
      }
      let stop = () => {};
      const check = () => allowed(store) && (stop(), resolve());
      stop = store.subscribe(check);
      check();
    });

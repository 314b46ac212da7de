import { consentStore } from '../../src/consent/access';
import type { ConsentStore } from '../../src/consent/store';
import type { IslandSpec } from '../../src/islands/types';

/** A `when` that resolves once `allowed` holds for the page's consent store, now or after a later choice. */
export const whenConsent = (allowed: (store: ConsentStore) => boolean) => (): Promise<void> =>
  new Promise<void>((resolve) => {
    const store = consentStore();
    const check = () => allowed(store) && resolve();
    check();
    store.subscribe(check);
  });

/**
 * Its code loads only while tracking may be allowed or old tracking cookies are there to remove,
 * so a visitor who said no to statistics downloads nothing for it.
 */
export const orderAttribution = {
  name: 'order-attribution',
  hydrate: 'idle',
  when: whenConsent((store) => store.hasConsent('statistics') || store.hasConsent('marketing') || document.cookie.includes('sbjs_')),
} satisfies IslandSpec;

import { consentStore } from '../../src/consent/access';
import type { IslandSpec } from '../../src/islands/types';

/**
 * Its code loads only while tracking may be allowed or old tracking cookies are there to remove,
 * so a visitor who said no to statistics downloads nothing for it.
 */
export const orderAttribution = {
  name: 'order-attribution',
  hydrate: 'idle',
  when: () =>
    new Promise<void>((resolve) => {
      const store = consentStore();
      const check = () =>
        (store.hasConsent('statistics') || store.hasConsent('marketing') || document.cookie.includes('sbjs_')) && resolve();
      check();
      store.subscribe(check);
    }),
} satisfies IslandSpec;

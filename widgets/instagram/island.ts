import type { ConsentStore } from '../../src/consent/store';
import type { IslandSpec } from '../../src/islands/types';
import { canManageOptions } from '../../src/wp/roles';

/**
 * Hydrates when in view, and only once marketing or the feed's own service (`data-service`) is
 * allowed: before that its code (and React) is not fetched at all. Without its code (offline as it
 * comes into view) the feed cannot load: visitors and editors see it hidden, as for its other
 * failures; admins keep the theme's markup and find the failure in the console.
 */
export const instagram = {
  name: 'instagram',
  hydrate: 'visible',
  when: (host) =>
    new Promise<void>((resolve) => {
      const store = (globalThis as { shopIslandsConsent?: ConsentStore }).shopIslandsConsent;
      // no consent core on the page: the island itself refuses to run
      if (!store) return resolve();
      const service = host.getAttribute('data-service') || 'instagram';
      let stop = () => {};
      const check = () => store.hasServiceConsent(service, 'marketing') && (stop(), resolve());
      stop = store.subscribe(check);
      check();
    }),
  codeFailed: (host) => {
    if (!canManageOptions()) host.hidden = true;
  },
} satisfies IslandSpec;

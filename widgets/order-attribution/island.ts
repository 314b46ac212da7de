import { whenConsent } from '../../src/consent/access';
import type { ConsentStore } from '../../src/consent/store';
import { loadPageModule } from '../../src/islands/chunks';
import { after, idle } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/** Tracking may be allowed, or old tracking cookies are there to remove: otherwise nothing is fetched. */
const mayTrack = whenConsent(
  (store: ConsentStore) => store.hasConsent('statistics') || store.hasConsent('marketing') || document.cookie.includes('sbjs_'),
);

/**
 * The host is on every page. Counting the visit is a plain page module (attribution-visits, no
 * framework); the React island, which fills the fields, hydrates only where a checkout or
 * registration form can send them. (Loader code.)
 */
export const orderAttribution = {
  name: 'order-attribution',
  hydrate: after(idle, (host) =>
    host.ownerDocument.querySelector('wc-order-attribution-inputs, form.checkout, form.register')
      ? mayTrack()
      : new Promise(() => undefined),
  ),
  onFound: (host) =>
    void mayTrack()
      .then(() => loadPageModule('attribution-visits'))
      .then((visits) => (visits as { countVisits(category: string): void }).countVisits(host.dataset.category ?? 'statistics'))
      .catch(() => undefined),
} satisfies IslandSpec;

import { consentStore } from '../../src/consent/access';
import type { ConsentStore } from '../../src/consent/store';
import { loadPageModule } from '../../src/islands/chunks';
import type { IslandSpec } from '../../src/islands/types';

/**
 * The banner is painted without React as soon as the consent core wants it (the page module
 * consent-banner-paint); the island's code and React load on the visitor's first intent towards it
 * and hydrate that paint, replaying the press. Focus moved in by the paint is not intent. (Loader code.)
 */
export const consentBanner = {
  name: 'consent-banner',
  hydrate: 'interaction',
  interactionEvents: ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'click'],
  holdUntilMounted: 'button',
  onFound: (host) => {
    const store = consentStore();
    void store
      .whenBannerVisible()
      .then(() => {
        // what its buttons do, fetched beside the paint
        store.readyForChoice();
        return loadPageModule('consent-banner-paint');
      })
      .then((module) => (module as { paintBanner(host: HTMLElement, store: ConsentStore): void }).paintBanner(host, store))
      .catch(() => undefined);
  },
  when: () => consentStore().whenBannerVisible(),
} satisfies IslandSpec;

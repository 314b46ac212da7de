import { consentStore } from '../../src/consent/access';
import type { ConsentStore } from '../../src/consent/store';
import { loadPageModule } from '../../src/islands/chunks';
import { after, either, interaction, wanted } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * The banner is painted without React as soon as the consent core wants it (the page module
 * consent-banner-paint), which answers accept, deny and close itself. The island's code and React load
 * only for what the paint cannot answer (the preferences, a key pressed in the banner) and hydrate that
 * paint, replaying the press. Focus moved in by the paint is not intent. (Loader code.)
 */
export const consentBanner = {
  name: 'consent-banner',
  // a key pressed in the banner or a press the paint leaves, once the banner is wanted
  hydrate: after(either(interaction(['keydown']), wanted), () => consentStore().whenBannerVisible()),
  holdUntilMounted: 'button',
  // accept, deny and close are answered by the paint at once (its takePress), without the framework
  early: 'consent-banner-paint',
  // which then never loads for them: the island's code comes for the preferences, or a key pressed in the banner
  earlyFirst: true,
  onFound: (host) => {
    const store = consentStore();
    void store
      .whenBannerVisible()
      .then(() => loadPageModule('consent-banner-paint'))
      .then((module) => {
        (module as { paintBanner(host: HTMLElement, store: ConsentStore): void }).paintBanner(host, store);
        // what its buttons do, fetched once it is painted (the paint never shares the line with it);
        // a press before they are here applies once they are
        store.readyForChoice();
      })
      .catch(() => undefined);
  },
} satisfies IslandSpec;

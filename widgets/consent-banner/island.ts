import { consentStore } from '../../src/consent/access';
import type { IslandSpec } from '../../src/islands/types';

/** Loads its code only when the banner is to be shown, so a returning visitor gets no React from it. */
export const consentBanner = {
  name: 'consent-banner',
  hydrate: 'load',
  when: () => consentStore().whenBannerVisible(),
} satisfies IslandSpec;

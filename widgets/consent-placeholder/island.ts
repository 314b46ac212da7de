import type { ConsentStore } from '../../src/consent/store';
import type { IslandSpec } from '../../src/islands/types';

export const consentPlaceholder = {
  name: 'consent-placeholder',
  hydrate: 'visible',
  // in view: what its accept button does is fetched beside the island's code
  when: () => Promise.resolve((globalThis as { shopIslandsConsent?: ConsentStore }).shopIslandsConsent?.readyForChoice()),
} satisfies IslandSpec;

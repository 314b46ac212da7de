import { consentStore } from '../../src/consent/access';
import type { IslandSpec } from '../../src/islands/types';

/** Its code loads only once the visitor allows marketing: without that it would do nothing. */
export const emailCapture = {
  name: 'email-capture',
  hydrate: 'idle',
  when: () =>
    new Promise<void>((resolve) => {
      const store = consentStore();
      const check = () => store.hasConsent('marketing') && resolve();
      check();
      store.subscribe(check);
    }),
} satisfies IslandSpec;

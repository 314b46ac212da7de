import { after, idle } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { whenConsent } from '../../src/consent/access';

/** Its code loads only once the visitor allows marketing: without that it would do nothing. */
export const emailCapture = {
  name: 'email-capture',
  hydrate: after(
    idle,
    whenConsent((store) => store.hasConsent('marketing')),
  ),
} satisfies IslandSpec;

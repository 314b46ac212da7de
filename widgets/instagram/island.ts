import { whenConsent } from '../../src/consent/access';
import { after, visible } from '../../src/islands/hydrate';
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
  hydrate: after(
    visible,
    // without a consent core on the page the island itself refuses to run
    (host) => whenConsent((store) => store.hasServiceConsent(host.getAttribute('data-service') || 'instagram', 'marketing'), true)(),
  ),
  codeFailed: (host) => {
    if (!canManageOptions()) host.hidden = true;
  },
} satisfies IslandSpec;

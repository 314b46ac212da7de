import type { IslandSpec } from '../../src/islands/types';
import { canEditPages } from '../../src/wp/roles';

export const instagram = {
  name: 'instagram',
  hydrate: 'visible',
  // without its code (offline) the feed cannot load: visitors see nothing, as for its other failures;
  // editors keep the theme's markup and find the failure in the console
  codeFailed: (host) => {
    if (!canEditPages()) host.hidden = true;
  },
} satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

/** Ready once the browser is idle; a click before that follows the link to the product page. */
export const quickView = { name: 'quick-view', hydrate: 'idle' } satisfies IslandSpec;

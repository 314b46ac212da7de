import type { IslandSpec } from '../../src/islands/types';

/** On intent: the press on Flatsome's printed minus/plus that woke it is held and replayed once mounted. */
export const quantity = { name: 'quantity', hydrate: 'interaction', holdUntilMounted: '.minus, .plus' } satisfies IslandSpec;

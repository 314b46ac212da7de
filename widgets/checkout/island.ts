import type { IslandSpec } from '../../src/islands/types';

/** At load: the checkout's visibility rules must hold before the shopper starts filling it in. */
export const checkout = { name: 'checkout', hydrate: 'load' } satisfies IslandSpec;

import { defineIsland } from '../../src/islands/types';

/** At load: the checkout's visibility rules must hold before the shopper starts filling it in. */
export const checkout = defineIsland({ name: 'checkout', hydrate: 'load' });

import type { IslandSpec } from '../../src/islands/types';

/** On intent: the press on the printed dismiss link that wakes it is held and replayed once mounted. */
export const storeNotice = {
  name: 'store-notice',
  hydrate: 'interaction',
  holdUntilMounted: '.woocommerce-store-notice__dismiss-link',
} satisfies IslandSpec;

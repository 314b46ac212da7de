import type { IslandSpec } from '../../src/islands/types';

export const storeNotice = { name: 'store-notice', hydrate: 'load' } satisfies IslandSpec;

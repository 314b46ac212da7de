import type { IslandSpec } from '../../src/islands/types';

export const quantity = { name: 'quantity', hydrate: 'visible' } satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

export const sortSelect = { name: 'sort-select', hydrate: 'idle' } satisfies IslandSpec;

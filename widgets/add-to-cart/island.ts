import type { IslandSpec } from '../../src/islands/types';

export const addToCart = { name: 'add-to-cart', hydrate: 'idle' } satisfies IslandSpec;

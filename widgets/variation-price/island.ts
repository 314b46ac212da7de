import type { IslandSpec } from '../../src/islands/types';

export const variationPrice = { name: 'variation-price', hydrate: 'idle' } satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

export const miniCart = { name: 'mini-cart', hydrate: 'load' } satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

export const stickyAddToCart = { name: 'sticky-add-to-cart', hydrate: 'idle' } satisfies IslandSpec;

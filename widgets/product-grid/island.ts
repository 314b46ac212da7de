import type { IslandSpec } from '../../src/islands/types';

/** When the grid comes near the viewport; before that its rows are not seen. */
export const productGrid = { name: 'product-grid', hydrate: 'visible' } satisfies IslandSpec;

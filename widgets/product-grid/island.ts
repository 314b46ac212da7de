import { defineIsland } from '../../src/islands/types';

/** When the grid comes near the viewport; before that its rows are not seen. */
export const productGrid = defineIsland({ name: 'product-grid', hydrate: 'visible' });

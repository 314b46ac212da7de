import { defineIsland } from '../../src/islands/types';

/** Above the fold on the product page, but nothing to do before the visitor points at it. */
export const productGallery = defineIsland({ name: 'product-gallery', hydrate: 'idle' });

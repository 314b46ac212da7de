import type { IslandSpec } from '../../src/islands/types';

/** Above the fold on the product page, but nothing to do before the visitor points at it. */
export const productGallery = { name: 'product-gallery', hydrate: 'idle' } satisfies IslandSpec;

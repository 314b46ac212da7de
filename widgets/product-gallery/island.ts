import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * Hydrates on intent (pointer over, focus, touch on the gallery): a product page visitor who does
 * not touch it loads neither its code nor React. Clicks on the image links and thumbnails before
 * that are held and replayed once mounted, so a click opens the lightbox (or switches the image)
 * rather than following the link to the raw file.
 */
export const productGallery = {
  name: 'product-gallery',
  hydrate: interaction(),
  holdUntilMounted:
    '.woocommerce-product-gallery__trigger, .woocommerce-product-gallery__image a, .product-thumbnails a, .flex-control-thumbs a',
} satisfies IslandSpec;

import { defineIsland, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { Gallery, gallerySlot, prepareGallery } from './Gallery';

export const props = {
  zoom: prop.boolean({ default: true }),
  lightbox: prop.boolean({ default: true }),
  /** false: the theme has no slider (flexslider off), every image shows, as WooCommerce prints them */
  slider: prop.boolean({ default: true }),
};

export { ZOOM_ERROR_MS } from './Gallery';

function GalleryIsland({ zoom, lightbox, slider }: IslandComponentProps<typeof props>) {
  return <Gallery zoom={zoom ?? true} lightbox={lightbox ?? true} slider={slider ?? true} />;
}

/**
 * The printed gallery stays as it is: the root is at the end of the images' wrapper (the enlarge
 * button, absolutely placed), the badges and zoomed image are portals into the server's frames, the lightbox a portal to the body.
 */
export default defineIsland(
  { name: 'product-gallery' },
  {
    props,
    prepare: (host) => prepareGallery(host),
    slot: gallerySlot,
    component: GalleryIsland,
  },
);

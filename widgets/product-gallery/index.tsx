import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { Gallery, prepareGallery } from './Gallery';
import { productGallery } from './island';

export const props = {
  zoom: prop.boolean({ default: true }),
  lightbox: prop.boolean({ default: true }),
};

export { ZOOM_ERROR_MS } from './Gallery';

function GalleryIsland({ zoom, lightbox }: IslandComponentProps<typeof props>) {
  return <Gallery zoom={zoom ?? true} lightbox={lightbox ?? true} />;
}

/**
 * The printed gallery stays as it is: the root is an empty element at the end of the host, the
 * badges and zoomed image are portals into the server's frames, the lightbox a portal to the body.
 */
export default defineIsland(productGallery, {
  props,
  prepare: (host) => prepareGallery(host),
  slot: (host) => makeSlot(host, 'si-gallery__root'),
  component: GalleryIsland,
});

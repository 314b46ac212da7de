import type { IslandSpec } from '../../src/islands/types';

/** The enlarge button, put in at once so that it can be pressed before the island's code is in (the press is held). */
function addOpenButton(host: HTMLElement) {
  if (host.getAttribute('data-lightbox') === 'false' || host.querySelector('.si-gallery__open')) return;
  const wrapper = host.querySelector('.woocommerce-product-gallery__image')?.parentElement;
  if (!wrapper) return;
  const doc = host.ownerDocument;
  if (!doc.getElementById('si-gallery-open-styles')) {
    const style = doc.createElement('style');
    style.id = 'si-gallery-open-styles';
    // absolute in the image's box: the printed gallery does not move
    style.textContent =
      '.woocommerce-product-gallery__wrapper{position:relative}.si-gallery__open{position:absolute;right:10px;bottom:10px;width:44px;height:44px;border-radius:50%;border:1px solid #ccc;background:#fff;color:#222;font-size:22px;line-height:1;z-index:1}';
    doc.head.append(style);
  }
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'si-gallery__open';
  button.setAttribute('aria-label', doc.documentElement.lang.startsWith('en') ? 'Enlarge image' : 'Bild vergrößern');
  button.innerHTML = '<span aria-hidden="true">⤢</span>';
  wrapper.append(button);
}

/**
 * Hydrates on intent (pointer over, focus, touch on the gallery): a product page visitor who does
 * not touch it loads neither its code nor React. Clicks on the image links, thumbnails and the
 * enlarge button before that are held and replayed once mounted, so a click opens the lightbox (or
 * switches the image) rather than following the link to the raw file.
 */
export const productGallery = {
  name: 'product-gallery',
  hydrate: 'interaction',
  holdUntilMounted: '.woocommerce-product-gallery__image a, .product-thumbnails a, .flex-control-thumbs a, .si-gallery__open',
  onFound: addOpenButton,
} satisfies IslandSpec;

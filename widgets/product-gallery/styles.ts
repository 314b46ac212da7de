import { injectStyles } from '../../src/ui/styles';

const GALLERY_CSS =
  // beats the theme's "show only the first image" rule once the island decides what shows
  '.si-gallery .woocommerce-product-gallery__image:not([hidden]){display:block}' +
  '.si-gallery .woocommerce-product-gallery__image[hidden]{display:none}' +
  '.si-gallery__frame{position:relative;overflow:hidden;touch-action:pan-y}' +
  '.si-gallery__frame img{display:block;width:100%;height:auto}' +
  '.si-gallery__zoom-image{position:absolute;max-width:none!important;pointer-events:none;background:#fff}' +
  '.si-gallery__badge{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);background:rgba(0,0,0,.75);color:#fff;padding:8px 14px;border-radius:6px;font-size:14px;pointer-events:none}' +
  '.si-gallery__badge:empty{display:none}' +
  '.si-gallery__open{position:absolute;right:10px;bottom:10px;width:44px;height:44px;border-radius:50%;border:1px solid #ccc;background:rgba(255,255,255,.95);color:#222;cursor:pointer;font-size:20px;line-height:1;z-index:1}' +
  '.si-gallery__open:focus-visible,.si-gallery .product-thumbnails a:focus-visible{outline:3px solid #005fcc;outline-offset:2px}' +
  '.si-gallery .product-thumbnails a[aria-current="true"]{outline:2px solid currentColor;outline-offset:2px}';

export const galleryStyles = (doc: Document) => injectStyles(doc, 'si-gallery-styles', GALLERY_CSS);

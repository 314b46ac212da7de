/**
 * The product page's image gallery over WooCommerce's printed markup: thumbnails switch the shown
 * image, the pointer zooms into it on hover (a tap on touch screens), and a click, Enter on the
 * image link or the enlarge button opens the lightbox (the button only with zoom, as WooCommerce's
 * trigger: with the lightbox alone a tap opens it too). Zoom says "Bild wird geladen" while the
 * large file loads and "Das Bild konnte nicht geladen werden" for 2500 ms if it fails. The images
 * and links stay the server's; the badges and the zoomed image are portals into its frames.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { t } from './messages';
import { useWpEvent } from '../../src/hooks/useWpEvent';
import { makeSlot, useHost } from '../../src/islands/island';
import type { GalleryImage, LightboxProps } from './Lightbox';
import { galleryStyles } from './styles';
import { useGalleryControls, useShownFrame } from './useGalleryControls';
import { useZoom, useZoomWherePointerIs } from './useZoom';
import { safeHref } from '../../src/wp/url';
import { pageGlobal } from '../../src/wp/config';
import { trigger } from '../../src/wp/events';

export { ZOOM_ERROR_MS } from './useZoom';

export interface Frame {
  element: HTMLElement;
  link: HTMLAnchorElement | null;
  image: HTMLImageElement | null;
  full: string;
}

export const framesOf = (host: HTMLElement): Frame[] =>
  [...host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')].map((element) => {
    const link = element.querySelector('a');
    const image = element.querySelector('img');
    // the large image (link, WooCommerce's data-large_image, the image) only over http(s): it becomes an img src, a link and a navigation
    const full =
      [link?.getAttribute('href'), image?.getAttribute('data-large_image'), image?.currentSrc, image?.getAttribute('src')]
        .map((candidate) => safeHref(candidate, { base: element.ownerDocument.baseURI }))
        .find(Boolean) ?? '';
    return { element, link, image, full };
  });

type Box = { start: number; opener: HTMLElement | null };

/**
 * single-product.js's announcements around setting up a gallery, which themes and plugins wait for
 * (to set their swatches or sliders up on it): once mounted, before the gallery's listeners are
 * there, and after.
 */
function useGalleryInitEvents(host: HTMLElement) {
  // the gallery's element itself, as single-product.js hands it (`this` in its .each), not a jQuery object
  useLayoutEffect(() => trigger('wc-product-gallery-before-init', galleryInitArgs(host), host, true), [host]);
  useEffect(() => trigger('wc-product-gallery-after-init', galleryInitArgs(host), host, true), [host]);
}

const galleryInitArgs = (host: HTMLElement) => [host, pageGlobal('wc_single_product_params') ?? {}];

export interface GalleryFeatures {
  zoom: boolean;
  lightbox: boolean;
  /**
   * The theme's slider (flexslider): one image shows at a time. Without it every image shows, as
   * WooCommerce prints them (the first large, the others small), and only the first zooms.
   */
  slider: boolean;
}

export function Gallery(features: GalleryFeatures) {
  const { zoom: zoomOn, lightbox: lightboxOn, slider } = features;
  const host = useHost();
  const [frames, setFrames] = useState(() => framesOf(host));
  const thumbnails = useMemo(() => [...host.querySelectorAll<HTMLAnchorElement>('.product-thumbnails a, .flex-control-thumbs a')], [host]);
  const images = useMemo<GalleryImage[]>(() => frames.map((frame) => ({ full: frame.full, alt: frame.image?.alt ?? '' })), [frames]);
  const wrapper = frames[0]!.element.parentElement ?? host;
  const [printedTrigger] = useState(() => host.querySelector('.woocommerce-product-gallery__trigger') !== null);

  const [current, setCurrent] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const [LightboxView, setLightboxView] = useState<ComponentType<LightboxProps> | null>(null);
  const zoom = useZoom(frames, zoomOn, slider);

  // called only from the controls' listeners, which always see this render's
  const openBox = (index: number, opener: HTMLElement | null) => {
    if (!lightboxOn) return;
    zoom.end();
    if (!LightboxView)
      // the lightbox's code is fetched on first use; without it, the image itself opens
      import('./Lightbox').then(
        (module) => setLightboxView(() => module.default),
        () => location.assign(images[index]?.full || location.href),
      );
    setBox((open) => open ?? { start: index, opener });
  };

  useShownFrame(frames, thumbnails, slider ? current : null);
  useGalleryControls({ host, wrapper, frames, thumbnails, current, show: setCurrent, zoom, openBox, features });
  // a variation's image swapped in: the zoom and the lightbox read the frames' large images again
  useWpEvent('woocommerce_gallery_init_zoom', () => setFrames(framesOf(host)), host);
  useZoomWherePointerIs(frames, zoom);

  useGalleryInitEvents(host);

  const onIndex = useCallback((index: number) => setCurrent(index), []);
  const closeBox = useCallback(() => setBox(null), []);

  const badge = (index: number) =>
    zoom.zoom?.frame === index && !zoom.zoom.loaded ? t('gallery.loading') : zoom.failedFrame === index ? t('gallery.zoomFailed') : '';

  return (
    <>
      {frames.map((frame, index) =>
        createPortal(
          <>
            <span className="si-gallery__badge" role="status">
              {badge(index)}
            </span>
            {zoom.zoom?.frame === index && (
              <img
                key={zoom.zoom.src}
                ref={zoom.image}
                className="si-gallery__zoom-image"
                alt=""
                src={zoom.zoom.src}
                hidden={!zoom.zoom.loaded}
                onLoad={() => zoom.loaded(index)}
                onError={() => zoom.failed(index)}
              />
            )}
          </>,
          frame.element,
          `frame-${index}`,
        ),
      )}
      {lightboxOn && zoomOn && !printedTrigger && (
        <button type="button" className="si-gallery__open" aria-label={t('gallery.zoom')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15 15l6 6M10 7v6M7 10h6" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
      {box && LightboxView && <LightboxView images={images} start={box.start} onIndex={onIndex} onClose={closeBox} opener={box.opener} />}
    </>
  );
}

/** Styles and frame classes go on before the first render, so nothing moves when it starts. */
export function prepareGallery(host: HTMLElement) {
  const frames = framesOf(host);
  if (frames.length === 0) throw new Error('holds no .woocommerce-product-gallery__image');
  // with a slider the first image shows, as the theme's CSS had it, before the island's own rules apply
  const slider = host.getAttribute('data-slider') !== 'false';
  frames.forEach((frame, position) => (frame.element.hidden = slider && position !== 0));
  galleryStyles(host.ownerDocument);
  host.classList.add('si-gallery');
  frames.forEach((frame) => frame.element.classList.add('si-gallery__frame'));
  host.querySelectorAll<HTMLAnchorElement>('.product-thumbnails a, .flex-control-thumbs a').forEach((thumbnail, position) => {
    if (!thumbnail.hasAttribute('aria-label') && !thumbnail.textContent?.trim())
      thumbnail.setAttribute('aria-label', t('gallery.thumbnail', { n: position + 1 }));
  });
}

/** The root goes at the end of the images' wrapper: the enlarge button it renders sits over the image. */
export function gallerySlot(host: HTMLElement): HTMLElement {
  const wrapper = framesOf(host)[0]!.element.parentElement ?? host;
  if (getComputedStyle(wrapper).position === 'static') wrapper.style.position = 'relative';
  return makeSlot(host, 'si-gallery__controls', (slot) => wrapper.append(slot));
}

/**
 * The printed gallery's own controls, as WooCommerce's flexslider and photoswipe answered them:
 * thumbnails switch the shown image, the mouse zooms over it, a tap (touch, pen) zooms in and out,
 * a click, Enter on the image link or the enlarge button opens the lightbox; what the variations form
 * sends flexslider (`flexslider-click` on a thumbnail, `woocommerce_gallery_reset_slide_position`)
 * shows that image or the first.
 */
import { useEffect, useRef } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { useFieldEvent, useWpEvent } from '../../src/hooks/useWpEvent';
import type { Frame, GalleryFeatures } from './Gallery';
import type { ZoomControl } from './useZoom';

/** What opens the lightbox: WooCommerce's trigger where the page prints it (the plugin does), else the island's own button. */
export const OPENERS = '.si-gallery__open, .woocommerce-product-gallery__trigger';

/** Which frame shows, and which thumbnail is current, follow `current` (null: every frame shows, there is no slider). */
export function useShownFrame(frames: Frame[], thumbnails: HTMLAnchorElement[], current: number | null): void {
  useEffect(() => {
    if (current === null) return;
    frames.forEach((frame, position) => (frame.element.hidden = position !== current));
    thumbnails.forEach((thumbnail, position) => {
      if (position === current) thumbnail.setAttribute('aria-current', 'true');
      else thumbnail.removeAttribute('aria-current');
      // flexslider's class on the current thumbnail's image, which the shop's stylesheet shows as current
      thumbnail.querySelector('img')?.classList.toggle('flex-active', position === current);
    });
  }, [frames, thumbnails, current]);
}

export interface GalleryControls {
  host: HTMLElement;
  /** the frames' parent: pointer events over the images */
  wrapper: HTMLElement;
  frames: Frame[];
  thumbnails: HTMLAnchorElement[];
  current: number;
  show(index: number): void;
  zoom: ZoomControl;
  openBox(index: number, opener: HTMLElement | null): void;
  /** the theme's gallery features (the host's props): without the one a gesture uses, the image's link opens the file */
  features: GalleryFeatures;
}

export function useGalleryControls({ host, wrapper, frames, thumbnails, current, show, zoom, openBox, features }: GalleryControls): void {
  const lastPointerType = useRef('');
  const frameIndex = (target: EventTarget | null) => frames.findIndex((frame) => frame.element.contains(target as Node));
  const thumbnailIndex = (target: Element) => thumbnails.findIndex((link) => link.contains(target));
  const showFrame = (index: number) => {
    zoom.end();
    show(Math.min(index, frames.length - 1));
  };

  useDomEvent(wrapper, 'pointerdown', (event) => {
    lastPointerType.current = event.pointerType;
  });
  useDomEvent(wrapper, 'pointerover', (event) => {
    const index = frameIndex(event.target);
    zoom.pointer.current = event;
    if (index >= 0 && event.pointerType === 'mouse' && !(event.target as Element).closest(OPENERS)) zoom.start(index);
  });
  useDomEvent(wrapper, 'pointermove', (event) => {
    if (event.pointerType !== 'mouse') return;
    zoom.pointer.current = { clientX: event.clientX, clientY: event.clientY };
    zoom.place(zoom.pointer.current);
  });
  useDomEvent(wrapper, 'pointerleave', (event) => {
    if (event.pointerType === 'mouse') zoom.end();
  });
  useDomEvent(host, 'click', (event) => {
    const target = event.target as Element;
    const open = target.closest<HTMLElement>(OPENERS);
    if (open && host.contains(open)) {
      event.preventDefault();
      openBox(current, open);
      return;
    }
    const thumbnail = thumbnailIndex(target);
    if (thumbnail >= 0) {
      event.preventDefault();
      showFrame(thumbnail);
      return;
    }
    const index = frameIndex(target);
    if (index < 0) return;
    const tapped = lastPointerType.current === 'touch' || lastPointerType.current === 'pen';
    lastPointerType.current = '';
    // a tap zooms an image that zooms (the lightbox is the trigger); a tap on an image that does not (no
    // zoom, or another image without a slider) opens it as a click does, as single-product.js binds
    // PhotoSwipe to every image link then
    const zooms = tapped && zoom.zoomsAt(index);
    const opens = features.lightbox && !zooms;
    // as with WooCommerce's gallery script where the theme has neither: the link to the file is followed
    if (!zooms && !opens) return;
    event.preventDefault();
    if (opens) openBox(index, frames[index]!.link ?? frames[index]!.element);
    // a tap zooms in where it landed, the next tap zooms out
    else if (zoom.zoom?.frame === index) zoom.end();
    else {
      zoom.pointer.current = { clientX: event.clientX, clientY: event.clientY };
      zoom.start(index);
    }
  });
  // after a variation's image shows: the thumbnail of an image the gallery holds, or the first (which became the variation's)
  useFieldEvent(host, 'flexslider-click', (origin) => {
    const thumbnail = thumbnailIndex(origin);
    if (thumbnail >= 0) showFrame(thumbnail);
  });
  useWpEvent('woocommerce_gallery_reset_slide_position', () => showFrame(0), host);
}

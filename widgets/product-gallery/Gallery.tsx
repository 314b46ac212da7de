/**
 * The product page's image gallery over WooCommerce's printed markup: thumbnails switch the shown
 * image, the pointer zooms into it on hover (a tap on touch screens), and a click, Enter on the
 * image link or the enlarge button opens the lightbox. Zoom says "Bild wird geladen" while the
 * large file loads and "Das Bild konnte nicht geladen werden" for 2500 ms if it fails. The images
 * and links stay the server's; the badges and the zoomed image are portals into its frames.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { t } from './messages';
import { makeSlot, useHost } from '../../src/islands/island';
import type { GalleryImage, LightboxProps } from './Lightbox';
import { galleryStyles } from './styles';
import { zoomLayout } from './zoom';
import { safeHref } from '../../src/wp/url';

export const ZOOM_ERROR_MS = 2500;

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

type Zoom = { frame: number; src: string; loaded: boolean };
type Box = { start: number; opener: HTMLElement | null };
type Point = { clientX: number; clientY: number };

/** What opens the lightbox: WooCommerce's trigger where the page prints it (the plugin does), else the island's own button. */
const OPENERS = '.si-gallery__open, .woocommerce-product-gallery__trigger';

export function Gallery({ zoom: zoomOn, lightbox: lightboxOn }: { zoom: boolean; lightbox: boolean }) {
  const host = useHost();
  const frames = useMemo(() => framesOf(host), [host]);
  const thumbnails = useMemo(() => [...host.querySelectorAll<HTMLAnchorElement>('.product-thumbnails a, .flex-control-thumbs a')], [host]);
  const images = useMemo<GalleryImage[]>(() => frames.map((frame) => ({ full: frame.full, alt: frame.image?.alt ?? '' })), [frames]);
  const wrapper = frames[0]!.element.parentElement ?? host;
  const [printedTrigger] = useState(() => host.querySelector('.woocommerce-product-gallery__trigger') !== null);

  const [current, setCurrent] = useState(0);
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const [failedFrame, setFailedFrame] = useState<number | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [LightboxView, setLightboxView] = useState<ComponentType<LightboxProps> | null>(null);

  const zoomImage = useRef<HTMLImageElement>(null);
  const pointer = useRef<Point>({ clientX: 0, clientY: 0 });
  const lastPointerType = useRef('');
  const zoomRef = useRef(zoom);
  const currentRef = useRef(current);
  useLayoutEffect(() => {
    zoomRef.current = zoom;
    currentRef.current = current;
  });

  // which frame shows, and which thumbnail is current, follow `current`
  useEffect(() => {
    frames.forEach((frame, position) => (frame.element.hidden = position !== current));
    thumbnails.forEach((thumbnail, position) => {
      if (position === current) thumbnail.setAttribute('aria-current', 'true');
      else thumbnail.removeAttribute('aria-current');
      // flexslider's class on the current thumbnail's image, which the shop's stylesheet shows as current
      thumbnail.querySelector('img')?.classList.toggle('flex-active', position === current);
    });
  }, [frames, thumbnails, current]);

  const place = useCallback(
    (at: Point) => {
      const state = zoomRef.current;
      const image = zoomImage.current;
      if (!state?.loaded || !image) return;
      const rect = frames[state.frame]!.element.getBoundingClientRect();
      const layout = zoomLayout(
        { x: at.clientX - rect.left, y: at.clientY - rect.top },
        { width: rect.width, height: rect.height },
        { width: image.naturalWidth, height: image.naturalHeight },
      );
      Object.assign(image.style, {
        width: `${layout.width}px`,
        height: `${layout.height}px`,
        left: `${layout.left}px`,
        top: `${layout.top}px`,
      });
    },
    [frames],
  );

  const startZoom = useCallback(
    (index: number) => {
      const frame = frames[index];
      if (!zoomOn || !frame?.full || zoomRef.current?.frame === index) return;
      setZoom({ frame: index, src: frame.full, loaded: false });
    },
    [frames, zoomOn],
  );
  const endZoom = useCallback(() => setZoom(null), []);

  // the error badge goes after 2500 ms
  useEffect(() => {
    if (failedFrame === null) return;
    const timer = setTimeout(() => setFailedFrame(null), ZOOM_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failedFrame]);

  // once loaded, the zoomed image sits where the pointer is before it is painted
  useLayoutEffect(() => {
    if (zoom?.loaded) place(pointer.current);
  }, [zoom, place]);

  const openBox = useCallback(
    (index: number, opener: HTMLElement | null) => {
      if (!lightboxOn) return;
      setZoom(null);
      if (!LightboxView)
        // the lightbox's code is fetched on first use; without it, the image itself opens
        import('./Lightbox').then(
          (module) => setLightboxView(() => module.default),
          () => location.assign(images[index]?.full || location.href),
        );
      setBox((open) => open ?? { start: index, opener });
    },
    [lightboxOn, LightboxView, images],
  );

  // the printed links and thumbnails are the controls
  useEffect(() => {
    const frameIndex = (target: EventTarget | null) => frames.findIndex((frame) => frame.element.contains(target as Node));
    const onPointerDown = (event: PointerEvent) => {
      lastPointerType.current = event.pointerType;
    };
    const onPointerOver = (event: PointerEvent) => {
      const index = frameIndex(event.target);
      pointer.current = event;
      if (index >= 0 && event.pointerType === 'mouse' && !(event.target as Element).closest(OPENERS)) startZoom(index);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      pointer.current = { clientX: event.clientX, clientY: event.clientY };
      place(pointer.current);
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') endZoom();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const open = target.closest<HTMLElement>(OPENERS);
      if (open && host.contains(open)) {
        event.preventDefault();
        openBox(currentRef.current, open);
        return;
      }
      const thumbnail = thumbnails.findIndex((link) => link.contains(target));
      if (thumbnail >= 0) {
        event.preventDefault();
        endZoom();
        setCurrent(Math.min(thumbnail, frames.length - 1));
        return;
      }
      const index = frameIndex(target);
      if (index < 0) return;
      event.preventDefault();
      if (lastPointerType.current === 'touch' || lastPointerType.current === 'pen') {
        // a tap zooms in where it landed, the next tap zooms out; the lightbox is the button
        pointer.current = { clientX: event.clientX, clientY: event.clientY };
        if (zoomRef.current?.frame === index) endZoom();
        else startZoom(index);
        lastPointerType.current = '';
        return;
      }
      lastPointerType.current = '';
      openBox(index, frames[index]!.link ?? frames[index]!.element);
    };
    wrapper.addEventListener('pointerdown', onPointerDown);
    wrapper.addEventListener('pointerover', onPointerOver);
    wrapper.addEventListener('pointermove', onPointerMove);
    wrapper.addEventListener('pointerleave', onPointerLeave);
    host.addEventListener('click', onClick);
    return () => {
      wrapper.removeEventListener('pointerdown', onPointerDown);
      wrapper.removeEventListener('pointerover', onPointerOver);
      wrapper.removeEventListener('pointermove', onPointerMove);
      wrapper.removeEventListener('pointerleave', onPointerLeave);
      host.removeEventListener('click', onClick);
    };
  }, [host, wrapper, frames, thumbnails, startZoom, endZoom, place, openBox]);

  // the pointer that woke the island is already over an image: zoom there as if it had just arrived
  useEffect(() => {
    let hovered: number;
    try {
      hovered = frames.findIndex((frame) => !frame.element.hidden && frame.element.matches(':hover'));
    } catch {
      hovered = -1; // a browser without :hover in matches()
    }
    if (hovered >= 0) {
      const rect = frames[hovered]!.element.getBoundingClientRect();
      pointer.current = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
      startZoom(hovered);
    }
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onIndex = useCallback((index: number) => setCurrent(index), []);
  const closeBox = useCallback(() => setBox(null), []);

  const badge = (index: number) =>
    zoom?.frame === index && !zoom.loaded ? t('gallery.loading') : failedFrame === index ? t('gallery.zoomFailed') : '';

  return (
    <>
      {frames.map((frame, index) =>
        createPortal(
          <>
            <span className="si-gallery__badge" role="status">
              {badge(index)}
            </span>
            {zoom?.frame === index && (
              <img
                key={zoom.src}
                ref={zoomImage}
                className="si-gallery__zoom-image"
                alt=""
                src={zoom.src}
                hidden={!zoom.loaded}
                onLoad={() => setZoom((state) => (state?.frame === index ? { ...state, loaded: true } : state))}
                onError={() => {
                  setZoom((state) => (state?.frame === index ? null : state));
                  setFailedFrame(index);
                }}
              />
            )}
          </>,
          frame.element,
          `frame-${index}`,
        ),
      )}
      {lightboxOn && !printedTrigger && (
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
  // the first image shows, as the theme's CSS had it, before the island's own rules apply
  frames.forEach((frame, position) => (frame.element.hidden = position !== 0));
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

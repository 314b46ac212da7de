/**
 * The product page's image gallery: thumbnails switch the shown image, the pointer zooms into it
 * on hover (a tap on touch screens), and a click or the enlarge button opens the lightbox.
 * Zoom says "Bild wird geladen" while the large file loads and "Das Bild konnte nicht geladen
 * werden" for 2500 ms if it fails. Plain DOM over WooCommerce's gallery markup.
 */
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import type { GalleryImage, Lightbox } from './lightbox';
import { galleryStyles } from './styles';
import { zoomLayout } from './zoom';

export const props = {
  zoom: prop.boolean({ default: true }),
  lightbox: prop.boolean({ default: true }),
};

export const ZOOM_ERROR_MS = 2500;

interface Frame {
  element: HTMLElement;
  link: HTMLAnchorElement | null;
  image: HTMLImageElement | null;
  badge: HTMLElement;
  full: string;
}

export function mount(host: HTMLElement, { zoom, lightbox }: InferProps<typeof props>) {
  const doc = host.ownerDocument;
  galleryStyles(doc);
  const frames: Frame[] = [...host.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')].map((element) => {
    const link = element.querySelector('a');
    const image = element.querySelector('img');
    const badge = doc.createElement('span');
    badge.className = 'si-gallery__badge';
    badge.setAttribute('role', 'status');
    element.classList.add('si-gallery__frame');
    element.append(badge);
    const full = link?.href || image?.getAttribute('data-large_image') || image?.currentSrc || image?.src || '';
    return { element, link, image, badge, full };
  });
  if (frames.length === 0) throw new Error('holds no .woocommerce-product-gallery__image');
  const thumbnails = [...host.querySelectorAll<HTMLAnchorElement>('.product-thumbnails a, .flex-control-thumbs a')];
  const images: GalleryImage[] = frames.map((frame) => ({ full: frame.full, alt: frame.image?.alt ?? '' }));
  host.classList.add('si-gallery');

  let current = 0;
  let box: Lightbox | undefined;
  let lastPointer = '';
  const errorTimers = new Set<ReturnType<typeof setTimeout>>();
  let zooming: { frame: Frame; image: HTMLImageElement; loaded: boolean } | undefined;

  function show(index: number) {
    current = index;
    frames.forEach((frame, position) => (frame.element.hidden = position !== index));
    thumbnails.forEach((thumbnail, position) => {
      if (position === index) thumbnail.setAttribute('aria-current', 'true');
      else thumbnail.removeAttribute('aria-current');
    });
  }

  let opening = false;
  /** The lightbox (and the dialog code) is fetched on first use. */
  async function openBox(index: number) {
    if (!lightbox || box || opening) return;
    endZoom();
    opening = true;
    try {
      const { openLightbox } = await import('./lightbox');
      box = openLightbox(images, index, show, () => {
        box = undefined;
      });
    } catch {
      location.assign(images[index]?.full || location.href);
    } finally {
      opening = false;
    }
  }

  const openButton = doc.createElement('button');
  openButton.type = 'button';
  openButton.className = 'si-gallery__open';
  openButton.setAttribute('aria-label', t('gallery.zoom'));
  openButton.innerHTML =
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2"/><path d="M15 15l6 6M10 7v6M7 10h6" stroke="currentColor" stroke-width="2"/></svg>';
  openButton.addEventListener('click', () => void openBox(current));
  const wrapper = frames[0]!.element.parentElement ?? host;
  if (lightbox) {
    if (getComputedStyle(wrapper).position === 'static') wrapper.style.position = 'relative';
    wrapper.append(openButton);
  }

  function place(event: { clientX: number; clientY: number }) {
    if (!zooming?.loaded) return;
    const rect = zooming.frame.element.getBoundingClientRect();
    const layout = zoomLayout(
      { x: event.clientX - rect.left, y: event.clientY - rect.top },
      { width: rect.width, height: rect.height },
      { width: zooming.image.naturalWidth, height: zooming.image.naturalHeight },
    );
    Object.assign(zooming.image.style, {
      width: `${layout.width}px`,
      height: `${layout.height}px`,
      left: `${layout.left}px`,
      top: `${layout.top}px`,
    });
  }

  function startZoom(frame: Frame, event: { clientX: number; clientY: number }) {
    if (!zoom || !frame.full || zooming?.frame === frame) return;
    endZoom();
    const image = doc.createElement('img');
    image.className = 'si-gallery__zoom-image';
    image.alt = '';
    image.hidden = true;
    const state = { frame, image, loaded: false };
    zooming = state;
    let last = event;
    const track = (move: PointerEvent) => {
      last = move;
    };
    frame.element.addEventListener('pointermove', track);
    frame.badge.textContent = t('gallery.loading');
    image.addEventListener('load', () => {
      frame.element.removeEventListener('pointermove', track);
      if (zooming !== state) return;
      state.loaded = true;
      frame.badge.textContent = '';
      image.hidden = false;
      place(last);
    });
    image.addEventListener('error', () => {
      frame.element.removeEventListener('pointermove', track);
      if (zooming === state) zooming = undefined;
      image.remove();
      frame.badge.textContent = t('gallery.zoomFailed');
      const timer = setTimeout(() => {
        errorTimers.delete(timer);
        if (frame.badge.textContent === t('gallery.zoomFailed')) frame.badge.textContent = '';
      }, ZOOM_ERROR_MS);
      errorTimers.add(timer);
    });
    image.src = frame.full;
    frame.element.append(image);
  }

  function endZoom() {
    if (!zooming) return;
    const { frame, image, loaded } = zooming;
    zooming = undefined;
    image.remove();
    if (!loaded) frame.badge.textContent = '';
  }

  const frameOf = (target: EventTarget | null) => frames.find((frame) => frame.element.contains(target as Node));

  const onPointerDown = (event: PointerEvent) => {
    lastPointer = event.pointerType;
  };
  const onPointerOver = (event: PointerEvent) => {
    const frame = frameOf(event.target);
    if (frame && event.pointerType === 'mouse' && !(event.target as Element).closest('.si-gallery__open')) startZoom(frame, event);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (zooming && event.pointerType === 'mouse') place(event);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') endZoom();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const thumbnail = thumbnails.findIndex((link) => link.contains(target));
    if (thumbnail >= 0) {
      event.preventDefault();
      endZoom();
      show(Math.min(thumbnail, frames.length - 1));
      return;
    }
    const frame = frameOf(target);
    if (!frame || target.closest('.si-gallery__open')) return;
    event.preventDefault();
    if (lastPointer === 'touch' || lastPointer === 'pen') {
      // a tap zooms in where it landed, the next tap zooms out; the lightbox is the button
      if (zooming?.frame === frame) endZoom();
      else startZoom(frame, event);
      lastPointer = '';
      return;
    }
    lastPointer = '';
    void openBox(frames.indexOf(frame));
  };

  const listeners: Array<[string, (event: never) => void]> = [
    ['pointerdown', onPointerDown],
    ['pointerover', onPointerOver],
    ['pointermove', onPointerMove],
    ['pointerleave', onPointerLeave],
    ['click', onClick],
  ];
  const zoomArea = wrapper;
  for (const [type, listener] of listeners) (type === 'click' ? host : zoomArea).addEventListener(type, listener as EventListener);
  thumbnails.forEach((thumbnail, position) => {
    if (!thumbnail.hasAttribute('aria-label') && !thumbnail.textContent?.trim())
      thumbnail.setAttribute('aria-label', t('gallery.thumbnail', { n: position + 1 }));
  });
  show(0);

  return () => {
    endZoom();
    box?.dialog.close();
    errorTimers.forEach(clearTimeout);
    for (const [type, listener] of listeners) (type === 'click' ? host : zoomArea).removeEventListener(type, listener as EventListener);
    openButton.remove();
    frames.forEach((frame) => {
      frame.badge.remove();
      frame.element.hidden = false;
      frame.element.classList.remove('si-gallery__frame');
    });
    host.classList.remove('si-gallery');
  };
}

/**
 * The gallery's lightbox: the full-size images in the shared modal dialog, with previous/next
 * buttons, arrow keys and swipe, a counter read out on change, and for an image that fails
 * "Das Bild #n konnte nicht geladen werden." with a link to the file.
 */
import { t } from './messages';
import { openDialog, type OpenDialog } from '../../src/ui/dialog';
import { injectStyles } from '../../src/ui/styles';
import { swipeDirection, wrapIndex } from './zoom';

const LIGHTBOX_CSS =
  '.si-lightbox-dialog{background:#111;color:#fff}' +
  '.si-lightbox-dialog .si-dialog__body{padding:48px 12px 12px}' +
  '.si-lightbox{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:8px}' +
  '.si-lightbox__figure{margin:0;display:grid;justify-items:center;gap:8px;grid-column:2}' +
  '.si-lightbox__stage{touch-action:pan-y;user-select:none;min-height:200px;display:grid;place-items:center}' +
  '.si-lightbox__image{max-width:100%;max-height:calc(100vh - 140px);height:auto}' +
  '.si-lightbox__nav{width:44px;height:64px;border:0;border-radius:8px;background:rgba(255,255,255,.15);color:#fff;font-size:36px;cursor:pointer}' +
  '.si-lightbox__nav:focus-visible{outline:3px solid #8ab4f8}' +
  '.si-lightbox__error{max-width:32em;text-align:center}.si-lightbox__error a{color:#8ab4f8}';

export interface GalleryImage {
  full: string;
  alt: string;
}

export interface Lightbox {
  dialog: OpenDialog;
  show(index: number): void;
}

export function openLightbox(images: GalleryImage[], start: number, onChange: (index: number) => void, onClose: () => void): Lightbox {
  const doc = document;
  injectStyles(doc, 'si-lightbox-styles', LIGHTBOX_CSS);
  let index = start;
  const figure = doc.createElement('figure');
  figure.className = 'si-lightbox__figure';
  const stage = doc.createElement('div');
  stage.className = 'si-lightbox__stage';
  const counter = doc.createElement('figcaption');
  counter.className = 'si-lightbox__counter';
  counter.setAttribute('aria-live', 'polite');
  figure.append(stage, counter);

  const button = (className: string, label: string, text: string, step: number) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.className = `si-lightbox__nav ${className}`;
    element.setAttribute('aria-label', label);
    element.textContent = text;
    element.addEventListener('click', () => show(wrapIndex(index, step, images.length)));
    return element;
  };
  const previous = button('si-lightbox__previous', t('gallery.previous'), '‹', -1);
  const next = button('si-lightbox__next', t('gallery.next'), '›', 1);
  const wrapper = doc.createElement('div');
  wrapper.className = 'si-lightbox';
  if (images.length > 1) wrapper.append(previous, figure, next);
  else wrapper.append(figure);

  function failed(position: number, image: GalleryImage) {
    const message = doc.createElement('p');
    message.className = 'si-lightbox__error';
    message.setAttribute('role', 'alert');
    message.append(t('gallery.imageFailed', { n: position + 1 }), ' ');
    const link = doc.createElement('a');
    link.href = image.full;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = t('gallery.openImage');
    message.append(link);
    stage.replaceChildren(message);
  }

  function show(position: number) {
    index = position;
    const image = images[position];
    if (!image) return;
    const element = doc.createElement('img');
    element.className = 'si-lightbox__image';
    element.alt = image.alt;
    element.decoding = 'async';
    element.draggable = false; // a native image drag would swallow the swipe
    element.addEventListener('error', () => {
      if (index === position) failed(position, image);
    });
    element.src = image.full;
    stage.replaceChildren(element);
    counter.textContent = t('gallery.position', { n: position + 1, total: images.length });
    // the neighbours load in the background so that paging feels instant
    for (const step of [1, -1]) {
      const neighbour = images[wrapIndex(position, step, images.length)];
      if (neighbour && images.length > 1) new Image().src = neighbour.full;
    }
    onChange(position);
  }

  let startX = 0;
  let startY = 0;
  stage.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
    startY = event.clientY;
  });
  stage.addEventListener('pointerup', (event) => {
    const direction = swipeDirection(event.clientX - startX, event.clientY - startY);
    if (direction !== 0 && images.length > 1) show(wrapIndex(index, direction, images.length));
  });

  const dialog = openDialog(wrapper, { className: 'si-lightbox-dialog', label: t('gallery.lightbox'), onClose });
  dialog.element.addEventListener('keydown', (event) => {
    if (images.length < 2) return;
    if (event.key === 'ArrowRight') show(wrapIndex(index, 1, images.length));
    else if (event.key === 'ArrowLeft') show(wrapIndex(index, -1, images.length));
    else return;
    event.preventDefault();
  });
  show(start);
  return { dialog, show };
}

/**
 * The gallery's lightbox: the full-size images in the shared modal dialog, with previous/next
 * buttons, arrow keys and swipe, a counter read out on change, and for an image that fails
 * "Das Bild #n konnte nicht geladen werden." with a link to the file. Its own chunk, fetched on
 * the first open.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from './messages';
import { Dialog } from '../../src/ui/ModalDialog';
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

export interface LightboxProps {
  images: GalleryImage[];
  start: number;
  /** The gallery follows the image shown. */
  onIndex: (index: number) => void;
  onClose: () => void;
  opener: HTMLElement | null;
}

export default function Lightbox({ images, start, onIndex, onClose, opener }: LightboxProps) {
  const [index, setIndex] = useState(start);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const swipeStart = useRef({ x: 0, y: 0 });
  const count = images.length;
  const many = count > 1;
  const image = images[index];

  useLayoutEffect(() => injectStyles(document, 'si-lightbox-styles', LIGHTBOX_CSS), []);
  useEffect(() => {
    // the neighbours load in the background so that paging feels instant
    if (many) for (const step of [1, -1]) new Image().src = images[wrapIndex(index, step, count)]!.full;
  }, [index, images, count, many]);

  // the gallery follows at once, not in an effect that a quick close could skip (Preact runs effects after paint)
  const step = (by: number) => {
    const next = wrapIndex(index, by, count);
    setIndex(next);
    onIndex(next);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog className="si-lightbox-dialog" title={t('gallery.lightbox')} opener={opener} onClose={onClose} onKeyDown={keyDown}>
      <div className="si-lightbox">
        {many && (
          <button
            type="button"
            className="si-lightbox__nav si-lightbox__previous"
            aria-label={t('gallery.previous')}
            onClick={() => step(-1)}
          >
            ‹
          </button>
        )}
        <figure className="si-lightbox__figure">
          <div
            className="si-lightbox__stage"
            onPointerDown={(event) => (swipeStart.current = { x: event.clientX, y: event.clientY })}
            onPointerUp={(event) => {
              const direction = swipeDirection(event.clientX - swipeStart.current.x, event.clientY - swipeStart.current.y);
              if (direction !== 0 && many) step(direction);
            }}
          >
            {image && failed.has(index) ? (
              <p className="si-lightbox__error" role="alert">
                {t('gallery.imageFailed', { n: index + 1 })}{' '}
                <a href={image.full} target="_blank" rel="noopener">
                  {t('gallery.openImage')}
                </a>
              </p>
            ) : (
              image && (
                <img
                  key={index}
                  className="si-lightbox__image"
                  src={image.full}
                  alt={image.alt}
                  decoding="async"
                  // a native image drag would swallow the swipe
                  draggable={false}
                  onError={() => setFailed((before) => new Set(before).add(index))}
                />
              )
            )}
          </div>
          <figcaption className="si-lightbox__counter" aria-live="polite">
            {t('gallery.position', { n: index + 1, total: count })}
          </figcaption>
        </figure>
        {many && (
          <button type="button" className="si-lightbox__nav si-lightbox__next" aria-label={t('gallery.next')} onClick={() => step(1)}>
            ›
          </button>
        )}
      </div>
    </Dialog>
  );
}

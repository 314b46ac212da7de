/**
 * The modal dialog of React islands (quick view, gallery lightbox): a native `<dialog>` opened with
 * showModal(), portalled from the island's root to document.body, so the page behind is inert and
 * the dialog sits in the top layer above sticky headers. On top of that: it is labelled by its
 * heading, has a labelled close button, Escape (the `cancel` event) and a click on the backdrop
 * close it, Tab wraps inside it, the page does not scroll behind it (the scrollbar's width is made
 * up with padding, so nothing moves) and focus goes back to the opener once it is gone.
 * Open it by rendering it; close it by no longer rendering it (onClose asks for that).
 * Works the same under preact/compat (the lite build).
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useCommitDomEvent, useDomEvent } from '../hooks/useDomEvent';
import { createPortal } from 'react-dom';
import { t } from '../i18n';
import { focusableIn, wrapTab } from './focus';
import { injectStyles } from './styles';

export interface DialogProps {
  /** Id of the heading inside the content that names the dialog… */
  labelledBy?: string;
  /** …or the name itself, rendered as the dialog's own (visually hidden) heading. */
  title?: string;
  /** Asked when the shopper closes it (close button, Escape, backdrop, the browser's close request). */
  onClose: () => void;
  className?: string;
  /** Where focus goes back to once the dialog is gone; the element focused when it opened by default. */
  opener?: HTMLElement | null;
  /** What gets focus on open; else the first control in the content, else the close button. */
  initialFocus?: (body: HTMLElement) => HTMLElement | null | undefined;
  /** Keys inside the dialog (arrow keys of a lightbox); Escape and Tab are the dialog's own. */
  onKeyDown?: (event: KeyboardEvent) => void;
  busy?: boolean;
  children?: ReactNode;
}

/** The dialog's look: a native `<dialog>` in the top layer with its backdrop. */
const DIALOG_BASE_CSS =
  '.si-dialog{border:0;border-radius:12px;padding:0;max-width:min(960px,calc(100vw - 24px));max-height:calc(100vh - 24px);width:100%;box-shadow:0 12px 48px rgba(0,0,0,.35);color:inherit;background:#fff}' +
  '.si-dialog::backdrop{background:rgba(0,0,0,.6)}' +
  '.si-dialog__body{padding:24px;overflow:auto;max-height:calc(100vh - 24px);box-sizing:border-box}' +
  '.si-dialog__close{position:absolute;top:6px;right:6px;z-index:2;width:44px;height:44px;border:0;border-radius:50%;background:rgba(255,255,255,.9);font-size:28px;line-height:1;cursor:pointer;color:#222}' +
  '.si-dialog__close:focus-visible{outline:3px solid #005fcc;outline-offset:2px}';

const DIALOG_CSS =
  DIALOG_BASE_CSS +
  '.si-dialog__title{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}';

/** Open dialogs holding the page's scroll, and what the page had before the first. */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/** Stops the page scrolling behind the dialog; the scrollbar that goes away is made up with padding. */
export function lockScroll(doc: Document = document): () => void {
  const html = doc.documentElement;
  const body = doc.body;
  if (locks++ === 0) {
    const view = doc.defaultView;
    const scrollbar = view ? Math.max(0, view.innerWidth - html.clientWidth) : 0;
    saved = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    if (scrollbar > 0) {
      const padding = parseFloat(view!.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    html.style.setProperty('--si-scrollbar-width', `${scrollbar}px`);
    html.style.overflow = 'hidden';
    html.classList.add('si-dialog-open');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks > 0 || !saved) return;
    html.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
    html.style.removeProperty('--si-scrollbar-width');
    html.classList.remove('si-dialog-open');
    saved = undefined;
  };
}

/** A click on the dialog element itself (not its content) that lies outside its box is on the backdrop. */
function onBackdrop(dialog: HTMLDialogElement, event: { target: EventTarget | null; clientX: number; clientY: number }): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return true;
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

export function Dialog({ labelledBy, title, onClose, className, opener, initialFocus, onKeyDown, busy, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = `si-dialog-title${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const unmounting = useRef(false);
  // open as a modal on mount, focus inside; on unmount closed, the page scrolls again, focus goes back
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const doc = dialog.ownerDocument;
    injectStyles(doc, 'si-react-dialog-styles', DIALOG_CSS);
    const returnTo = opener ?? (doc.activeElement instanceof HTMLElement ? doc.activeElement : null);
    const unlock = lockScroll(doc);
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    const body = bodyRef.current!;
    (initialFocus?.(body) ?? focusableIn(body)[0] ?? closeRef.current)?.focus();
    const closing = unmounting;
    return () => {
      closing.current = true;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      dialog.removeAttribute('open');
      unlock();
      if (returnTo?.isConnected) returnTo.focus();
    };
    // once, on mount: the opener and first focus are the first render's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // `cancel` is Escape or the browser's close request (Android's back gesture): the island decides, by no
  // longer rendering the dialog. Heard from the commit on: a request in the dialog's first moment,
  // before effects run, closed it natively and left it in the page, hidden, with the page's scroll locked
  useCommitDomEvent(dialogRef, 'cancel', (event) => {
    event.preventDefault();
    onClose();
  });
  // closed some other way (a form with method=dialog, the browser): say so too, not the close of the unmount below
  useCommitDomEvent(dialogRef, 'close', () => {
    if (!unmounting.current) onClose();
  });
  useCommitDomEvent(dialogRef, 'keydown', (event) => {
    if (event.key === 'Escape') {
      // the native `cancel` follows unless stopped here; where there is none (no showModal) this is the way out
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') wrapTab(event, dialogRef.current!);
    else onKeyDown?.(event);
  });
  useDomEvent(dialogRef, 'click', (event) => {
    if (onBackdrop(dialogRef.current!, event)) onClose();
  });

  // without a label the dialog would be nameless: say so while developing
  useEffect(() => {
    if (!labelledBy && !title) console.warn('[shop-islands] a Dialog without labelledBy or title has no name');
  }, [labelledBy, title]);

  const doc = typeof document === 'undefined' ? null : document;
  if (!doc) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      className={`si-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy ?? titleId}
      aria-modal="true"
      aria-busy={busy ? 'true' : undefined}
    >
      <button ref={closeRef} type="button" className="si-dialog__close" aria-label={t('dialog.close')} onClick={onClose}>
        ×
      </button>
      {/* beside the body, not in it: a first focus looked for in the body finds the island's own heading */}
      {!labelledBy && (
        <h2 id={titleId} className="si-dialog__title">
          {title}
        </h2>
      )}
      <div ref={bodyRef} className="si-dialog__body">
        {children}
      </div>
    </dialog>,
    doc.body,
  );
}

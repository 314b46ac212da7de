/**
 * One modal dialog for every island that needs one (quick view, lightbox, terms, mandate preview):
 * a native `<dialog>` opened with showModal(), so the page behind is inert, Escape closes it and it
 * sits in the top layer above sticky headers. On top of that: a labelled close button, Tab wrapping
 * inside the dialog, a click on the backdrop closes, and focus goes back to where it was.
 * Plain DOM so that it costs no framework.
 */
import { t } from '../i18n';
import { focusableIn, wrapTab } from './focus';
import { injectStyles } from './styles';

export interface DialogOptions {
  /** Accessible name; or `labelledBy` to point at a heading inside the content. */
  label?: string;
  labelledBy?: string;
  className?: string;
  /** What gets focus on open; else the first control in the content, else the close button. */
  initialFocus?: (body: HTMLElement) => HTMLElement | null | undefined;
  /** Called once after the dialog closed and focus was restored. */
  onClose?: () => void;
}

export interface OpenDialog {
  element: HTMLDialogElement;
  /** Where the content goes. */
  body: HTMLElement;
  close(): void;
}

/** The look both dialogs share (this one and the React ModalDialog), kept in one place. */
export const DIALOG_BASE_CSS =
  '.si-dialog{border:0;border-radius:12px;padding:0;max-width:min(960px,calc(100vw - 24px));max-height:calc(100vh - 24px);width:100%;box-shadow:0 12px 48px rgba(0,0,0,.35);color:inherit;background:#fff}' +
  '.si-dialog::backdrop{background:rgba(0,0,0,.6)}' +
  '.si-dialog__body{padding:24px;overflow:auto;max-height:calc(100vh - 24px);box-sizing:border-box}' +
  '.si-dialog__close{position:absolute;top:6px;right:6px;z-index:2;width:44px;height:44px;border:0;border-radius:50%;background:rgba(255,255,255,.9);font-size:28px;line-height:1;cursor:pointer;color:#222}' +
  '.si-dialog__close:focus-visible{outline:3px solid #005fcc;outline-offset:2px}';

const DIALOG_CSS = DIALOG_BASE_CSS + 'html.si-dialog-open{overflow:hidden}';

export function openDialog(content: Node | null, options: DialogOptions = {}): OpenDialog {
  const doc = document;
  injectStyles(doc, 'si-dialog-styles', DIALOG_CSS);
  const returnFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const dialog = doc.createElement('dialog');
  dialog.className = `si-dialog${options.className ? ` ${options.className}` : ''}`;
  if (options.labelledBy) dialog.setAttribute('aria-labelledby', options.labelledBy);
  else if (options.label) dialog.setAttribute('aria-label', options.label);

  const closeButton = doc.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'si-dialog__close';
  closeButton.setAttribute('aria-label', t('dialog.close'));
  closeButton.textContent = '×';
  const body = doc.createElement('div');
  body.className = 'si-dialog__body';
  if (content) body.append(content);
  dialog.append(closeButton, body);
  doc.body.append(dialog);

  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    if (dialog.open) dialog.close();
    dialog.remove();
    doc.documentElement.classList.remove('si-dialog-open');
    if (returnFocus?.isConnected) returnFocus.focus();
    options.onClose?.();
  }

  closeButton.addEventListener('click', close);
  // `cancel` is Escape (and the browser's close request); closing ourselves keeps focus handling in one place.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('close', close);
  dialog.addEventListener('click', (event) => {
    // a click on the dialog element itself (not its content) lands on the backdrop
    if (event.target === dialog) {
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside || (box.width === 0 && box.height === 0)) close();
    }
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
      return;
    }
    wrapTab(event, dialog);
  });

  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  doc.documentElement.classList.add('si-dialog-open');
  // the first control in the content, else the close button (WAI-ARIA dialog pattern)
  (options.initialFocus?.(body) ?? focusableIn(body)[0] ?? closeButton).focus();
  return { element: dialog, body, close };
}

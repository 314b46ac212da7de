/**
 * Short messages ("growl") in one live region at the corner of the viewport, each removed after
 * its time (3000 ms for cart messages). Plain DOM: it must not pull React into light pages.
 */
import { safeHref } from '../wp/url';
import { injectStyles } from './styles';

export const TOAST_MS = 3000;

let region: HTMLElement | undefined;

function ensureRegion(doc: Document): HTMLElement {
  if (region?.isConnected) return region;
  region = doc.createElement('div');
  region.className = 'si-toasts';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  doc.body.append(region);
  injectStyles(
    doc,
    'si-toast-styles',
    '.si-toasts{position:fixed;z-index:9998;right:16px;top:16px;display:grid;gap:8px;max-width:min(420px,calc(100vw - 32px))}' +
      '.si-toast{background:#222;color:#fff;padding:12px 16px;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.25);font:15px/1.4 system-ui,sans-serif}' +
      '.si-toast--error{background:#b00020}.si-toast a{color:#fff;font-weight:700;margin-left:8px}',
  );
  return region;
}

export interface ToastOptions {
  kind?: 'info' | 'error';
  link?: { href: string; text: string };
  ms?: number;
}

/** Show `text` (always as text) with an optional link; returns a function that removes it early. */
export function toast(text: string, options: ToastOptions = {}, doc: Document = document): () => void {
  const container = ensureRegion(doc);
  const item = doc.createElement('div');
  item.className = `si-toast${options.kind === 'error' ? ' si-toast--error' : ''}`;
  if (options.kind === 'error') item.setAttribute('role', 'alert');
  item.append(doc.createTextNode(text));
  const href = options.link && safeHref(options.link.href);
  if (options.link && href) {
    const link = doc.createElement('a');
    link.href = href;
    link.textContent = options.link.text;
    item.append(link);
  }
  container.append(item);
  const timer = setTimeout(() => item.remove(), options.ms ?? TOAST_MS);
  return () => {
    clearTimeout(timer);
    item.remove();
  };
}

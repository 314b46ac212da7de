/**
 * Loading and showing the quick view; its own chunk, fetched on the first click, so that product
 * grids pay only for the click handler until someone asks for a quick view.
 */
import { type MessageKey } from '../../src/i18n';
import { t } from './messages';
import { openDialog, type OpenDialog } from '../../src/ui/dialog';
import { serverHtml } from '../../src/ui/sanitize';
import { toast } from '../../src/ui/toast';
import { adminAjax } from '../../src/wp/ajax';
import { errorMessageKey, isAborted, TransportError } from '../../src/wp/errors';
import { trigger } from '../../src/wp/events';

/** Hosts a product summary carries that may hydrate inside the quick view. */
const QUICK_VIEW_ISLANDS = ['add-to-cart', 'quantity', 'name-your-price', 'variation-price', 'product-gallery'];

let headings = 0;

export async function loadQuickView(productId: number, signal?: AbortSignal): Promise<string> {
  const html = await adminAjax('flatsome_quickview', { product: productId }, signal ? { signal } : {});
  const body = html.trim();
  // `0` and `-1` were already turned into errors by the transport; anything else must be HTML
  if (!body.startsWith('<')) {
    throw new TransportError('protocol', 'The quick view reply holds no product HTML', { url: 'flatsome_quickview', code: 'malformed' });
  }
  return body;
}

/** Shows the product in a dialog; resolves with it, or with nothing after telling the shopper why not. */
export async function openQuickView(productId: number, signal: AbortSignal): Promise<OpenDialog | undefined> {
  try {
    const html = await loadQuickView(productId, signal);
    const content = document.createElement('div');
    content.className = 'si-quick-view';
    content.append(serverHtml(html, { islands: QUICK_VIEW_ISLANDS }));
    const heading = content.querySelector<HTMLElement>('h1, h2, .product-title');
    if (heading) {
      heading.id ||= `si-quick-view-title-${++headings}`;
      heading.tabIndex = -1;
    }
    const dialog = openDialog(content, {
      className: 'si-quick-view-dialog',
      ...(heading ? { labelledBy: heading.id } : { label: t('quickView.label') }),
      initialFocus: () => heading,
      onClose: () => trigger('flatsome-quickview-closed', [productId]),
    });
    trigger('flatsome-quickview-opened', [productId]);
    return dialog;
  } catch (error) {
    if (!isAborted(error)) {
      const key = errorMessageKey(error);
      toast(key === 'error.offline' || key === 'error.timeout' ? t(key as MessageKey) : t('quickView.failed'), { kind: 'error' });
    }
    return undefined;
  }
}

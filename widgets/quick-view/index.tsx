/**
 * Flatsome's quick view: a click on the card's "Schnellansicht" link loads the product's lightbox
 * HTML (`flatsome_quickview`) and shows it in a modal dialog. The add-to-cart form and quantity
 * inside are islands themselves, mounted by the runtime when the dialog enters the page, so adding
 * to the cart works as on the product page. Plain DOM; the loading and dialog code is fetched on
 * the first click.
 */
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import { toast } from '../../src/ui/toast';
import type { OpenDialog } from '../../src/ui/dialog';

export const props = {
  /** The product id, as Flatsome prints it: `data-prod`. */
  prod: prop.number({ required: true }),
};

export function mount(host: HTMLElement, { prod }: InferProps<typeof props>) {
  let controller: AbortController | undefined;
  let dialog: OpenDialog | undefined;
  const ownLabel = host.getAttribute('aria-label');
  const label = ownLabel || host.textContent?.trim() || t('quickView.label');
  if (host.tagName === 'A' && !host.hasAttribute('role')) host.setAttribute('role', 'button');
  host.setAttribute('aria-haspopup', 'dialog');

  async function open() {
    if (controller) return;
    controller = new AbortController();
    host.classList.add('loading');
    host.setAttribute('aria-busy', 'true');
    host.setAttribute('aria-label', `${label} – ${t('quickView.loading')}`);
    try {
      // its code is fetched on the first click; a failed fetch (offline) is said here, and the next click fetches again
      const { openQuickView } = await import('./open');
      dialog = await openQuickView(prod, controller.signal);
    } catch {
      toast(navigator.onLine === false ? t('error.offline') : t('quickView.failed'), { kind: 'error' });
    } finally {
      controller = undefined;
      host.classList.remove('loading');
      host.removeAttribute('aria-busy');
      if (ownLabel === null) host.removeAttribute('aria-label');
      else host.setAttribute('aria-label', ownLabel);
    }
  }

  const onClick = (event: MouseEvent) => {
    // a modified click may still open the link's own target in a new tab
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ' && host.getAttribute('role') === 'button') {
      event.preventDefault();
      void open();
    }
  };
  host.addEventListener('click', onClick);
  host.addEventListener('keydown', onKeyDown);
  return () => {
    controller?.abort();
    if (dialog?.element.isConnected) dialog.close();
    host.removeEventListener('click', onClick);
    host.removeEventListener('keydown', onKeyDown);
    host.removeAttribute('aria-haspopup');
  };
}

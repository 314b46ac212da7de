/**
 * Flatsome's account login popup: links to `#login-form-popup` open the host's login form in a
 * modal dialog; a host that holds error notices (a failed login rendered by the server) opens
 * itself so the shopper sees why. The form is moved into the dialog and back, so it keeps working
 * as the server rendered it.
 */
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import type { OpenDialog } from '../../src/ui/dialog';

export const props = {
  label: prop.string({ default: '' }),
};

export function mount(host: HTMLElement, { label }: InferProps<typeof props>) {
  const doc = host.ownerDocument;
  const id = host.id;
  const placeholder = doc.createComment('login-popup');
  let dialog: OpenDialog | undefined;
  let opening = false;

  async function open(focusError = false) {
    if (dialog || opening) return;
    opening = true;
    try {
      const { openDialog } = await import('../../src/ui/dialog');
      host.before(placeholder);
      host.hidden = false;
      const heading = host.querySelector<HTMLElement>('h1, h2, h3');
      if (heading) heading.id ||= `${id || 'login-popup'}-title`;
      const error = host.querySelector<HTMLElement>('.woocommerce-error');
      if (error) error.tabIndex = -1;
      dialog = openDialog(host, {
        className: 'si-login-dialog',
        ...(heading ? { labelledBy: heading.id } : { label: label || t('login.title') }),
        initialFocus: (body) => (focusError && error ? error : body.querySelector<HTMLElement>('input:not([type="hidden"])')),
        onClose: () => {
          dialog = undefined;
          placeholder.replaceWith(host);
          host.hidden = true;
        },
      });
    } finally {
      opening = false;
    }
  }

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link || !id || host.contains(link) || (link.getAttribute('href') !== `#${id}` && link.getAttribute('data-open') !== `#${id}`))
      return;
    event.preventDefault();
    void open();
  };
  doc.addEventListener('click', onClick);
  host.hidden = true;
  if (host.querySelector('.woocommerce-error')) void open(true);

  return () => {
    doc.removeEventListener('click', onClick);
    dialog?.close();
    host.hidden = false;
  };
}

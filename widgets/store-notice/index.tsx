/**
 * WooCommerce's store notice with its dismiss control. Plain DOM: it is on every page.
 * WooCommerce prints the dismiss link itself (`a.woocommerce-store-notice__dismiss-link`), which
 * keeps the first paint still; the island makes that link act as a button, and adds a button only
 * where the theme printed none.
 */
import { t } from '../../src/i18n';
import { prop, type InferProps } from '../../src/islands/props';
import { dismissNotice, isNoticeDismissed } from './dismissal';

export const props = {
  noticeId: prop.string({ required: true }),
};

function addButton(host: HTMLElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'si-store-notice__dismiss woocommerce-store-notice__dismiss-link';
  button.textContent = t('notice.dismiss');
  host.append(button);
  return button;
}

export function mount(host: HTMLElement, { noticeId }: InferProps<typeof props>) {
  if (isNoticeDismissed(noticeId)) {
    host.hidden = true;
    return;
  }
  // a theme that printed its own landmark keeps it; the island names the notice only where none is
  const named = host.hasAttribute('role');
  if (!named) {
    host.setAttribute('role', 'region');
    host.setAttribute('aria-label', t('notice.label'));
  }
  const printed = host.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
  const control = printed ?? addButton(host);
  if (printed) printed.setAttribute('role', 'button');
  const dismiss = (event: Event) => {
    event.preventDefault();
    dismissNotice(noticeId);
    host.hidden = true;
  };
  // a link answers Enter by itself; as a button it must answer Space too
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ') dismiss(event);
  };
  control.addEventListener('click', dismiss);
  if (printed) control.addEventListener('keydown', onKey);
  return () => {
    control.removeEventListener('click', dismiss);
    control.removeEventListener('keydown', onKey);
    if (printed) printed.removeAttribute('role');
    else control.remove();
    if (!named) {
      host.removeAttribute('role');
      host.removeAttribute('aria-label');
    }
  };
}

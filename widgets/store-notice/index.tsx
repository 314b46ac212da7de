/** WooCommerce's store notice with a dismiss button. Plain DOM: it is on every page. */
import { t } from '../../src/i18n';
import { prop, type InferProps } from '../../src/islands/props';
import { dismissNotice, isNoticeDismissed } from './dismissal';

export const props = {
  noticeId: prop.string({ required: true }),
};

export function mount(host: HTMLElement, { noticeId }: InferProps<typeof props>) {
  if (isNoticeDismissed(noticeId)) {
    host.hidden = true;
    return;
  }
  host.setAttribute('role', 'region');
  host.setAttribute('aria-label', t('notice.label'));
  host.classList.add('si-store-notice');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'si-store-notice__dismiss woocommerce-store-notice__dismiss-link';
  button.textContent = t('notice.dismiss');
  button.addEventListener('click', () => {
    dismissNotice(noticeId);
    host.hidden = true;
  });
  host.append(button);
  return () => {
    button.remove();
    host.removeAttribute('role');
    host.removeAttribute('aria-label');
  };
}

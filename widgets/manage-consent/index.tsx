/** A plain button that reopens the banner; no React, so a returning visitor loads none. */
import { consentStore } from '../../src/consent/access';
import { t } from './messages';

export function mount(host: HTMLElement) {
  let button = host.querySelector('button');
  const created = !button;
  if (!button) {
    button = document.createElement('button');
    button.type = 'button';
    button.className = 'si-manage-consent';
    button.textContent = t('consent.manage');
    host.append(button);
  }
  const open = () => consentStore().showBanner();
  button.addEventListener('click', open);
  return () => {
    button?.removeEventListener('click', open);
    if (created) button?.remove();
  };
}

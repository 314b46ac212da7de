/**
 * Stands in for blocked content (an embed printed with data-src-cmplz) until its category or
 * service is allowed. Plain DOM: it shows on pages of visitors who declined, and must stay light.
 */
import { consentStore } from '../../src/consent/access';
import { t, type MessageKey } from '../../src/i18n';
import type { InferProps } from '../../src/islands/props';
import type { consentPlaceholderProps } from './island';

export function mount(host: HTMLElement, props: InferProps<typeof consentPlaceholderProps>) {
  const store = consentStore();
  const category = props.category ?? 'marketing';
  const categoryName = t(`consent.category.${category}` as MessageKey);
  const serviceName = props.serviceName || props.service || categoryName;
  const allowed = () => (props.service ? store.hasServiceConsent(props.service, category) : store.hasConsent(category));

  const notice = document.createElement('div');
  notice.className = 'si-consent-placeholder';
  const text = document.createElement('p');
  text.textContent = t('consent.placeholder', { service: serviceName, category: categoryName });
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'si-consent-placeholder__accept';
  button.textContent = props.service ? t('consent.placeholder.acceptService', { service: serviceName }) : t('consent.placeholder.accept', { category: categoryName });
  button.addEventListener('click', () => (props.service ? store.acceptService(props.service) : store.acceptCategory(category)));
  notice.append(text, button);
  host.prepend(notice);

  const update = () => {
    const yes = allowed();
    notice.hidden = yes;
    host.classList.toggle('si-consent-blocked', !yes);
  };
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    unsubscribe();
    notice.remove();
    host.classList.remove('si-consent-blocked');
  };
}

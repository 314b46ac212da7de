/**
 * Stands in for blocked content (an embed printed with data-src-cmplz) until its category or
 * service is allowed. Plain DOM: it shows on pages of visitors who declined, and must stay light.
 */
import * as v from 'valibot';
import { consentStore } from '../../src/consent/access';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { rest } from '../../src/wp/ajax';
import { type MessageKey } from '../../src/i18n';
import { t } from '../../src/consent/messages';
import { prop, type InferProps } from '../../src/islands/props';
import { sizeLikeEmbed, whenEmbedReady } from './embed';

export const props = {
  category: prop.oneOf(['preferences', 'statistics', 'marketing'] as const, { default: 'marketing' }),
  service: prop.string(),
  serviceName: prop.string(),
  /** Complianz consent-area block: its content is fetched once consent is given. */
  postId: prop.number(),
  blockId: prop.string(),
};

export function mount(host: HTMLElement, values: InferProps<typeof props>) {
  const store = consentStore();
  const category = values.category ?? 'marketing';
  const categoryName = t(`consent.category.${category}` as MessageKey);
  const serviceName = values.serviceName || values.service || categoryName;
  const allowed = () => (values.service ? store.hasServiceConsent(values.service, category) : store.hasConsent(category));

  const notice = document.createElement('div');
  notice.className = 'si-consent-placeholder';
  const text = document.createElement('p');
  text.textContent = t('consent.placeholder', { service: serviceName, category: categoryName });
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'si-consent-placeholder__accept';
  button.textContent = values.service ? t('consent.placeholder.acceptService', { service: serviceName }) : t('consent.placeholder.accept', { category: categoryName });
  button.addEventListener('click', () => (values.service ? store.acceptService(values.service) : store.acceptCategory(category)));
  notice.append(text, button);
  host.prepend(notice);

  const area = values.postId !== undefined && values.blockId ? { postId: values.postId, blockId: values.blockId } : undefined;
  const controller = new AbortController();
  let areaLoaded = false;
  /** The consent area's content, as Complianz serves it: a JSON string of server HTML (sanitised). */
  async function loadArea() {
    if (!area || areaLoaded) return;
    areaLoaded = true;
    const slot = document.createElement('div');
    slot.className = 'si-consent-area';
    slot.setAttribute('aria-busy', 'true');
    host.append(slot);
    try {
      const path = `complianz/v1/consent-area/${area.postId}/${encodeURIComponent(area.blockId)}`;
      // the sanitiser is fetched only here: most placeholders never load an area
      const [html, { serverHtml }] = await Promise.all([rest(path, { signal: controller.signal, schema: v.string() }), import('../../src/ui/sanitize')]);
      // the area holds the embed the visitor just allowed (a video's iframe), nothing that runs here
      slot.replaceChildren(serverHtml(html, { embeds: true }, host.ownerDocument));
    } catch (error) {
      if (isAborted(error)) return;
      areaLoaded = false;
      slot.remove();
      const message = document.createElement('p');
      message.className = 'si-consent-area__error';
      message.setAttribute('role', 'alert');
      message.textContent = t(errorMessageKey(error) as MessageKey);
      notice.append(message);
      notice.hidden = false;
      button.textContent = t('consent.placeholder.retry');
      return;
    }
    slot.removeAttribute('aria-busy');
  }

  sizeLikeEmbed(host);
  let embedWatch = false;
  const update = () => {
    const yes = allowed();
    notice.hidden = yes;
    host.classList.toggle('si-consent-blocked', !yes);
    if (!yes) return;
    void loadArea();
    if (!embedWatch && !area) {
      embedWatch = true;
      void whenEmbedReady(host, controller.signal);
    }
  };
  button.addEventListener('click', () => {
    notice.querySelector('.si-consent-area__error')?.remove();
    if (allowed()) void loadArea();
  });
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    controller.abort();
    unsubscribe();
    notice.remove();
    host.classList.remove('si-consent-blocked');
  };
}

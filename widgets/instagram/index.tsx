/**
 * Flatsome's Instagram feed: the images load after the page with `flatsome_load_instagram`
 * (`{success, data}` with the feed HTML), once marketing or the feed's own service is allowed
 * (the images come from Instagram's servers); until then the theme's markup stays. A failure is explained only to users who can edit pages,
 * who can fix the connection; for everyone else the empty feed simply stays hidden.
 */
import * as v from 'valibot';
import { t } from './messages';
import { consentStore } from '../../src/consent/access';
import { prop, type InferProps } from '../../src/islands/props';
import { serverHtml } from '../../src/ui/sanitize';
import { adminAjax } from '../../src/wp/ajax';
import { canEditPages } from '../../src/wp/roles';

export const props = {
  /** The feed settings the theme printed, sent back as Flatsome does. */
  data: prop.json<Record<string, unknown>>({ default: {} }),
  /** The consent service that allows the feed besides the marketing category (Complianz's id). */
  service: prop.string({ default: 'instagram' }),
};

const reply = v.object({ success: v.boolean(), data: v.optional(v.unknown()) });

export function mount(host: HTMLElement, { data, service }: InferProps<typeof props>) {
  const controller = new AbortController();
  const consent = consentStore();
  const fields = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [`data[${key}]`, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
  );

  function load() {
    host.setAttribute('aria-busy', 'true');
    void adminAjax('flatsome_load_instagram', fields, { schema: reply, signal: controller.signal })
      .then((answer) => {
        if (!answer.success || typeof answer.data !== 'string')
          throw new Error(typeof answer.data === 'string' ? answer.data : 'the feed could not be loaded');
        host.replaceChildren(serverHtml(answer.data));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (canEditPages()) {
          const message = document.createElement('p');
          message.className = 'si-instagram__error';
          message.setAttribute('role', 'alert');
          message.textContent = t('instagram.failed');
          host.replaceChildren(message);
          console.warn('[shop-islands] instagram:', error);
        } else host.hidden = true;
      })
      .finally(() => host.removeAttribute('aria-busy'));
  }

  let unsubscribe = () => {};
  const loadOnceAllowed = () => {
    if (!consent.hasServiceConsent(service, 'marketing')) return;
    unsubscribe();
    load();
  };
  unsubscribe = consent.subscribe(loadOnceAllowed);
  loadOnceAllowed();
  return () => {
    unsubscribe();
    controller.abort();
  };
}

/**
 * Flatsome's Instagram feed: the images load after the page with `flatsome_load_instagram`
 * (`{success, data}` with the feed HTML). A failure is explained only to users who can edit pages,
 * who can fix the connection; for everyone else the empty feed simply stays hidden.
 */
import * as v from 'valibot';
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import { serverHtml } from '../../src/ui/sanitize';
import { adminAjax } from '../../src/wp/ajax';
import { canEditPages } from '../../src/wp/roles';

export const props = {
  /** The feed settings the theme printed, sent back as Flatsome does. */
  data: prop.json<Record<string, unknown>>({ default: {} }),
};

const reply = v.object({ success: v.boolean(), data: v.optional(v.unknown()) });

export function mount(host: HTMLElement, { data }: InferProps<typeof props>) {
  const controller = new AbortController();
  host.setAttribute('aria-busy', 'true');
  const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [`data[${key}]`, typeof value === 'object' ? JSON.stringify(value) : String(value)]));
  void adminAjax('flatsome_load_instagram', fields, { schema: reply, signal: controller.signal })
    .then((answer) => {
      if (!answer.success || typeof answer.data !== 'string') throw new Error(typeof answer.data === 'string' ? answer.data : 'the feed could not be loaded');
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
  return () => controller.abort();
}

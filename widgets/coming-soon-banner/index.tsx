/**
 * WooCommerce's "coming soon" banner for logged-in shop managers: its dismiss link posts
 * `woocommerce_meta[coming_soon_banner_dismissed]=yes` to the REST URL in its `data-rest-url` with
 * the REST nonce, and the banner goes away once WordPress answered with the user. A failure says so
 * in the banner.
 */
import { type MessageKey } from '../../src/i18n';
import { t } from './messages';
import { prop, type InferProps } from '../../src/islands/props';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey } from '../../src/wp/errors';
import * as v from 'valibot';
import { httpRequest, parseJsonReply } from '../../src/wp/http';
import { safeSameOriginUrl } from '../../src/wp/url';

/** The user WordPress answers with once the meta was saved; anything else (an empty 200, a PHP notice) is a failure. */
const savedUser = v.object({ id: v.union([v.number(), v.string()]) });

export const props = {
  restUrl: prop.string({ default: '' }),
  nonce: prop.string({ default: '' }),
};

export function mount(host: HTMLElement, { restUrl, nonce }: InferProps<typeof props>) {
  const dismiss = host.querySelector<HTMLElement>('.coming-soon-banner-dismiss, [data-rest-url]') ?? null;
  const url = safeSameOriginUrl(restUrl || dismiss?.getAttribute('data-rest-url') || '');
  if (!url) throw new Error('has no same-site data-rest-url');
  const button = dismiss ?? host.appendChild(document.createElement('button'));
  if (!dismiss) {
    (button as HTMLButtonElement).type = 'button';
    button.textContent = t('comingSoon.dismiss');
  }
  if (button.tagName === 'A') button.setAttribute('role', 'button');
  const message = document.createElement('span');
  message.className = 'si-coming-soon__message';
  message.setAttribute('role', 'alert');
  host.append(message);
  let busy = false;

  const onClick = async (event: Event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.setAttribute('aria-busy', 'true');
    message.textContent = '';
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      const token = nonce || getConfig().restNonce;
      if (token) headers['X-WP-Nonce'] = token;
      const reply = await httpRequest(url.href, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' }),
        timeoutMs: getConfig().requestTimeoutMs,
      });
      parseJsonReply(reply, savedUser, url.href);
      host.hidden = true;
    } catch (error) {
      const key = (error as { status?: number }).status === 403 ? 'error.session' : errorMessageKey(error);
      message.textContent = t(key === 'error.unknown' || key === 'error.protocol' ? 'comingSoon.failed' : (key as MessageKey));
    } finally {
      busy = false;
      button.removeAttribute('aria-busy');
    }
  };
  button.addEventListener('click', onClick);
  return () => {
    button.removeEventListener('click', onClick);
    message.remove();
    if (!dismiss) button.remove();
  };
}

/**
 * The banner's one call: WordPress saves `woocommerce_meta[coming_soon_banner_dismissed]=yes` on the
 * user (the fixed REST route under the site's REST root, with the manager's REST nonce) and answers with the
 * user. Anything else is a failure, named by the key of the message the manager sees.
 */
import * as v from 'valibot';
import type { MessageKey } from '../../src/i18n';
import { restUrl } from '../../src/wp/ajax';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey } from '../../src/wp/errors';
import { freshNonces, withFreshNonces } from '../../src/wp/fresh-nonces';
import { httpRequest, parseJsonReply } from '../../src/wp/http';

/** The user WordPress answers with once the meta was saved; anything else (an empty 200, a PHP notice) is a failure. */
const savedUser = v.object({ id: v.union([v.number(), v.string()]) });

/** The route WooCommerce's own banner script posts to. */
export const DISMISS_ROUTE = 'wp/v2/users/me';

/**
 * The plugin prints no REST nonce (a cached page would keep a manager's for everyone): the manager's
 * is asked from the fresh-nonce endpoint first, unless the site's config has one (`wpApiSettings`). A
 * stale one (403 `rest_cookie_invalid_nonce`) is replaced by a fresh one and the call sent once more.
 */
export async function dismissBanner(): Promise<void> {
  const url = restUrl(DISMISS_ROUTE);
  const nonce = getConfig().restNonce || (await freshNonces()).wp_rest || '';
  const reply = await withFreshNonces((fresh) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const current = fresh?.wp_rest ?? nonce;
    if (current) headers['X-WP-Nonce'] = current;
    return httpRequest(url, {
      method: 'POST',
      headers,
      body: new URLSearchParams({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' }),
      timeoutMs: getConfig().requestTimeoutMs,
    });
  });
  parseJsonReply(reply, savedUser, url);
}

/** What to tell the manager: an expired nonce (403) asks for a reload; an odd answer says the notice stayed. */
export function failureKey(error: unknown): MessageKey | 'comingSoon.failed' {
  if ((error as { status?: number }).status === 403) return 'error.session';
  const key = errorMessageKey(error);
  return key === 'error.unknown' || key === 'error.protocol' ? 'comingSoon.failed' : key;
}

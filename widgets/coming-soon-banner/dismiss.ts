/**
 * The banner's one call: WordPress saves `woocommerce_meta[coming_soon_banner_dismissed]=yes` on the
 * user (REST, with the nonce) and answers with the user. Anything else is a failure, named by the
 * key of the message the manager sees.
 */
import * as v from 'valibot';
import type { MessageKey } from '../../src/i18n';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey } from '../../src/wp/errors';
import { httpRequest, parseJsonReply } from '../../src/wp/http';

/** The user WordPress answers with once the meta was saved; anything else (an empty 200, a PHP notice) is a failure. */
const savedUser = v.object({ id: v.union([v.number(), v.string()]) });

export async function dismissBanner(url: URL, nonce: string): Promise<void> {
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
}

/** What to tell the manager: an expired nonce (403) asks for a reload; an odd answer says the notice stayed. */
export function failureKey(error: unknown): MessageKey | 'comingSoon.failed' {
  if ((error as { status?: number }).status === 403) return 'error.session';
  const key = errorMessageKey(error);
  return key === 'error.unknown' || key === 'error.protocol' ? 'comingSoon.failed' : (key as MessageKey);
}

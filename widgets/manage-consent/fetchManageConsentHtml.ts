/**
 * `GET manage_consent_html` as Complianz's script asks for it (complianz.url + route + locale +
 * token): a JSON string of the category toggles. Anything else — an error status, `0`, `-1`, a
 * reply that is not a JSON string, an empty string, no answer in time, offline — throws.
 */
import * as v from 'valibot';
import { manageConsentHtmlUrl } from '../../src/consent/rest-url';
import type { ConsentSettings } from '../../src/consent/settings';
import { getConfig } from '../../src/wp/config';
import { httpRequest, parseJsonReply } from '../../src/wp/http';

const NON_EMPTY_HTML = v.pipe(v.string(), v.trim(), v.minLength(1));

export async function fetchManageConsentHtml(
  settings: Pick<ConsentSettings, 'restUrl' | 'localeQuery'>,
  signal: AbortSignal,
): Promise<string> {
  const url = manageConsentHtmlUrl(settings);
  const reply = await httpRequest(url, {
    method: 'GET',
    headers: { 'Content-type': 'application/json' },
    timeoutMs: getConfig().requestTimeoutMs,
    signal,
  });
  return parseJsonReply(reply, NON_EMPTY_HTML, url);
}

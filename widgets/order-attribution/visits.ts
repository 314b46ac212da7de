/**
 * dist/islands/attribution-visits-<hash>.js: counts each page view in sourcebuster's `sbjs_*`
 * cookies while the visitor allows tracking, and removes them whenever that is withdrawn, without
 * the framework: the order-attribution host is on every page, and counting a visit is no reason to
 * fetch React. Loaded by the island's spec; the React island itself only fills the checkout's fields.
 */
import Cookies from 'js-cookie';
import { consentStore } from '../../src/consent/access';
import type { ConsentStore } from '../../src/consent/store';
import type { Category } from '../../src/consent/types';
import { readAttributionConfig } from './fields';
import { SBJS_COOKIES, track, type SbjsCookie } from './sourcebuster';
import { siteCookie } from '../../src/wp/cookie';

/** The `sbjs_*` cookies there are (one that cannot be decoded is left out: the others still count). */
export const readSbjsCookies = () =>
  Object.fromEntries(SBJS_COOKIES.map((name) => [name, Cookies.get(name)]).filter(([, value]) => typeof value === 'string')) as Partial<
    Record<SbjsCookie, string>
  >;

function removeSbjsCookies(): void {
  for (const name of SBJS_COOKIES) {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  }
}

let stopCounting: (() => void) | null = null;

/**
 * Counts this page view once, when (and if) `category` is allowed and the shop allows tracking, and
 * removes the cookies while it is not. One count per page however often it is called; the returned
 * function stops listening to consent changes.
 */
export function countVisits(category: Category, store: ConsentStore = consentStore()): () => void {
  if (stopCounting) return stopCounting;
  // not pageGlobal(): importing src/wp/config would add its chunk to this page module (over its byte budget)
  const config = readAttributionConfig((globalThis as { wc_order_attribution?: unknown }).wc_order_attribution);
  let counted = false;
  const apply = () => {
    if (!(config.shopAllows && store.hasConsent(category))) {
      removeSbjsCookies();
      counted = false;
      return;
    }
    if (counted) return;
    counted = true;
    const writes = track(
      readSbjsCookies(),
      { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date(), random: Math.random() },
      config.settings,
    );
    for (const [name, write] of Object.entries(writes))
      Cookies.set(name, write.value, siteCookie({ expires: new Date(Date.now() + write.minutes * 60_000) }));
  };
  apply();
  const unsubscribe = store.subscribe(apply);
  stopCounting = () => {
    unsubscribe();
    stopCounting = null;
  };
  return stopCounting;
}

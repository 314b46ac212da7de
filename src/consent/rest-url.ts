/**
 * Complianz's REST URLs as its own script builds them: `complianz.url` + route + `?` +
 * `complianz.locale` ("lang=en&locale=en_US") + `&token=` (five random letters, one per page, so
 * that no page cache or Varnish answers for another visitor) and, for the banner, the page's own
 * `cmplz_user_region` parameter. With plain permalinks the base is `index.php?rest_route=/…/`, so
 * the query joins with `&` there.
 */
import type { ConsentSettings } from './settings';

/** As cookiebanner.js makes it: Math.random() in base 36, letters only, at most five. */
export const makeToken = (random: () => number = Math.random): string =>
  random()
    .toString(36)
    .replace(/[^a-z]+/g, '')
    .slice(0, 5);

let pageToken: string | undefined;
/** One token for the page's calls, as the plugin appends it once to `complianz.locale`. */
export const tokenForPage = (): string => (pageToken ??= makeToken());

export const restBase = (settings: Pick<ConsentSettings, 'restUrl'>) => (settings.restUrl || '/wp-json/complianz/v1/').replace(/\/?$/, '/');

export interface ComplianzUrlOptions {
  token?: string;
  /** the banner only: `cmplz_user_region` from the page URL, a manual override the server honours */
  userRegion?: string | null;
}

export function complianzUrl(
  settings: Pick<ConsentSettings, 'restUrl' | 'localeQuery'>,
  route: string,
  options: ComplianzUrlOptions = {},
): string {
  const base = restBase(settings);
  const query = [
    settings.localeQuery,
    options.token === undefined ? '' : `token=${options.token}`,
    options.userRegion ? `cmplz_user_region=${encodeURIComponent(options.userRegion)}` : '',
  ]
    .filter(Boolean)
    .join('&');
  const path = `${base}${route}`;
  return query ? `${path}${base.includes('?') ? '&' : '?'}${query}` : path;
}

/** The visitor's manual region choice, `?cmplz_user_region=us` on the page's own URL. */
export const userRegionOf = (href: string): string | null => {
  try {
    return new URL(href).searchParams.get('cmplz_user_region') || null;
  } catch {
    return null;
  }
};

/** GET banner (geo-IP), exactly as the plugin requests it. */
export const bannerUrl = (
  settings: Pick<ConsentSettings, 'restUrl' | 'localeQuery'>,
  href: string,
  token: string = tokenForPage(),
): string => complianzUrl(settings, 'banner', { token, userRegion: userRegionOf(href) });

/** GET manage_consent_html, exactly as the plugin requests it. */
export const manageConsentHtmlUrl = (settings: Pick<ConsentSettings, 'restUrl' | 'localeQuery'>, token: string = tokenForPage()): string =>
  complianzUrl(settings, 'manage_consent_html', { token });

/**
 * Attributes of every cookie an island writes for the site: the whole site, sent on same-site
 * navigations only, and `Secure` on an https site (a cookie holding an e-mail address or a visit
 * history must not travel over plain http).
 */
export interface SiteCookieAttributes {
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
  expires?: number | Date;
}

export const siteCookie = (extra: { expires?: number | Date } = {}, protocol: string = location.protocol): SiteCookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: protocol === 'https:',
  ...extra,
});

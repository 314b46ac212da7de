/** Reading and writing the cmplz_* cookies with the attributes Complianz uses. */
import type { ConsentSettings } from './settings';
import { CATEGORIES, type StoredConsent } from './types';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
  /** every cookie name the page can see */
  names(): string[];
}

/*
 * document.cookie read and written as js-cookie 3 does (the cart store and the islands use it; the
 * loader carries this small copy instead): values percent-encoded except the characters cookies
 * allow, names likewise, reads decode every percent sequence they can.
 */
const encodeName = (name: string) =>
  encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
const decode = (text: string) => text.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);

/** Every cookie the page can see, decoded (the first of a name wins, as in js-cookie). */
export function readCookies(doc: Document = document): Record<string, string> {
  const found: Record<string, string> = {};
  for (const pair of doc.cookie ? doc.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    let value = pair.slice(at + 1);
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      const name = decode(pair.slice(0, at));
      if (!(name in found)) found[name] = decode(value);
    } catch {
      // a cookie another script wrote with a broken encoding: skipped
    }
  }
  return found;
}

interface CookieAttributes {
  path?: string;
  domain?: string;
  expires?: number;
  sameSite?: string;
  secure?: boolean;
}

export function writeCookie(name: string, value: string, attributes: CookieAttributes, doc: Document = document): void {
  let cookie = `${encodeName(name)}=${encodeValue(value)}`;
  if (attributes.expires !== undefined) cookie += `; expires=${new Date(Date.now() + attributes.expires * 864e5).toUTCString()}`;
  if (attributes.path) cookie += `; path=${attributes.path}`;
  if (attributes.domain) cookie += `; domain=${attributes.domain}`;
  if (attributes.sameSite) cookie += `; sameSite=${attributes.sameSite}`;
  if (attributes.secure) cookie += '; secure';
  doc.cookie = cookie;
}

/**
 * Where a cookie to be removed may have been set: this host and its parent domains short of the
 * top-level one (`www.shop.de` → `.www.shop.de`, `.shop.de`: where Google Analytics sets `_ga`),
 * none for a single-label host or an IP address; and the root, the configured path and each path
 * above this page. Complianz's cmplz_clear_cookies tries the same.
 */
export function removalScopes(hostname: string, pathname: string, configuredPath = '/'): { domains: string[]; paths: string[] } {
  const labels = hostname.split('.');
  const domains =
    labels.length < 2 || /^[\d.]+$|:/.test(hostname) ? [] : labels.slice(0, -1).map((_, at) => `.${labels.slice(at).join('.')}`);
  const paths = new Set(['/', configuredPath]);
  let path = '';
  for (const segment of pathname.split('/').filter(Boolean)) {
    path += `/${segment}`;
    paths.add(path).add(`${path}/`);
  }
  return { domains, paths: [...paths] };
}

export function browserCookieJar(settings: Pick<ConsentSettings, 'cookiePath' | 'cookieDomain' | 'cookieExpiryDays'>): CookieJar {
  const attributes = () => ({
    path: settings.cookiePath,
    sameSite: 'Lax' as const,
    secure: location.protocol === 'https:',
    expires: settings.cookieExpiryDays,
    ...(settings.cookieDomain ? { domain: settings.cookieDomain } : {}),
  });
  return {
    get: (name) => readCookies()[name],
    set: (name, value) => writeCookie(name, value, attributes()),
    // a cookie goes only where its domain and path are named as it was set: every place it may have been set is tried
    remove: (name) => {
      const { domains, paths } = removalScopes(location.hostname, location.pathname, settings.cookiePath || '/');
      for (const domain of new Set(['', settings.cookieDomain ?? '', ...domains]))
        for (const path of ['', ...paths]) writeCookie(name, '', { ...(path && { path }), ...(domain && { domain }), expires: -1 });
    },
    names: () => Object.keys(readCookies()),
  };
}

const parseJson = (text: string | undefined): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function readStoredConsent(jar: CookieJar, prefix: string): StoredConsent {
  const categories: StoredConsent['categories'] = {};
  for (const category of CATEGORIES) {
    const value = jar.get(`${prefix}${category}`);
    if (value === 'allow' || value === 'deny') categories[category] = value;
  }
  const rawServices = parseJson(jar.get(`${prefix}consented_services`));
  const services: Record<string, boolean> = {};
  if (rawServices && typeof rawServices === 'object' && !Array.isArray(rawServices))
    for (const [service, value] of Object.entries(rawServices)) if (typeof value === 'boolean') services[service] = value;
  const status = jar.get(`${prefix}banner-status`);
  const stored: StoredConsent = { categories, services };
  if (status === 'show' || status === 'dismissed') stored.bannerStatus = status;
  const policyId = jar.get(`${prefix}policy_id`);
  if (policyId) stored.policyId = policyId;
  const savedCategories = jar.get(`${prefix}saved_categories`);
  if (savedCategories) stored.savedCategories = savedCategories;
  const savedServices = jar.get(`${prefix}saved_services`);
  if (savedServices) stored.savedServices = savedServices;
  return stored;
}

export function writeStoredConsent(jar: CookieJar, prefix: string, stored: StoredConsent): void {
  for (const category of CATEGORIES) {
    const value = stored.categories[category];
    if (value) jar.set(`${prefix}${category}`, value);
    else jar.remove(`${prefix}${category}`);
  }
  jar.set(`${prefix}consented_services`, JSON.stringify(stored.services));
  if (stored.bannerStatus) jar.set(`${prefix}banner-status`, stored.bannerStatus);
  if (stored.policyId) jar.set(`${prefix}policy_id`, stored.policyId);
}

/** Every cmplz_ cookie, for a changed policy. */
export function clearStoredConsent(jar: CookieJar, prefix: string): void {
  for (const name of jar.names()) if (name.startsWith(prefix)) jar.remove(name);
}

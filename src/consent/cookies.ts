/** Reading and writing the cmplz_* cookies with the attributes Complianz uses. */
import Cookies from 'js-cookie';
import type { ConsentSettings } from './settings';
import { CATEGORIES, type StoredConsent } from './types';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
  /** every cookie name the page can see */
  names(): string[];
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
    get: (name) => Cookies.get(name),
    set: (name, value) => {
      Cookies.set(name, value, attributes());
    },
    remove: (name) => {
      const { path, domain } = attributes();
      Cookies.remove(name, { path, ...(domain ? { domain } : {}) });
      Cookies.remove(name, { path: '/' });
      Cookies.remove(name);
    },
    names: () => Object.keys(Cookies.get()),
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

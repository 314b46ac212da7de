/**
 * The `complianz` global as Complianz prints it, read defensively: every value may be a string,
 * and the recorded global carries flaws to tolerate (a cookie_path with the port in it, titles
 * with trailing spaces).
 */
import { isCategory, type Category, type ConsentType, type ServiceInfo } from './types';

export interface ConsentSettings {
  prefix: string;
  consentType: ConsentType;
  region: string;
  version: string;
  bannerVersion: string;
  policyId: string;
  cookieExpiryDays: number;
  cookiePath: string;
  cookieDomain: string;
  honourSignal: boolean;
  storeConsent: boolean;
  geoip: boolean;
  dismissOnScroll: boolean;
  /** ms; 0 = off */
  dismissTimeout: number;
  cleanCookies: boolean;
  disabled: boolean;
  /** `tm_categories` (the site uses Tag Manager): each allowed category's `cmplz_event_<category>` goes on the dataLayer */
  tagManagerEvents: boolean;
  /** statistics need no consent where the visitor is (an opt-in region): Complianz allows them on every page */
  forceEnableStats: boolean;
  restUrl: string;
  localeQuery: string;
  pageLinks: Array<{ key: string; title: string; url: string }>;
  services: ServiceInfo[];
  /** {category: {service: [cookie name prefixes]}} when printed inline */
  cookieData: Record<string, Record<string, string[]>> | undefined;
  /**
   * The banner the owner configured in Complianz (the plugin prints it into the global as
   * `shop_islands_banner` while Complianz is active): its texts by Complianz's names (`header`,
   * `message_optin`, `accept_optin`, `dismiss`, `manage_options`, `save_settings`, `category_*`,
   * `*_text`…), non-empty strings only; empty without Complianz.
   */
  bannerTexts: Record<string, string>;
  /**
   * Its messages (`message_optin`, `message_optout`) with their links, as parts: each a text, or a
   * text with an address (the owner's own, http(s) or relative); empty where the owner wrote none.
   */
  bannerMessages: Record<string, MessagePart[]>;
  /** Its colours by Complianz's CSS setting names (`button_accept_background_color`…); only `#hex` ones are used (styles.ts). */
  bannerColors: Record<string, string>;
  /** The categories the owner's Complianz banner leaves out (switched off, or no cookies of them on the site); never functional. */
  hiddenCategories: Array<Exclude<Category, 'functional'>>;
}

/** A piece of the owner's banner message: text, or a link's text and address. */
export interface MessagePart {
  text: string;
  href?: string;
}

type Raw = Record<string, unknown>;
const str = (value: unknown, fallback = '') =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : fallback;
const on = (value: unknown) => value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';

/** ":8890/" (the port leaked into the path) → "/"; "shop/" → "/shop/". */
export function sanitizeCookiePath(raw: string): string {
  const slash = raw.indexOf('/');
  const path = slash < 0 ? '/' : raw.slice(slash);
  return path.endsWith('/') ? path : `${path}/`;
}

const consentTypeOf = (value: unknown): ConsentType => (value === 'optout' ? 'optout' : value === 'other' ? 'other' : 'optin');

/** Complianz's `cookie_expiry` in days; nothing usable (empty, 0, negative, text) is its default year. */
const positiveDays = (text: string) => {
  const days = Number(text);
  return Number.isFinite(days) && days > 0 ? days : 365;
};

/** The non-empty string values of an object (anything else: none). */
const listOf = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : []);
const partsOf = (raw: unknown): MessagePart[] =>
  listOf(raw).flatMap((part) => {
    const { text, href } = Object(part) as Raw;
    if (typeof text !== 'string' || !text) return [];
    return typeof href === 'string' && href ? [{ text, href }] : [{ text }];
  });
const messagesOf = (raw: unknown): Record<string, MessagePart[]> =>
  Object.fromEntries(Object.entries(Object(raw) as Raw).map(([key, parts]) => [key, partsOf(parts)]));
const stringsOf = (raw: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(Object(raw) as Raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );

/** The domain Complianz sets its cookies on: only with "set cookies on the root domain", never localhost (cmplz_get_cookie_domain). */
function cookieDomainOf(c: Raw): string {
  const domain = str(c.cookie_domain);
  return on(c.set_cookies_on_root) && domain.length > 3 && !domain.includes('localhost') ? domain : '';
}

export function readConsentSettings(raw: unknown, region?: string): ConsentSettings {
  const c = (typeof raw === 'object' && raw !== null ? raw : {}) as Raw;
  const regionName = region ?? str(c.region, 'eu');
  const linksForRegion = ((c.page_links as Raw | undefined)?.[regionName] ?? {}) as Record<string, { title?: unknown; url?: unknown }>;
  const services: ServiceInfo[] = Array.isArray(c.services)
    ? (c.services as Raw[])
        .filter((service) => typeof service.id === 'string' && isCategory(service.category))
        .map((service) => ({ id: String(service.id), name: str(service.name, String(service.id)), category: service.category as Category }))
    : [];
  const cookieData =
    typeof c.cookie_data === 'object' && c.cookie_data !== null && !Array.isArray(c.cookie_data)
      ? (c.cookie_data as ConsentSettings['cookieData'])
      : undefined;
  return {
    prefix: str(c.prefix, 'cmplz_') || 'cmplz_',
    consentType: consentTypeOf(c.consenttype),
    region: regionName,
    version: str(c.version),
    bannerVersion: str(c.banner_version),
    policyId: str(c.current_policy_id),
    cookieExpiryDays: positiveDays(str(c.cookie_expiry, '365')),
    cookiePath: sanitizeCookiePath(str(c.cookie_path, '/')),
    cookieDomain: cookieDomainOf(c),
    honourSignal: on(c.do_not_track_enabled),
    storeConsent: on(c.store_consent),
    geoip: on(c.geoip),
    dismissOnScroll: on(c.dismiss_on_scroll),
    dismissTimeout: Number(str(c.dismiss_timeout, '0')) || 0,
    cleanCookies: on(c.clean_cookies),
    disabled: on(c.disable_cookiebanner),
    tagManagerEvents: on(c.tm_categories),
    forceEnableStats: on(c.forceEnableStats),
    restUrl: str(c.url),
    localeQuery: str(c.locale),
    pageLinks: Object.entries(linksForRegion)
      .filter(([, link]) => typeof link?.url === 'string')
      .map(([key, link]) => ({ key, title: str(link.title), url: String(link.url) })),
    services,
    cookieData,
    bannerTexts: stringsOf((Object(c.shop_islands_banner) as Raw).texts),
    bannerMessages: messagesOf((Object(c.shop_islands_banner) as Raw).messages),
    bannerColors: stringsOf((Object(c.shop_islands_banner) as Raw).colors),
    hiddenCategories: listOf((Object(c.shop_islands_banner) as Raw).hidden).filter(
      (category): category is Exclude<Category, 'functional'> => isCategory(category) && category !== 'functional',
    ),
  };
}

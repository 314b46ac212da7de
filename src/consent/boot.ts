/** Builds the page's consent store from the `complianz` global and starts it (run by the loader). */
import type { CookieData } from './cleanup';
import { browserCookieJar } from './cookies';
import { readConsentSettings, type ConsentSettings } from './settings';
import { bannerUrl, restBase } from './rest-url';
import { hasPrivacySignal } from './signals';
import { ConsentStore, type RegionReply, type TrackPayload } from './store';

declare global {
  interface Window {
    shopIslandsConsent?: ConsentStore;
    complianz?: unknown;
  }
}

const COOKIE_DATA_CACHE = 'cmplz_cookie_data_cache';
const COOKIE_DATA_MAX_AGE_MS = 60 * 60 * 1000;

/*
 * The core's three calls use fetch directly and check the replies by hand: the islands' transport
 * and schema library would double the loader for three tiny shapes whose failures are only logged
 * or ignored anyway.
 */
async function getJson(url: string, valid: (value: unknown) => boolean, timeoutMs: number, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    ...init,
    ...(AbortSignal.timeout ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const value: unknown = JSON.parse(await response.text());
  if (!valid(value)) throw new Error(`${url}: unexpected reply`);
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** {category: {service: [cookie name prefixes]}}, or [] (PHP's empty array) when per-service consent is off. */
export const isCookieData = (value: unknown): boolean =>
  (Array.isArray(value) && value.length === 0) ||
  (isObject(value) &&
    Object.values(value).every(
      (services) =>
        isObject(services) &&
        Object.values(services).every((names) => Array.isArray(names) && names.every((name) => typeof name === 'string')),
    ));

async function track(settings: ConsentSettings, payload: TrackPayload) {
  const url = `${restBase(settings)}track`;
  return getJson(url, (value) => isObject(value) && typeof value.success === 'boolean', 10_000, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'Content-Type': 'application/json' },
  });
}

/** GET cookie_data, kept in localStorage for up to an hour as the server caches it. */
async function fetchCookieData(settings: ConsentSettings): Promise<CookieData> {
  try {
    const cached = JSON.parse(localStorage.getItem(COOKIE_DATA_CACHE) ?? 'null') as { at: number; data: CookieData } | null;
    if (cached && Date.now() - cached.at < COOKIE_DATA_MAX_AGE_MS) return cached.data;
  } catch {
    // a broken cache entry is fetched again
  }
  const url = `${restBase(settings)}cookie_data`;
  const raw = await getJson(url, isCookieData, 10_000);
  const data = (Array.isArray(raw) ? {} : raw) as CookieData;
  try {
    localStorage.setItem(COOKIE_DATA_CACHE, JSON.stringify({ at: Date.now(), data }));
  } catch {
    // storage full or blocked: fine
  }
  return data;
}

/** GET banner (geo-IP on): the visitor's region and consent type; null when it cannot be had. */
async function fetchRegion(settings: ConsentSettings, href: string): Promise<RegionReply | null> {
  const url = bannerUrl(settings, href);
  try {
    const reply = (await getJson(
      url,
      (value) => isObject(value) && typeof value.consenttype === 'string' && typeof value.region === 'string',
      5000,
    )) as {
      consenttype: string;
      region: string;
    };
    const consentType = reply.consenttype === 'optout' ? 'optout' : reply.consenttype === 'other' ? 'other' : 'optin';
    return { consentType, region: reply.region };
  } catch {
    return null; // the store then asks as in an opt-in region
  }
}

/** dist/consent-crawlers.js, next to the loader: only a visitor without consent cookies needs the crawler list. */
const CRAWLER_CHECK = './consent-crawlers.js';

const isBotVisitor = (userAgent: string): Promise<boolean> =>
  (import(/* @vite-ignore */ new URL(CRAWLER_CHECK, import.meta.url).href) as Promise<typeof import('./crawlers')>).then(
    ({ isBotUserAgent }) => isBotUserAgent(userAgent),
  );

/** The plugin's consent feature is off (`shopIslands.consent === false`): Complianz's own script runs the banner. */
const consentLeftToComplianz = (win: Window): boolean => (win as { shopIslands?: { consent?: unknown } }).shopIslands?.consent === false;

export function startConsent(win: Window & typeof globalThis = window): ConsentStore {
  if (win.shopIslandsConsent) return win.shopIslandsConsent;
  const settings = readConsentSettings(win.complianz);
  if (consentLeftToComplianz(win)) {
    const follower = new ConsentStore({
      settings,
      jar: browserCookieJar(settings),
      visitor: { isBot: false, privacySignal: false, honourSignal: false, consentType: settings.consentType },
      reload: () => undefined,
      win,
      doc: win.document,
      follow: true,
    });
    win.shopIslandsConsent = follower;
    follower.start();
    return follower;
  }
  const store = new ConsentStore({
    settings,
    jar: browserCookieJar(settings),
    visitor: {
      isBot: false,
      privacySignal: hasPrivacySignal(win.navigator as Navigator & { globalPrivacyControl?: boolean }, win as { doNotTrack?: string }),
      honourSignal: settings.honourSignal,
      consentType: settings.consentType,
    },
    reload: () => win.location.reload(),
    track: (payload) => track(settings, payload),
    fetchCookieData: () => fetchCookieData(settings),
    win,
    doc: win.document,
  });
  win.shopIslandsConsent = store;
  store.start({
    ...(store.hasConsentCookies() ? {} : { isBot: isBotVisitor(win.navigator.userAgent) }),
    ...(settings.geoip && !store.hasChosen() ? { region: fetchRegion(settings, win.location.href) } : {}),
  });
  return store;
}

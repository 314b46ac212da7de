/**
 * Complianz's three REST calls (consent log, cookie data, geo-IP region), with fetch and replies
 * checked by hand: the islands' transport and schema library would be far heavier for three tiny
 * shapes whose failures are only logged or ignored anyway. Part of the actions page module.
 */
import type { CookieData } from './cleanup';
import type { RegionReply, TrackPayload } from './core';
import { bannerUrl, restBase } from './rest-url';
import type { ConsentSettings } from './settings';

const COOKIE_DATA_CACHE = 'cmplz_cookie_data_cache';
const COOKIE_DATA_MAX_AGE_MS = 60 * 60 * 1000;

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

/** POST track: the consent log. */
export async function postTrack(settings: ConsentSettings, payload: TrackPayload): Promise<unknown> {
  const url = `${restBase(settings)}track`;
  return getJson(url, (value) => isObject(value) && typeof value.success === 'boolean', 10_000, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'Content-Type': 'application/json' },
  });
}

/** GET cookie_data, kept in localStorage for up to an hour as the server caches it. */
export async function fetchCookieData(settings: ConsentSettings): Promise<CookieData> {
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
export async function fetchRegion(settings: ConsentSettings, href: string): Promise<RegionReply | null> {
  const url = bannerUrl(settings, href);
  try {
    const reply = (await getJson(
      url,
      (value) => isObject(value) && typeof value.consenttype === 'string' && typeof value.region === 'string',
      5000,
    )) as {
      consenttype: string;
      region: string;
      forceEnableStats?: unknown;
    };
    const consentType = reply.consenttype === 'optout' ? 'optout' : reply.consenttype === 'other' ? 'other' : 'optin';
    return { consentType, region: reply.region, forceEnableStats: reply.forceEnableStats === true };
  } catch {
    return null; // the store then asks as in an opt-in region
  }
}

/**
 * A sourcebuster-compatible visit tracker: reads and writes the `sbjs_*` cookies in sourcebuster's
 * own format (`key=value|||key=value`), so that WooCommerce's server side and any other reader see
 * exactly what sourcebuster.js would have written. Pure: cookies in, cookies out.
 */

export const SBJS_COOKIES = [
  'sbjs_migrations',
  'sbjs_current_add',
  'sbjs_first_add',
  'sbjs_current',
  'sbjs_first',
  'sbjs_udata',
  'sbjs_session',
  'sbjs_promo',
] as const;
export type SbjsCookie = (typeof SBJS_COOKIES)[number];

export interface TrackerSettings {
  /** Cookie lifetime in months (sourcebuster counts a month as 30 days). */
  lifetimeMonths: number;
  sessionMinutes: number;
  promo: { min: number; max: number } | null;
  typein: { source: string; medium: string };
}

export const DEFAULT_SETTINGS: TrackerSettings = {
  lifetimeMonths: 6,
  sessionMinutes: 30,
  promo: { min: 100000, max: 999999 },
  typein: { source: '(direct)', medium: '(none)' },
};

export interface Visit {
  url: string;
  referrer: string;
  userAgent: string;
  now: Date;
  /** 0 ≤ random < 1, for the promo code. */
  random: number;
}

export interface CookieWrite {
  value: string;
  /** Lifetime in minutes. */
  minutes: number;
}

const NONE = '(none)';
const SEARCH_ENGINES: Array<[RegExp, string]> = [
  [/(^|\.)google\./, 'google'],
  [/(^|\.)bing\.com$/, 'bing'],
  [/(^|\.)yahoo\./, 'yahoo'],
  [/(^|\.)yandex\./, 'yandex'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(^|\.)ecosia\.org$/, 'ecosia'],
  [/(^|\.)baidu\.com$/, 'baidu'],
  [/(^|\.)qwant\.com$/, 'qwant'],
];

export const serialise = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('|||');

export function parse(cookie: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!cookie) return out;
  for (const part of cookie.split('|||')) {
    const at = part.indexOf('=');
    const key = part.slice(0, at);
    if (at > 0 && key !== '__proto__') out[key] = part.slice(at + 1);
  }
  return out;
}

/** `YYYY-MM-DD HH:mm:ss` in UTC, as sourcebuster writes with timezone offset 0. */
export const formatDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

const stripWww = (host: string) => host.replace(/^www\./, '');

/** The traffic source of this visit: a campaign, a search engine, another site, or typed in. */
export function classify(url: URL, referrer: string, typein: TrackerSettings['typein']): Record<string, string> {
  const q = (name: string) => url.searchParams.get(name) || NONE;
  const base = { cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE };
  if (url.searchParams.has('utm_source') || url.searchParams.has('utm_medium') || url.searchParams.has('utm_campaign')) {
    return {
      typ: 'utm',
      src: q('utm_source'),
      mdm: q('utm_medium'),
      cmp: q('utm_campaign'),
      cnt: q('utm_content'),
      trm: q('utm_term'),
      id: q('utm_id'),
      plt: q('utm_source_platform'),
      fmt: q('utm_creative_format'),
      tct: q('utm_marketing_tactic'),
    };
  }
  if (url.searchParams.has('gclid')) return { typ: 'utm', src: 'google', mdm: 'cpc', ...base, cmp: q('utm_campaign') };
  if (url.searchParams.has('yclid')) return { typ: 'utm', src: 'yandex', mdm: 'cpc', ...base, cmp: q('utm_campaign') };
  let refHost = '';
  try {
    refHost = referrer ? new URL(referrer).hostname : '';
  } catch {
    refHost = '';
  }
  if (refHost && stripWww(refHost) !== stripWww(url.hostname)) {
    const engine = SEARCH_ENGINES.find(([pattern]) => pattern.test(refHost));
    if (engine) return { typ: 'organic', src: engine[1], mdm: 'organic', ...base, trm: NONE };
    return { typ: 'referral', src: stripWww(refHost), mdm: 'referral', ...base };
  }
  return { typ: 'typein', src: typein.source, mdm: typein.medium, ...base };
}

/**
 * The cookies to write for this page view: a new source replaces the current one (a typed-in
 * visit never replaces a known source), the first source is kept for the lifetime, each page in a
 * session counts, and a new session counts as a visit.
 */
export function track(
  existing: Partial<Record<SbjsCookie, string>>,
  visit: Visit,
  settings: TrackerSettings = DEFAULT_SETTINGS,
): Partial<Record<SbjsCookie, CookieWrite>> {
  const lifetime = Math.max(0, settings.lifetimeMonths) * 30 * 24 * 60;
  const writes: Partial<Record<SbjsCookie, CookieWrite>> = {};
  const url = new URL(visit.url);
  const source = classify(url, visit.referrer, settings.typein);
  const extra = { fd: formatDate(visit.now), ep: visit.url, rf: visit.referrer || NONE };
  const newSession = !existing.sbjs_session;

  writes.sbjs_migrations = { value: '1418474375998=1', minutes: lifetime };
  if (!parse(existing.sbjs_current).typ || source.typ !== 'typein') {
    writes.sbjs_current = { value: serialise(source), minutes: lifetime };
    writes.sbjs_current_add = { value: serialise(extra), minutes: lifetime };
  } else if (existing.sbjs_current_add) {
    writes.sbjs_current_add = { value: existing.sbjs_current_add, minutes: lifetime };
  }
  if (!existing.sbjs_first) {
    writes.sbjs_first = { value: writes.sbjs_current?.value ?? existing.sbjs_current!, minutes: lifetime };
    writes.sbjs_first_add = { value: writes.sbjs_current_add?.value ?? serialise(extra), minutes: lifetime };
  }
  const udata = parse(existing.sbjs_udata);
  const visits = (Number(udata.vst) || 0) + (newSession ? 1 : 0);
  writes.sbjs_udata = { value: serialise({ vst: String(Math.max(1, visits)), uip: NONE, uag: visit.userAgent }), minutes: lifetime };
  const session = parse(existing.sbjs_session);
  const pages = newSession ? 1 : (Number(session.pgs) || 0) + 1;
  writes.sbjs_session = { value: serialise({ pgs: String(pages), cpg: visit.url }), minutes: settings.sessionMinutes };
  if (settings.promo && !existing.sbjs_promo) {
    const { min, max } = settings.promo;
    writes.sbjs_promo = { value: serialise({ code: String(Math.floor(min + visit.random * (max - min + 1))) }), minutes: lifetime };
  }
  return writes;
}

/** WooCommerce's order attribution fields and where in sourcebuster's data they come from. */
export const FIELD_SOURCES: Record<string, string> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

const CONTAINERS: Record<string, SbjsCookie> = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
};

/** The value for each field, read from the cookies through its `container.key` path. */
export function fieldValues(
  cookies: Partial<Record<SbjsCookie, string>>,
  sources: Record<string, string> = FIELD_SOURCES,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, path] of Object.entries(sources)) {
    const [container, key] = path.split('.');
    const cookie = Object.hasOwn(CONTAINERS, container ?? '') ? CONTAINERS[container!] : undefined;
    const data = cookie && key ? parse(cookies[cookie]) : {};
    if (key && Object.hasOwn(data, key)) out[field] = data[key]!;
  }
  return out;
}

/**
 * WooCommerce's order attribution: counts visits and their sources in sourcebuster's `sbjs_*`
 * cookies and fills the checkout's hidden `wc_order_attribution_*` fields from them, only while the
 * visitor allows tracking (the statistics category by default) and the shop's `allowTracking` is on.
 * Without that, the cookies are removed and the fields left empty, so the order stores nothing.
 */
import Cookies from 'js-cookie';
import { consentStore } from '../../src/consent/access';
import type { Category } from '../../src/consent/types';
import { prop, type InferProps } from '../../src/islands/props';
import { on } from '../../src/wp/events';
import { DEFAULT_SETTINGS, FIELD_SOURCES, fieldValues, SBJS_COOKIES, track, type SbjsCookie, type TrackerSettings } from './sourcebuster';

export const props = {
  category: prop.oneOf(['statistics', 'marketing'] as const, { default: 'statistics' }),
};

interface AttributionGlobal {
  params?: { lifetime?: unknown; session?: unknown; prefix?: unknown; allowTracking?: unknown };
  fields?: Record<string, string>;
}

const readCookies = () =>
  Object.fromEntries(SBJS_COOKIES.map((name) => [name, Cookies.get(name)]).filter(([, value]) => value !== undefined)) as Partial<
    Record<SbjsCookie, string>
  >;

export function removeTrackingCookies(): void {
  for (const name of SBJS_COOKIES) {
    Cookies.remove(name, { path: '/' });
    Cookies.remove(name);
  }
}

export function mount(_host: HTMLElement, { category }: InferProps<typeof props>) {
  const global = ((globalThis as { wc_order_attribution?: AttributionGlobal }).wc_order_attribution ?? {}) as AttributionGlobal;
  const params = global.params ?? {};
  const prefix = typeof params.prefix === 'string' ? params.prefix : 'wc_order_attribution_';
  // WooCommerce prints field → accessor ("current.typ"); an older form printed field → field
  const sources = Object.fromEntries(
    Object.entries({ ...FIELD_SOURCES, ...(global.fields ?? {}) }).map(([field, path]) => [
      field,
      path.includes('.') ? path : (FIELD_SOURCES[field] ?? path),
    ]),
  );
  const months = Number(params.lifetime);
  const minutes = Number(params.session);
  const settings: TrackerSettings = {
    ...DEFAULT_SETTINGS,
    lifetimeMonths: Number.isFinite(months) && months > 0 ? months : DEFAULT_SETTINGS.lifetimeMonths,
    sessionMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SETTINGS.sessionMinutes,
  };
  const shopAllows = params.allowTracking !== false && params.allowTracking !== 'no';
  const consent = consentStore();
  const allowed = () => shopAllows && consent.hasConsent(category as Category);

  const inputs = () => [...document.querySelectorAll<HTMLInputElement>(`input[name^="${prefix}"]`)];
  function fill() {
    const values = allowed() ? fieldValues(readCookies(), sources) : {};
    for (const input of inputs()) input.value = values[input.name.slice(prefix.length)] ?? '';
  }

  let counted = false;
  function apply() {
    if (!allowed()) {
      removeTrackingCookies();
      counted = false;
    } else if (!counted) {
      counted = true;
      const writes = track(
        readCookies(),
        { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date(), random: Math.random() },
        settings,
      );
      for (const [name, write] of Object.entries(writes)) {
        Cookies.set(name, write.value, { path: '/', sameSite: 'Lax', expires: new Date(Date.now() + write.minutes * 60_000) });
      }
    }
    fill();
  }

  apply();
  const unsubscribe = consent.subscribe(apply);
  const offUpdated = on('updated_checkout', fill);
  // the fields must hold the latest values when the order is sent
  const onSubmit = (event: Event) => {
    if ((event.target as Element).matches?.('form.checkout, form.register')) fill();
  };
  document.addEventListener('submit', onSubmit, true);
  return () => {
    unsubscribe();
    offUpdated();
    document.removeEventListener('submit', onSubmit, true);
  };
}

import Cookies from 'js-cookie';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { RECORDED_DIR } from '../../test/fixtures/recorded';
import type { ConsentStore } from '../../src/consent/store';
import { readAttributionConfig } from './fields';
import island from './index';
import { countVisits } from './visits';
import { SBJS_COOKIES } from './sourcebuster';

/** WooCommerce 10's global and classic checkout form, as recorded. */
const recordedGlobal = (
  JSON.parse(readFileSync(join(RECORDED_DIR, 'woocommerce/globals/wc_order_attribution.json'), 'utf8')) as { value: unknown }
).value as { params: Record<string, unknown>; fields: Record<string, string> };
const checkoutForm = readFileSync(join(RECORDED_DIR, 'woocommerce/html/checkout-form.html'), 'utf8');

/** Cookies as sourcebuster writes them (encoded the way js-cookie and sourcebuster both encode). */
const SBJS = {
  sbjs_current:
    'typ=utm|||src=newsletter|||mdm=email|||cmp=herbst|||cnt=banner|||trm=espresso|||id=42|||plt=mailchimp|||fmt=text|||tct=promo',
  sbjs_current_add: 'fd=2026-11-22 08:30:05|||ep=https://shop.test/?utm_source=newsletter|||rf=https://mail.example/',
  sbjs_first:
    'typ=organic|||src=google|||mdm=organic|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
  sbjs_first_add: 'fd=2026-10-01 12:00:00|||ep=https://shop.test/|||rf=https://www.google.de/',
  sbjs_session: 'pgs=3|||cpg=https://shop.test/checkout/',
  sbjs_udata: 'vst=2|||uip=(none)|||uag=TestAgent/1.0',
};
const EXPECTED: Record<string, string> = {
  source_type: 'utm',
  referrer: 'https://mail.example/',
  utm_campaign: 'herbst',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_content: 'banner',
  utm_id: '42',
  utm_term: 'espresso',
  utm_source_platform: 'mailchimp',
  utm_creative_format: 'text',
  utm_marketing_tactic: 'promo',
  session_entry: 'https://shop.test/?utm_source=newsletter',
  session_start_time: '2026-11-22 08:30:05',
  session_pages: '3',
  session_count: '2',
  user_agent: 'TestAgent/1.0',
};

let consent: { store: ConsentStore; stop: () => void };
let unmount: (() => void) | undefined;
let stopVisits: (() => void) | undefined;

const clearCookies = () => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) Cookies.remove(name, { path: '/' });
  }
};
/** Sets cookies raw, as the browser would hold them, bypassing js-cookie's encoding where asked. */
const setRaw = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`);
const setCookies = (cookies: Record<string, string>) =>
  Object.entries(cookies).forEach(([name, value]) => Cookies.set(name, value, { path: '/' }));

beforeEach(() => {
  clearCookies();
  consent = installConsentStore();
  document.body.innerHTML = `${checkoutForm}<div id="host" hidden></div>`;
});
afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  stopVisits?.();
  consent.stop();
  clearCookies();
  delete (globalThis as { wc_order_attribution?: unknown }).wc_order_attribution;
  document.body.innerHTML = '';
});

async function start(global: unknown = recordedGlobal) {
  (globalThis as { wc_order_attribution?: unknown }).wc_order_attribution = global;
  // as on the page: the loader starts the visit count (a plain page module), then the island fills the fields
  stopVisits = countVisits('statistics', consent.store);
  unmount = await mountedInAct(() => island.mount(document.getElementById('host')!, { category: 'statistics' }));
}
const inputs = () => [...document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input')];
const fields = () => Object.fromEntries(inputs().map((input) => [input.name.replace(/^wc_order_attribution_/, ''), input.value]));
const allow = () => act(() => void consent.store.acceptCategory('statistics'));

describe('order attribution on WooCommerce 10’s checkout (recorded global and form)', () => {
  it('stamps one hidden input per field the global names, inside the form’s <wc-order-attribution-inputs>', async () => {
    allow();
    await start();
    expect(inputs().map((input) => input.name)).toEqual(Object.keys(recordedGlobal.fields).map((field) => `wc_order_attribution_${field}`));
    expect(inputs().every((input) => input.type === 'hidden' && input.form === document.querySelector('form'))).toBe(true);
  });

  it('fills every field from sourcebuster’s current cookies', async () => {
    setCookies(SBJS);
    allow();
    await start();
    const values = fields();
    // the page view counted (a page more in this session, this browser's agent), the rest as the cookies said
    expect(values).toEqual({ ...EXPECTED, session_pages: '4', user_agent: navigator.userAgent });
    expect(Object.keys(values)).toEqual(Object.keys(recordedGlobal.fields));
  });

  it('reads first-touch fields (sbjs_first, sbjs_first_add) when the global names them', async () => {
    setCookies(SBJS);
    allow();
    await start({
      ...recordedGlobal,
      fields: {
        ...recordedGlobal.fields,
        first_source: 'first.src',
        first_type: 'first.typ',
        first_entry: 'first_add.ep',
        first_referrer: 'first_add.rf',
      },
    });
    expect(fields()).toMatchObject({
      first_source: 'google',
      first_type: 'organic',
      first_entry: 'https://shop.test/',
      first_referrer: 'https://www.google.de/',
      source_type: 'utm',
    });
  });

  it('writes the cookies of a first visit and fills the fields from them', async () => {
    allow();
    await start();
    expect(Cookies.get('sbjs_current')).toMatch(/^typ=typein\|\|\|src=\(direct\)/);
    expect(Cookies.get('sbjs_first')).toBe(Cookies.get('sbjs_current'));
    expect(fields()).toMatchObject({ source_type: 'typein', utm_source: '(direct)', session_pages: '1', session_count: '1' });
  });

  it('fills nothing and removes the cookies without consent, and when consent is withdrawn', async () => {
    setCookies(SBJS);
    await start();
    expect(SBJS_COOKIES.filter((name) => Cookies.get(name) !== undefined)).toEqual([]);
    expect(Object.values(fields()).every((value) => value === '')).toBe(true);
    allow();
    expect(fields().source_type).toBe('typein');
    act(() => void consent.store.denyAll());
    expect(SBJS_COOKIES.filter((name) => Cookies.get(name) !== undefined)).toEqual([]);
    expect(Object.values(fields()).every((value) => value === '')).toBe(true);
  });

  it('fills nothing when the shop’s allowTracking is off', async () => {
    setCookies(SBJS);
    allow();
    await start({ ...recordedGlobal, params: { ...recordedGlobal.params, allowTracking: false } });
    expect(Object.values(fields()).every((value) => value === '')).toBe(true);
    expect(Cookies.get('sbjs_current')).toBeUndefined();
  });

  it('refills just before the form is sent, and gives the form back its empty element on unmount', async () => {
    allow();
    await start();
    setCookies({ sbjs_current: SBJS.sbjs_current });
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(fields().utm_campaign).toBe('herbst');
    act(() => unmount!());
    unmount = undefined;
    expect(document.querySelector('wc-order-attribution-inputs')!.children).toHaveLength(0);
  });
});

describe('malformed and hostile cookies are text and do not break the other fields', () => {
  it('markup in a cookie is a value, not HTML', async () => {
    const hostile = '"><img src=x onerror="window.__pwned=1">';
    setCookies({ ...SBJS, sbjs_current: `typ=utm|||src=${hostile}|||mdm=email` });
    allow();
    await start();
    expect(fields()).toMatchObject({ utm_source: hostile, utm_medium: 'email', referrer: 'https://mail.example/', session_count: '2' });
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect((globalThis as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('a cookie that cannot be decoded, one without separators and prototype keys leave the others filled', async () => {
    setCookies(SBJS);
    setRaw('sbjs_current_add', 'fd=%E0%A4%A|||ep=%ZZ'); // broken percent-encoding
    setRaw('sbjs_udata', 'garbage-without-any-separator');
    setRaw('sbjs_session', '__proto__=x|||constructor=y|||pgs=7');
    allow();
    await start({
      ...recordedGlobal,
      fields: { ...recordedGlobal.fields, proto: 'current.__proto__', bad: 'nowhere.typ', 'x"y': 'current.typ' },
    });
    const values = fields();
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_campaign: 'herbst', user_agent: expect.any(String) });
    expect(values.proto).toBe(''); // not Object.prototype's
    expect(values.bad).toBe(''); // an accessor into no sourcebuster container gives an empty field
    expect(values['x"y']).toBe('utm'); // an odd field name is only a name
    expect(document.querySelectorAll('wc-order-attribution-inputs > :not(input[type="hidden"])')).toHaveLength(0);
    expect(Object.values(values).every((value) => typeof value === 'string')).toBe(true);
  });

  it('a malformed global falls back to WooCommerce’s fields and prefix', () => {
    for (const global of [undefined, null, 'x', { params: 'x', fields: 7 }, { params: { prefix: 7 }, fields: [] }, { fields: { a: 1 } }]) {
      const config = readAttributionConfig(global);
      expect(config.prefix).toBe('wc_order_attribution_');
      expect(Object.keys(config.sources)).toEqual(Object.keys(recordedGlobal.fields));
    }
    expect(readAttributionConfig(recordedGlobal).settings).toMatchObject({ lifetimeMonths: 1e-5, sessionMinutes: 30 });
  });
});

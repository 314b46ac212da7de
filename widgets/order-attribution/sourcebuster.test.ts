// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readAttributionConfig } from './fields';
import { classify, fieldValues, parse, track, type SbjsCookie } from './sourcebuster';

const now = new Date('2026-11-22T08:30:05Z');
const visit = (url: string, referrer = '') => ({ url, referrer, userAgent: 'TestAgent/1.0', now, random: 0.5 });
const values = (writes: ReturnType<typeof track>) =>
  Object.fromEntries(Object.entries(writes).map(([name, write]) => [name, write!.value])) as Partial<Record<SbjsCookie, string>>;
const typein = { source: '(direct)', medium: '(none)' };

describe('traffic sources', () => {
  it('tells campaigns, search engines, other sites and typed-in visits apart', () => {
    expect(classify(new URL('https://shop.test/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst'), '', typein)).toMatchObject({
      typ: 'utm',
      src: 'newsletter',
      mdm: 'email',
      cmp: 'herbst',
      cnt: '(none)',
    });
    expect(classify(new URL('https://shop.test/?gclid=abc'), '', typein)).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc' });
    expect(classify(new URL('https://shop.test/'), 'https://www.google.de/', typein)).toMatchObject({
      typ: 'organic',
      src: 'google',
      mdm: 'organic',
    });
    expect(classify(new URL('https://shop.test/'), 'https://www.kaffee-blog.de/artikel', typein)).toMatchObject({
      typ: 'referral',
      src: 'kaffee-blog.de',
      mdm: 'referral',
    });
    expect(classify(new URL('https://shop.test/cart/'), 'https://shop.test/shop/', typein)).toMatchObject({
      typ: 'typein',
      src: '(direct)',
      mdm: '(none)',
    });
    expect(classify(new URL('https://shop.test/'), 'not a url', typein).typ).toBe('typein');
  });
});

describe('tracking a visit', () => {
  it('writes every cookie in sourcebuster’s format for a first visit', () => {
    const cookies = values(track({}, visit('https://shop.test/?utm_source=insta&utm_medium=social', 'https://l.instagram.com/')));
    expect(cookies.sbjs_current).toBe(
      'typ=utm|||src=insta|||mdm=social|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
    );
    expect(cookies.sbjs_current_add).toBe(
      'fd=2026-11-22 08:30:05|||ep=https://shop.test/?utm_source=insta&utm_medium=social|||rf=https://l.instagram.com/',
    );
    expect(cookies.sbjs_first).toBe(cookies.sbjs_current);
    expect(cookies.sbjs_session).toBe('pgs=1|||cpg=https://shop.test/?utm_source=insta&utm_medium=social');
    expect(cookies.sbjs_udata).toBe('vst=1|||uip=(none)|||uag=TestAgent/1.0');
    expect(cookies.sbjs_migrations).toBe('1418474375998=1');
    expect(parse(cookies.sbjs_promo).code).toBe('550000');
  });

  it('keeps its cookies sourcebuster’s default 6 months (30-day months), the session 30 minutes, unless the site says otherwise', () => {
    const writes = track({}, visit('https://shop.test/?utm_source=insta'));
    const sixMonths = 6 * 30 * 24 * 60;
    for (const name of [
      'sbjs_current',
      'sbjs_current_add',
      'sbjs_first',
      'sbjs_first_add',
      'sbjs_udata',
      'sbjs_migrations',
      'sbjs_promo',
    ] as const)
      expect(writes[name]?.minutes, name).toBe(sixMonths);
    expect(writes.sbjs_session?.minutes).toBe(30);
    expect(readAttributionConfig({}).settings).toMatchObject({ lifetimeMonths: 6, sessionMinutes: 30 });
    // WooCommerce 10 prints 0.00001 months (its filter wc_order_attribution_cookie_lifetime_months): taken as printed
    const printed = readAttributionConfig({ params: { lifetime: 0.00001, session: 30 } }).settings;
    expect(track({}, visit('https://shop.test/'), printed).sbjs_current?.minutes).toBeCloseTo(0.432, 3);
  });

  it('counts pages in a session and keeps the source when the next page is typed in', () => {
    const first = values(track({}, visit('https://shop.test/', 'https://www.kaffee-blog.de/')));
    const second = values(track(first, visit('https://shop.test/shop/', 'https://shop.test/')));
    expect(parse(second.sbjs_current ?? first.sbjs_current).typ).toBe('referral');
    expect(second.sbjs_current).toBeUndefined();
    expect(parse(second.sbjs_session).pgs).toBe('2');
    expect(parse(second.sbjs_udata).vst).toBe('1');
    expect(second.sbjs_first).toBeUndefined(); // the first source stays as it was
  });

  it('a new campaign replaces the current source but not the first; a new session counts as a visit', () => {
    const first = values(track({}, visit('https://shop.test/')));
    const { sbjs_session: _ended, ...later } = first;
    const next = values(track(later, visit('https://shop.test/?utm_source=newsletter&utm_medium=email')));
    expect(parse(next.sbjs_current).src).toBe('newsletter');
    expect(next.sbjs_first).toBeUndefined();
    expect(parse(first.sbjs_first).typ).toBe('typein');
    expect(parse(next.sbjs_udata).vst).toBe('2');
    expect(parse(next.sbjs_session).pgs).toBe('1');
  });

  it('reads WooCommerce’s fields from the cookies', () => {
    const cookies = values(
      track({}, visit('https://shop.test/?utm_source=insta&utm_medium=social&utm_campaign=herbst', 'https://l.instagram.com/')),
    );
    expect(fieldValues(cookies)).toMatchObject({
      source_type: 'utm',
      referrer: 'https://l.instagram.com/',
      utm_source: 'insta',
      utm_medium: 'social',
      utm_campaign: 'herbst',
      session_entry: 'https://shop.test/?utm_source=insta&utm_medium=social&utm_campaign=herbst',
      session_start_time: '2026-11-22 08:30:05',
      session_pages: '1',
      session_count: '1',
      user_agent: 'TestAgent/1.0',
    });
    expect(fieldValues({})).toEqual({});
  });
});

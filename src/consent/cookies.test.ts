import { describe, expect, it, vi } from 'vitest';
import { browserCookieJar, readStoredConsent, removalScopes, writeStoredConsent } from './cookies';
import { memoryJar } from '../../test/fixtures/memory-jar';
import { readConsentSettings } from './settings';

describe('the consent cookies', () => {
  it('last as long as Complianz says (cookie_expiry days), a year where it says nothing usable', () => {
    expect(readConsentSettings({ cookie_expiry: '30' }).cookieExpiryDays).toBe(30);
    for (const printed of [undefined, '', 'nie', '0', '-5', 'Infinity'])
      expect(readConsentSettings({ cookie_expiry: printed }).cookieExpiryDays, String(printed)).toBe(365);
  });

  it('are written with that expiry in days, Complianz’s path and domain, SameSite=Lax', () => {
    const written: string[] = [];
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: (cookie: string) => written.push(cookie) });
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
    try {
      const jar = browserCookieJar({ cookiePath: '/shop/', cookieDomain: '', cookieExpiryDays: 30 });
      jar.set('cmplz_statistics', 'allow');
      expect(written).toEqual(['cmplz_statistics=allow; expires=Fri, 25 Dec 2026 12:00:00 GMT; path=/shop/; sameSite=Lax']);
    } finally {
      vi.useRealTimers();
      delete (document as { cookie?: string }).cookie;
    }
  });
});

describe('removing a cookie without consent', () => {
  it('tries this host and its parent domains (where Google Analytics sets _ga), and each path above the page, as Complianz does', () => {
    expect(removalScopes('www.shop.example.de', '/shop/kaffee/', '/')).toEqual({
      domains: ['.www.shop.example.de', '.shop.example.de', '.example.de'],
      paths: ['/', '/shop', '/shop/', '/shop/kaffee', '/shop/kaffee/'],
    });
    expect(removalScopes('shop.de', '/', '/blog/')).toEqual({ domains: ['.shop.de'], paths: ['/', '/blog/'] });
    // no domain attribute can name these
    expect(removalScopes('localhost', '/', '/').domains).toEqual([]);
    expect(removalScopes('127.0.0.1', '/', '/').domains).toEqual([]);
    expect(removalScopes('[::1]', '/', '/').domains).toEqual([]);
  });

  it('expires the cookie in every one of those places, and with no domain and no path', () => {
    const written: string[] = [];
    const page = location.href;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('https://www.shop.example.de/shop/kaffee/');
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: (cookie: string) => written.push(cookie) });
    try {
      browserCookieJar({ cookiePath: '/', cookieDomain: '', cookieExpiryDays: 30 }).remove('_ga');
      const scopes = written.map((cookie) => [/domain=([^;]+)/.exec(cookie)?.[1] ?? '', /path=([^;]+)/.exec(cookie)?.[1] ?? '']);
      for (const domain of ['', '.www.shop.example.de', '.shop.example.de', '.example.de'])
        for (const path of ['', '/', '/shop', '/shop/', '/shop/kaffee', '/shop/kaffee/']) expect(scopes).toContainEqual([domain, path]);
      expect(written.every((cookie) => cookie.startsWith('_ga=;') && cookie.includes('expires='))).toBe(true);
    } finally {
      delete (document as { cookie?: string }).cookie;
      (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(page);
    }
  });
});

describe('cookies', () => {
  it('reads and writes the cmplz_ cookies, ignoring junk', () => {
    const jar = memoryJar({
      cmplz_marketing: 'allow',
      cmplz_statistics: 'vielleicht',
      cmplz_consented_services: '{"youtube":true,"x":"yes"}',
      'cmplz_banner-status': 'dismissed',
      cmplz_policy_id: '11',
    });
    expect(readStoredConsent(jar, 'cmplz_')).toEqual({
      categories: { marketing: 'allow' },
      services: { youtube: true },
      bannerStatus: 'dismissed',
      policyId: '11',
    });
    expect(readStoredConsent(memoryJar({ cmplz_consented_services: '{broken' }), 'cmplz_').services).toEqual({});
    writeStoredConsent(jar, 'cmplz_', {
      categories: { functional: 'allow', statistics: 'deny' },
      services: { maps: false },
      bannerStatus: 'dismissed',
      policyId: '12',
    });
    expect(Object.fromEntries(jar.values)).toMatchObject({
      cmplz_functional: 'allow',
      cmplz_statistics: 'deny',
      cmplz_consented_services: '{"maps":false}',
      cmplz_policy_id: '12',
    });
    expect(jar.values.has('cmplz_marketing')).toBe(false);
  });
});

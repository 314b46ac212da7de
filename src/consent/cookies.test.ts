import { describe, expect, it, vi } from 'vitest';
import { browserCookieJar, readStoredConsent, writeStoredConsent } from './cookies';
import { memoryJar } from './memory-jar';
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

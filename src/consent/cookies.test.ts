import { describe, expect, it, vi } from 'vitest';
import { browserCookieJar } from './cookies';
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

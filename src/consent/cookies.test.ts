import Cookies from 'js-cookie';
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
    const set = vi.spyOn(Cookies, 'set');
    const jar = browserCookieJar({ cookiePath: '/shop/', cookieDomain: '', cookieExpiryDays: 30 });
    jar.set('cmplz_statistics', 'allow');
    expect(set).toHaveBeenCalledWith('cmplz_statistics', 'allow', { path: '/shop/', sameSite: 'Lax', secure: false, expires: 30 });
    set.mockRestore();
    Cookies.remove('cmplz_statistics', { path: '/shop/' });
  });
});

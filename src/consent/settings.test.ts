// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConsentSettings, sanitizeCookiePath } from './settings';
import recordedGlobal from '../../test/fixtures/recorded/complianz/complianz-global-home.json';

describe('settings from the recorded complianz global', () => {
  it('tolerates the recorded flaws', () => {
    const settings = readConsentSettings(recordedGlobal);
    expect(settings.cookiePath).toBe('/');
    expect(settings).toMatchObject({
      prefix: 'cmplz_',
      consentType: 'optin',
      region: 'eu',
      policyId: '11',
      cookieExpiryDays: 365,
      storeConsent: false,
      honourSignal: false,
    });
    expect(settings.pageLinks).toEqual([
      { key: 'cookie-statement', title: 'Cookie Policy', url: 'http://127.0.0.1:8890/cookie-policy-eu/' },
    ]);
  });

  it('sanitizes cookie paths and defaults what is missing', () => {
    expect(sanitizeCookiePath(':8890/')).toBe('/');
    expect(sanitizeCookiePath('/shop')).toBe('/shop/');
    expect(sanitizeCookiePath('')).toBe('/');
    expect(readConsentSettings(undefined)).toMatchObject({ consentType: 'optin', prefix: 'cmplz_', cookiePath: '/' });
    expect(
      readConsentSettings({
        consenttype: 'optout',
        services: [
          { id: 'x', category: 'nope' },
          { id: 'youtube', name: 'YouTube', category: 'marketing' },
        ],
      }).services,
    ).toEqual([{ id: 'youtube', name: 'YouTube', category: 'marketing' }]);
  });

  it('a cookie domain only with "set cookies on the root domain", never localhost, as complianz.js', () => {
    const domainOf = (global: Record<string, unknown>) => readConsentSettings({ cookie_domain: '.shop.de', ...global }).cookieDomain;
    expect(domainOf({})).toBe('');
    expect(domainOf({ set_cookies_on_root: '' })).toBe('');
    expect(domainOf({ set_cookies_on_root: '1' })).toBe('.shop.de');
    expect(domainOf({ set_cookies_on_root: true })).toBe('.shop.de');
    expect(domainOf({ set_cookies_on_root: '1', cookie_domain: 'localhost' })).toBe('');
    expect(domainOf({ set_cookies_on_root: '1', cookie_domain: '.de' })).toBe('');
  });
});

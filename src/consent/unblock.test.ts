import { afterEach, describe, expect, it } from 'vitest';
import { cleanStorage, prefixesWithoutConsent, serviceKey } from './cleanup';
import { consentModeState, setConsentDefaults, updateConsentMode } from './consent-mode';
import { readStoredConsent, writeStoredConsent } from './cookies';
import { memoryJar } from './memory-jar';
import { readConsentSettings, sanitizeCookiePath } from './settings';
import { hasPrivacySignal } from './signals';
import { createUnblocker } from './unblock';
import recordedGlobal from '../../test/fixtures/recorded/complianz/complianz-global-home.json';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

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
});

describe('signals', () => {
  it('reads DNT and GPC', () => {
    expect(hasPrivacySignal({ globalPrivacyControl: true })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: '1' })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
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

describe('Google Consent Mode v2', () => {
  it('pushes the arguments object: default (denied) first, then updates', () => {
    const win: { dataLayer?: unknown[]; gtag?: unknown } = {};
    setConsentDefaults(win);
    updateConsentMode({ functional: true, preferences: false, statistics: true, marketing: false }, win);
    const calls = win.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(Object.prototype.toString.call(win.dataLayer![0])).toBe('[object Arguments]');
    expect(calls[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        personalization_storage: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
    expect(calls[1]![1]).toBe('update');
    expect(calls[1]![2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  it('maps marketing to all three ad signals and preferences to personalization', () => {
    expect(consentModeState({ functional: true, preferences: true, statistics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  });
});

describe('unblocking', () => {
  it('turns allowed blocked scripts into real ones, copying attributes but the blocking ones, once', () => {
    document.body.innerHTML = `
      <script type="text/plain" data-category="statistics" data-service="google-analytics" id="ga" class="cmplz-script" async data-cmplz-src="/ga.js"></script>
      <script type="text/plain" data-category="marketing">window.__inline = (window.__inline || 0) + 1</script>`;
    let marketing = false;
    const unblocker = createUnblocker((category) => category === 'statistics' || (category === 'marketing' && marketing));
    unblocker.run();
    const ga = document.getElementById('ga') as HTMLScriptElement;
    expect(ga.getAttribute('type')).toBeNull();
    expect(ga.getAttribute('src')).toBe('/ga.js');
    expect(ga.className).toBe('cmplz-script');
    for (const attribute of ['data-category', 'data-service', 'async', 'data-cmplz-src']) expect(ga.hasAttribute(attribute)).toBe(false);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(1);
    marketing = true;
    unblocker.run();
    unblocker.run();
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(0);
    expect(unblocker.activated).toBe(2);
  });

  it('sets the src of allowed embeds and leaves the others blocked', () => {
    document.body.innerHTML = `<iframe id="yt" data-src-cmplz="https://www.youtube-nocookie.com/embed/x" data-category="marketing" data-service="youtube"></iframe>
      <iframe id="maps" data-src-cmplz="https://maps.example/embed" data-category="marketing" data-service="google-maps"></iframe>`;
    createUnblocker((_category, service) => service === 'youtube').run();
    expect(document.getElementById('yt')!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x');
    expect(document.getElementById('maps')!.hasAttribute('src')).toBe(false);
  });

  it('runs a data-waitfor script only after the script it names has loaded', async () => {
    document.body.innerHTML = `
      <script type="text/plain" data-category="statistics" data-waitfor="gtag/js">window.__order = (window.__order || []).concat('config')</script>
      <script type="text/plain" data-category="statistics" data-service="google-analytics" data-cmplz-src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>`;
    createUnblocker(() => true).run();
    const inline = () => [...document.querySelectorAll('script')].filter((script) => script.textContent?.includes('__order'));
    expect(inline()[0]!.getAttribute('type')).toBe('text/plain');
    const external = document.querySelector<HTMLScriptElement>('script[src*="gtag/js"]')!;
    external.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inline()[0]!.hasAttribute('type')).toBe(false);
  });
});

describe('cleanup', () => {
  const data = {
    statistics: { 'Google-Analytics': ['_ga', '_ga_'] },
    marketing: { 'Demo-Pixel': ['_demo_pixel'] },
    functional: { WooCommerce: ['woocommerce_'] },
  };

  it('lists the prefixes of services without consent, never functional ones', () => {
    expect(serviceKey('Google-Analytics')).toBe('google-analytics');
    expect(prefixesWithoutConsent(data, (service) => service === 'google-analytics')).toEqual(['_demo_pixel']);
    expect(prefixesWithoutConsent(data, () => false)).toEqual(['_ga', '_ga_', '_demo_pixel']);
  });

  it('removes matching storage keys only', () => {
    localStorage.setItem('_ga_XYZ', '1');
    localStorage.setItem('wc_cart_hash_demo', 'abc');
    expect(cleanStorage(localStorage, ['_ga'])).toEqual(['_ga_XYZ']);
    expect(localStorage.getItem('wc_cart_hash_demo')).toBe('abc');
  });
});

import { describe, expect, it } from 'vitest';
import { cleanStorage, prefixesWithoutConsent, serviceKey } from './cleanup';

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

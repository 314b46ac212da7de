import { describe, expect, it } from 'vitest';
import { flag, readConfig } from './config';

describe('readConfig', () => {
  it('falls back to WordPress defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      ajaxUrl: '/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
      restUrl: '/wp-json/',
      currency: 'EUR',
      cartUrl: '/cart/',
      isCart: false,
    });
  });

  it('reads the globals the plugins print', () => {
    const config = readConfig({
      wc_add_to_cart_params: {
        ajax_url: '/shop/wp-admin/admin-ajax.php',
        wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
        cart_url: '/warenkorb/',
        is_cart: '1',
        cart_redirect_after_add: 'yes',
      },
      wpApiSettings: { root: '/shop/wp-json/', nonce: 'abc' },
    });
    expect(config).toMatchObject({
      ajaxUrl: '/shop/wp-admin/admin-ajax.php',
      wcAjaxUrl: '/shop/?wc-ajax=%%endpoint%%',
      restUrl: '/shop/wp-json/',
      restNonce: 'abc',
      cartUrl: '/warenkorb/',
      // add-to-cart.js's cart_url is woocommerce_add_to_cart_redirect's
      addedUrl: '/warenkorb/',
      isCart: true,
      cartRedirectAfterAdd: true,
    });
    expect(readConfig({ shopIslands: { cartUrl: '/cart/', addedUrl: '/checkout/' } })).toMatchObject({
      cartUrl: '/cart/',
      addedUrl: '/checkout/',
    });
    expect(readConfig({ shopIslands: { cartUrl: '/cart/' } }).addedUrl).toBe('/cart/');
  });

  it('lets window.shopIslands win and keeps its extra keys', () => {
    const config = readConfig({
      shopIslands: { ajaxUrl: '/custom-ajax', locale: 'en-GB', mapsApiKey: 'k' },
      woocommerce_params: { ajax_url: '/x' },
    });
    expect(config.ajaxUrl).toBe('/custom-ajax');
    expect(config.locale).toBe('en-GB');
    expect(config.mapsApiKey).toBe('k');
  });

  it('understands WordPress flag spellings', () => {
    expect(['1', 'yes', 'true', true, 1, 'on'].every(flag)).toBe(true);
    expect(['', '0', 'no', false, 0, undefined, null, '2'].some(flag)).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n';
import { viewCartText } from './view-cart';

describe('the "View cart" text of loader and early code', () => {
  it('is the catalogue’s for German and other sites, and the site’s own where the plugin printed one', () => {
    for (const locale of ['de-DE', 'de_AT', 'en-US', 'fr-FR'])
      expect(viewCartText(locale, {})).toBe(createTranslator(locale)('cart.viewCart'));
    const own = { fr: { 'cart.viewCart': 'Voir le panier' } };
    expect(viewCartText('fr-FR', own)).toBe('Voir le panier');
    expect(viewCartText('fr-FR', own)).toBe(createTranslator('fr-FR', own)('cart.viewCart'));
    // an empty or non-text translation is no translation
    expect(viewCartText('de-DE', { de: { 'cart.viewCart': '' } })).toBe('Warenkorb anzeigen');
    expect(viewCartText('de-DE', { de: { 'cart.viewCart': 42 } })).toBe('Warenkorb anzeigen');
    expect(viewCartText('de-DE', undefined)).toBe('Warenkorb anzeigen');
  });

  afterEach(() => delete (globalThis as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params);

  it('is WooCommerce’s own where it printed one (i18n_view_cart), as add-to-cart.js shows it', () => {
    const page = globalThis as { wc_add_to_cart_params?: unknown };
    page.wc_add_to_cart_params = { i18n_view_cart: 'Zum Warenkorb', cart_url: '/warenkorb/' };
    expect(viewCartText('de-DE', { de: { 'cart.viewCart': 'Eigener Text' } })).toBe('Zum Warenkorb');
    page.wc_add_to_cart_params = { i18n_view_cart: '' };
    expect(viewCartText('de-DE', undefined)).toBe('Warenkorb anzeigen');
    page.wc_add_to_cart_params = { i18n_view_cart: ['<b>'] };
    expect(viewCartText('en-US', undefined)).toBe('View cart');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { createTranslator, languageOf } from './translate';

describe('createTranslator', () => {
  it('speaks German on German sites, English on every other, and fills placeholders', () => {
    expect(createTranslator('de-DE')('cart.added', { product: 'Tasse' })).toBe(de['cart.added'].replace('{product}', 'Tasse'));
    expect(createTranslator('de_AT')('notice.dismiss')).toBe('Ausblenden');
    expect(createTranslator('en-GB')('cart.added', { product: 'Tasse' })).toBe('“Tasse” has been added to your cart.');
    expect(createTranslator('fr-FR')('notice.dismiss')).toBe('Dismiss');
    expect(createTranslator('nl_NL')('notice.dismiss')).toBe('Dismiss');
    expect([languageOf('en_US'), languageOf('de-CH'), languageOf('it'), languageOf('')]).toEqual(['en', 'de', 'en', 'de']);
  });

  it('takes the site’s translations for its own language over English (a French site’s file)', () => {
    const t = createTranslator('fr-FR', { fr: { 'cart.viewCart': 'Voir le panier' }, de: { 'cart.viewCart': 'Zum Warenkorb' } });
    expect(t('cart.viewCart')).toBe('Voir le panier');
    expect(t('notice.dismiss')).toBe('Dismiss');
  });

  it('lets the site override messages per language', () => {
    const t = createTranslator('de-DE', { de: { 'cart.viewCart': 'Zum Warenkorb' } });
    expect(t('cart.viewCart')).toBe('Zum Warenkorb');
    expect(t('notice.dismiss')).toBe('Ausblenden');
  });

  it('leaves unknown placeholders visible and does not interpret values', () => {
    const t = createTranslator('en');
    expect(t('chunk.failed', { x: 1 })).toBe(en['chunk.failed']);
    expect(t('cart.added', { product: '<b>$&</b>' })).toBe('“<b>$&</b>” has been added to your cart.');
  });
});

import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { formatDistance, formatNumber, formatPrice } from './format';
import { createTranslator, languageOf } from './translate';

describe('catalogues', () => {
  it('German has every English key, and no empty message', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const message of [...Object.values(de), ...Object.values(en)]) expect(message.trim()).not.toBe('');
  });
});

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

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting', () => {
  it('formats prices per locale and currency', () => {
    expect(plain(formatPrice(24.9, 'de-DE', 'EUR'))).toBe('24,90 €');
    expect(plain(formatPrice(1234.5, 'en-US', 'EUR'))).toBe('€1,234.50');
    expect(plain(formatPrice(10, 'de-DE', 'EUR', 0))).toBe('10 €');
  });

  it('formats numbers and distances', () => {
    expect(formatNumber(4.25, 'de-DE', { maximumFractionDigits: 1 })).toBe('4,3');
    expect(plain(formatDistance(3.14159, 'km', 'de-DE'))).toBe('3,1 km');
    expect(plain(formatDistance(1234.4, 'km', 'de-DE'))).toBe('1.234 km');
    expect(plain(formatDistance(2, 'mile', 'en-US'))).toBe('2.0 mi');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { builtInText, languageOf, siteLanguage } from './language';

const text = { de: 'Warenkorb anzeigen', en: 'View cart' };

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('the language of loader code’s own texts', () => {
  it('is German on a German site and English on every other, as the catalogues', () => {
    expect(['de-DE', 'de_AT', 'fr-FR', 'nl', 'en-GB'].map((locale) => builtInText(text, locale))).toEqual([
      'Warenkorb anzeigen',
      'Warenkorb anzeigen',
      'View cart',
      'View cart',
      'View cart',
    ]);
    expect([siteLanguage('fr-FR'), siteLanguage(''), languageOf('it_IT')]).toEqual(['fr', 'de', 'en']);
  });

  it('follows the page’s lang unless a locale is given (none: German, the plugin’s home)', () => {
    document.documentElement.lang = 'fr-FR';
    expect(builtInText(text)).toBe('View cart');
    document.documentElement.lang = 'de-DE';
    expect(builtInText(text)).toBe('Warenkorb anzeigen');
    document.documentElement.removeAttribute('lang');
    expect(builtInText(text)).toBe('Warenkorb anzeigen');
  });
});

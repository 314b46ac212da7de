/**
 * The site's language, without any catalogue: loader code may use it for its few own texts (the
 * catalogues load with the islands).
 */

/** The site's language: `fr-FR` → `fr`, the key of its translations in `shopIslands.i18n`. */
export const siteLanguage = (locale: string): string => locale.toLowerCase().split(/[-_]/)[0] || 'de';

/** The catalogue the islands ship for it: German for German sites, English for every other. */
export const languageOf = (locale: string): 'de' | 'en' => (siteLanguage(locale) === 'de' ? 'de' : 'en');

/** One of loader code's own texts, by the same rule as the catalogues (the page's language unless given). */
export const builtInText = (text: { de: string; en: string }, locale: string = document.documentElement.lang): string =>
  text[languageOf(locale)];

/**
 * Message lookup with `{name}` placeholders. German sites get German, every other language English
 * (WordPress's source language), with the site's own translations (`shopIslands.i18n`, which the
 * plugin fills from its translation files) over either.
 */
import { de } from './de';
import { en, type Catalogue, type MessageKey } from './en';
import { languageOf, siteLanguage } from './language';

export type { MessageKey };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const catalogues: Record<string, Catalogue> = { de, en };

export { languageOf, siteLanguage };

export type MessageValues = Record<string, string | number>;

/** `{name}` placeholders replaced by values (as text: `$&` and markup stay literal). */
export function fill(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function createTranslator(locale: string, overrides: Record<string, Record<string, string>> = {}): Translate {
  const catalogue: Record<string, string> = { ...catalogues[languageOf(locale)], ...(overrides[siteLanguage(locale)] ?? {}) };
  return (key, values) => fill(catalogue[key] ?? en[key] ?? key, values);
}

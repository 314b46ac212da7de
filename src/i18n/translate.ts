/** Message lookup with `{name}` placeholders; German first, English for `en-*` locales. */
import { de } from './de';
import { en, type Catalogue, type MessageKey } from './en';

export type { MessageKey };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const catalogues: Record<string, Catalogue> = { de, en };

/** `de-DE` → `de`; unknown languages fall back to German. */
export const languageOf = (locale: string) => {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'de';
  return language in catalogues ? language : 'de';
};

export type MessageValues = Record<string, string | number>;

/** `{name}` placeholders replaced by values (as text: `$&` and markup stay literal). */
export function fill(message: string, values?: MessageValues): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function createTranslator(locale: string, overrides: Record<string, Record<string, string>> = {}): Translate {
  const language = languageOf(locale);
  const catalogue: Record<string, string> = { ...catalogues[language], ...(overrides[language] ?? {}) };
  return (key, values) => fill(catalogue[key] ?? en[key] ?? key, values);
}

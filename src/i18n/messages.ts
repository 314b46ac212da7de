/**
 * An island's own messages, German and English, kept in its chunk so that the catalogue every
 * page loads holds only what is shared (errors, cart, notices). Site overrides in
 * `shopIslands.i18n` apply to them too; keys it does not know fall through to the shared catalogue.
 */
import { getConfig, type ShopIslandsConfig } from '../wp/config';
import { t as shared } from './index';
import { fill, languageOf, siteLanguage, type MessageKey, type MessageValues } from './translate';

export interface LocalTranslate<K extends string> {
  (key: K | MessageKey, values?: MessageValues): string;
  readonly catalogues: { de: Record<K, string>; en: Record<K, string> };
}

export function defineMessages<K extends string>(de: Record<K, string>, en: Record<NoInfer<K>, string>): LocalTranslate<K> {
  let built: { config: ShopIslandsConfig; catalogue: Record<string, string> } | undefined;
  const translate = (key: K | MessageKey, values?: MessageValues) => {
    const config = getConfig();
    if (built?.config !== config) {
      const builtIn = languageOf(config.locale) === 'de' ? de : en;
      built = { config, catalogue: { ...builtIn, ...(config.i18n[siteLanguage(config.locale)] ?? {}) } };
    }
    const message = built.catalogue[key] ?? (en as Record<string, string>)[key];
    return message === undefined ? shared(key as MessageKey, values) : fill(message, values);
  };
  return Object.assign(translate, { catalogues: { de, en } });
}

import { getConfig } from '../wp/config';
import { createTranslator, type Translate } from './translate';

export { createTranslator, languageOf, siteLanguage, type MessageKey, type Translate } from './translate';
export { formatDistance, formatNumber, formatPrice, type DistanceUnit } from './format';

let translate: Translate | undefined;

/** The page's translator, from the configured locale and catalogue overrides. */
export function t(...args: Parameters<Translate>): string {
  if (!translate) {
    const config = getConfig();
    translate = createTranslator(config.locale, config.i18n);
  }
  return translate(...args);
}

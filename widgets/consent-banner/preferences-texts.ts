/**
 * The preferences view's texts, as texts.ts picks the main view's (the owner's in Complianz, else the
 * catalogue's). Only the island shows the preferences: apart, so the first paint does not carry them.
 */
import { t } from '../../src/consent/messages';
import { CATEGORIES, type Category } from '../../src/consent/types';
import { pick, type ConsentKey, type Settings } from './texts';

/** The preferences view's texts. */
export interface PreferencesTexts {
  save: string;
  alwaysActive: string;
  services: string;
  category: Record<Category, string>;
  description: Record<Category, string>;
}

export function preferencesTexts(settings: Settings): PreferencesTexts {
  const perCategory = (complianzName: (category: Category) => string, key: (category: Category) => string) =>
    Object.fromEntries(
      CATEGORIES.map((category) => [category, pick(settings, complianzName(category), key(category) as ConsentKey)]),
    ) as Record<Category, string>;
  return {
    save: pick(settings, 'save_settings', 'consent.save'),
    alwaysActive: t('consent.alwaysActive'),
    services: t('consent.services'),
    category: perCategory(
      (category) => `category_${category}`,
      (category) => `consent.category.${category}`,
    ),
    description: perCategory(
      (category) => `${category}_text`,
      (category) => `consent.category.${category}.description`,
    ),
  };
}

/**
 * The banner's texts, one source for the first paint (paint.ts) and the island (ConsentBanner.tsx):
 * what the owner configured in Complianz where the plugin printed it (`settings.bannerTexts`, by
 * Complianz's own names), else the islands' catalogue (`consent.*`, overridable through
 * `shopIslands.i18n`). All of it is text.
 */
import { t } from '../../src/consent/messages';
import type { ConsentSettings } from '../../src/consent/settings';
import { CATEGORIES, type Category } from '../../src/consent/types';

export interface BannerTexts {
  title: string;
  message: string;
  accept: string;
  deny: string;
  preferences: string;
  save: string;
  close: string;
  alwaysActive: string;
  services: string;
  category: Record<Category, string>;
  description: Record<Category, string>;
}

/** Complianz's names for a category's title and description in its banner settings. */
const COMPLIANZ_CATEGORY: Record<Category, { title: string; description: string }> = {
  functional: { title: 'category_functional', description: 'functional_text' },
  preferences: { title: 'category_preferences', description: 'preferences_text' },
  statistics: { title: 'category_statistics', description: 'statistics_text' },
  marketing: { title: 'category_marketing', description: 'marketing_text' },
};

type ConsentKey = Parameters<typeof t>[0];

export function bannerTexts(settings: Pick<ConsentSettings, 'bannerTexts' | 'consentType'>): BannerTexts {
  const owner = settings.bannerTexts;
  const pick = (complianzName: string, key: ConsentKey) => owner[complianzName] || t(key);
  const optout = settings.consentType === 'optout';
  const perCategory = (which: 'title' | 'description') =>
    Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        pick(
          COMPLIANZ_CATEGORY[category][which],
          (which === 'title' ? `consent.category.${category}` : `consent.category.${category}.description`) as ConsentKey,
        ),
      ]),
    ) as Record<Category, string>;
  return {
    title: pick('header', 'consent.title'),
    message: pick(optout ? 'message_optout' : 'message_optin', 'consent.message'),
    accept: pick(optout ? 'accept_optout' : 'accept_optin', 'consent.accept'),
    deny: pick('dismiss', 'consent.deny'),
    preferences: pick('manage_options', 'consent.preferences'),
    save: pick('save_settings', 'consent.save'),
    close: t('consent.close'),
    alwaysActive: t('consent.alwaysActive'),
    services: t('consent.services'),
    category: perCategory('title'),
    description: perCategory('description'),
  };
}

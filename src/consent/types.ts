export const CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing'] as const;
export type Category = (typeof CATEGORIES)[number];
export type ConsentType = 'optin' | 'optout' | 'other';
export type CategoryValue = 'allow' | 'deny';

export const isCategory = (value: unknown): value is Category => (CATEGORIES as readonly unknown[]).includes(value);

/** What the cmplz_* cookies hold. */
export interface StoredConsent {
  categories: Partial<Record<Category, CategoryValue>>;
  services: Record<string, boolean>;
  bannerStatus?: 'show' | 'dismissed';
  policyId?: string;
  savedCategories?: string;
  savedServices?: string;
}

/** Facts about the visitor that the decision depends on. */
export interface VisitorContext {
  isBot: boolean;
  /** Do Not Track or Global Privacy Control is on */
  privacySignal: boolean;
  /** the site honours DNT/GPC */
  honourSignal: boolean;
  consentType: ConsentType;
}

export interface ServiceInfo {
  id: string;
  name: string;
  category: Category;
}

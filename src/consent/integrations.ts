/** What other code listens to: Complianz's events, the dataLayer, and the WP Consent API. */
import { CATEGORIES, type Category, type ConsentType } from './types';

interface ConsentWindow {
  dataLayer?: unknown[];
  wp_set_consent?: (category: string, value: 'allow' | 'deny') => void;
  wp_consent_type?: string;
}

const allowedList = (allowed: Record<Category, boolean>) => CATEGORIES.filter((category) => allowed[category]);

export function fireCategories(allowed: Record<Category, boolean>, region: string, target: object = globalThis) {
  const win = target as ConsentWindow;
  const categories = allowedList(allowed);
  document.dispatchEvent(new CustomEvent('cmplz_fire_categories', { detail: { categories, region } }));
  win.dataLayer ??= [];
  for (const category of categories) {
    document.dispatchEvent(new CustomEvent('cmplz_enable_category', { detail: { category, categories, region } }));
    win.dataLayer.push({ event: `cmplz_event_${category}` });
  }
}

export function fireStatusChanges(before: Record<Category, boolean>, after: Record<Category, boolean>, region: string) {
  const categories = allowedList(after);
  for (const category of CATEGORIES)
    if (before[category] !== after[category])
      document.dispatchEvent(
        new CustomEvent('cmplz_status_change', { detail: { category, value: after[category] ? 'allow' : 'deny', region, categories } }),
      );
}

export const fireRevoke = (reload: boolean) => document.dispatchEvent(new CustomEvent('cmplz_revoke', { detail: { reload } }));

/** WP Consent API: the type once, each category on every decision. */
export function syncWpConsentApi(allowed: Record<Category, boolean>, consentType: ConsentType, target: object = globalThis) {
  const win = target as ConsentWindow;
  win.wp_consent_type = consentType === 'other' ? 'optout' : consentType;
  const values = Object.fromEntries(
    [...CATEGORIES, 'statistics-anonymous'].map((category) => [
      category,
      (category === 'statistics-anonymous' ? allowed.statistics : allowed[category as Category]) ? 'allow' : 'deny',
    ]),
  ) as Record<string, 'allow' | 'deny'>;
  if (typeof win.wp_set_consent === 'function') {
    for (const [category, value] of Object.entries(values)) win.wp_set_consent(category, value);
  } else {
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: values }));
  }
}

/** What other code listens to: Complianz's events, the dataLayer, and the WP Consent API. */
import { CATEGORIES, type Category, type ConsentType } from './types';

interface ConsentWindow {
  dataLayer?: unknown[];
  wp_set_consent?: (category: string, value: 'allow' | 'deny') => void;
  wp_consent_type?: string;
}

const allowedList = (allowed: Record<Category, boolean>) => CATEGORIES.filter((category) => allowed[category]);

/** complianz.js's highest accepted category: marketing, statistics, preferences, else functional (always allowed). */
export const highestAllowed = (allowed: Record<Category, boolean>): Category => allowedList(allowed).at(-1) ?? 'functional';

const dispatch = (type: string, detail?: unknown) => document.dispatchEvent(new CustomEvent(type, { detail }));

/**
 * Complianz's category events for each decision, as complianz.js fires them: for each allowed
 * category, once per page, its Tag Manager event (with `tm_categories`: `cmplz_event_<category>` on
 * the dataLayer, functional included) and `cmplz_enable_category` (never for functional, which
 * complianz.js counts as fired); then `cmplz_fire_categories` every time, with the highest category.
 */
export function categoryEvents(tagManager: boolean, target: object = globalThis) {
  const tagged = new Set<Category>();
  const enabled = new Set<Category>(['functional']);
  return (allowed: Record<Category, boolean>, region: string, services: Record<string, boolean>) => {
    const win = target as ConsentWindow;
    const categories = allowedList(allowed);
    for (const category of categories) {
      if (tagManager && !tagged.has(category)) {
        tagged.add(category);
        (win.dataLayer ??= []).push({ event: `cmplz_event_${category}` });
        dispatch('cmplz_tag_manager_event', category);
      }
      if (enabled.has(category)) continue;
      enabled.add(category);
      dispatch('cmplz_enable_category', { category, service: 'do_not_match', categories, services, region });
    }
    dispatch('cmplz_fire_categories', { category: highestAllowed(allowed), categories, region });
  };
}

/**
 * What complianz.js tells other scripts once it knows the visitor, before and after the page's
 * categories: the consent type is defined, and the cookie warning has loaded (opt-in and opt-out
 * regions without an honoured DNT/GPC signal; Complianz's Tag Manager snippet loads gtm.js on it).
 */
export function announceConsentType(consentType: ConsentType, target: object = globalThis): void {
  (target as ConsentWindow).wp_consent_type = consentType === 'other' ? 'optout' : consentType;
  dispatch('wp_consent_type_defined');
  dispatch('cmplz_before_cookiebanner');
}
export const announceCookieWarning = (region: string) => dispatch('cmplz_cookie_warning_loaded', region);
/**
 * What complianz.js says before it applies categories (at page start, on accept all and on saved
 * preferences; never for a denial): Complianz's gtag snippets with Consent Mode update, and start
 * Analytics, on it.
 */
export const announceCategoriesConsent = (categories: readonly Category[], region: string) =>
  dispatch('cmplz_before_categories_consent', { categories, region });
export const announceScriptsRun = (category: Category) => dispatch('cmplz_run_after_all_scripts', category);

export function fireStatusChanges(before: Record<Category, boolean>, after: Record<Category, boolean>, region: string) {
  const categories = allowedList(after);
  for (const category of CATEGORIES)
    if (before[category] !== after[category])
      dispatch('cmplz_status_change', { category, value: after[category] ? 'allow' : 'deny', region, categories });
}

/** A service's consent set on its own (complianz.js's cmplz_set_service_consent): each one that changed, before it is applied. */
export function fireServiceChanges(before: Record<string, boolean>, after: Record<string, boolean>, region: string) {
  for (const [service, value] of Object.entries(after))
    if (Boolean(before[service]) !== value) dispatch('cmplz_status_change_service', { service, value, region });
}

/**
 * complianz.js's body classes, which themes style content by (`.cmplz-marketing .map { … }`): each
 * allowed category and service, the region and the consent type, as `cmplz-<name>`; then its event.
 */
export function markBody(body: HTMLElement, allowed: Record<Category, boolean>, services: Record<string, boolean>, names: string[]): void {
  const classes = body.classList;
  for (const name of [...classes]) if (name.startsWith('cmplz-') && name !== 'cmplz-document') classes.remove(name);
  const marks = [...allowedList(allowed), ...Object.keys(services).filter((service) => services[service]), ...names];
  // a service's name comes from the visitor's cookie: only what makes a class
  for (const name of marks) if (/^[\w-]+$/.test(name)) classes.add(`cmplz-${name}`);
  dispatch('cmplz_set_category_as_bodyclass');
}

/** Its detail is whether the page reloads, as complianz.js sends it. */
export const fireRevoke = (reload: boolean) => dispatch('cmplz_revoke', reload);

/** WP Consent API: each category on every decision (the type is set once: announceConsentType); anonymous statistics are always allowed, as Complianz says. */
export function syncWpConsentApi(allowed: Record<Category, boolean>, target: object = globalThis) {
  const win = target as ConsentWindow;
  const values: Record<string, 'allow' | 'deny'> = { 'statistics-anonymous': 'allow' };
  for (const category of CATEGORIES) values[category] = allowed[category] ? 'allow' : 'deny';
  if (typeof win.wp_set_consent === 'function') {
    for (const [category, value] of Object.entries(values)) win.wp_set_consent(category, value);
  } else {
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: values }));
  }
}

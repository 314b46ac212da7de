/** Google Consent Mode v2: defaults before anything from Google can run, an update on each choice. */
import type { Category } from './types';

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  /** set once the defaults are in the dataLayer: by the head snippet (dist/consent-head.js) or the core */
  shopIslandsConsentDefaults?: boolean;
}

export type ConsentModeState = Record<
  | 'analytics_storage'
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'personalization_storage'
  | 'functionality_storage'
  | 'security_storage',
  'granted' | 'denied'
>;

export function consentModeState(allowed: Record<Category, boolean>): ConsentModeState {
  const grant = (yes: boolean) => (yes ? 'granted' : 'denied');
  return {
    analytics_storage: grant(allowed.statistics),
    ad_storage: grant(allowed.marketing),
    ad_user_data: grant(allowed.marketing),
    ad_personalization: grant(allowed.marketing),
    personalization_storage: grant(allowed.preferences),
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
}

export const DENIED: Record<Category, boolean> = { functional: true, preferences: false, statistics: false, marketing: false };

/** The gtag() function as Google documents it: it must push the arguments object itself. */
function gtagOf(win: GtagWindow): Gtag {
  win.dataLayer ??= [];
  if (!win.gtag) {
    const layer = win.dataLayer;
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js tells its calls apart by the arguments object itself
      layer.push(arguments);
    };
  }
  return win.gtag;
}

/**
 * The denied defaults, once per page: the head snippet runs this before any tag; the core runs it
 * again at start, which only counts on a site without the snippet.
 */
export function setConsentDefaults(win: object = globalThis): void {
  const target = win as GtagWindow;
  if (target.shopIslandsConsentDefaults) return;
  // Object.assign, not a spread: the head snippet is built for older browsers, where a spread costs a helper
  gtagOf(target)('consent', 'default', Object.assign(consentModeState(DENIED), { wait_for_update: 500 }));
  target.shopIslandsConsentDefaults = true;
}

export function updateConsentMode(allowed: Record<Category, boolean>, win: object = globalThis): void {
  gtagOf(win as GtagWindow)('consent', 'update', consentModeState(allowed));
}

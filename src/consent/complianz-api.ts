/**
 * Complianz's public functions, which complianz.js defines on window, for the code that calls them
 * while the islands run consent: Complianz's own head snippets (its Consent Mode and Matomo
 * listeners call `cmplz_in_array`), its integrations (`cmplz_has_consent`) and themes. They read
 * and change the page's one store, so a choice made through them is the visitor's, saved, logged
 * and announced as one made in the banner.
 */
import type { ConsentStore } from './core';
import { highestAllowed } from './integrations';
import { isCategory } from './types';

export function exposeComplianzApi(store: ConsentStore): void {
  const { prefix } = store.settings;
  const hasConsent = (category: unknown) => isCategory(category) && store.hasConsent(category);
  Object.assign(store.win, {
    cmplz_in_array: (needle: unknown, haystack: unknown[]) => haystack.includes(needle),
    cmplz_has_consent: hasConsent,
    cmplz_has_service_consent: (service: string, category: unknown) =>
      store.hasServiceConsent(service, isCategory(category) ? category : undefined),
    cmplz_is_service_denied: (service: string) => store.stored.services[service] === false,
    cmplz_highest_accepted_category: () => highestAllowed(store.allowed()),
    cmplz_get_cookie: (name: string) => store.deps.jar.get(prefix + name) ?? '',
    cmplz_set_cookie: (name: string, value: unknown, usePrefix = true) =>
      void store.withActions(() => store.deps.jar.set((usePrefix ? prefix : '') + name, String(value))),
    cmplz_accept_all: () => void store.acceptAll(),
    cmplz_deny_all: () => void store.denyAll(),
    cmplz_set_consent: (category: unknown, value: unknown) =>
      isCategory(category) && category !== 'functional' && void store.setCategory(category, value === 'allow'),
    cmplz_get_banner_status: () => (store.bannerVisible ? 'show' : 'dismissed'),
    cmplz_set_banner_status: (status: unknown) => (status === 'show' ? store.showBanner() : void store.dismiss()),
  });
}

/** Complianz's controls an owner puts anywhere in a page (its revoke-link shortcode, "accept" links in posts): delegated from the document. */
const PAGE_CONTROLS =
  '.cmplz-accept, .cmplz-deny, .cmplz-accept-category, .cmplz-accept-marketing, .cmplz-accept-service, button.cmplz-manage-consent';

/**
 * What complianz.js does for them (the actions' `pageControl`), and for `cmplz_consent_action` (its
 * event for developers: allow `detail.category`). Those inside an island's host are the island's.
 */
export function listenToPageControls(store: ConsentStore): void {
  store.listen('click', (event) => {
    const control = (event.target as Element).closest?.(PAGE_CONTROLS);
    if (!control || control.closest('[data-island]') || control.matches('input')) return;
    if (!control.matches('.cmplz-accept-service')) event.preventDefault();
    void store.withActions((actions) => actions.pageControl(store, control));
  });
  store.listen('cmplz_consent_action', (event) => {
    const category = ((event as CustomEvent).detail as { category?: unknown } | null)?.category;
    if (isCategory(category)) void store.acceptCategory(category);
  });
}

/**
 * The consent store's other half: what follows a visitor's choice (the new cookies, Consent Mode's
 * update, Complianz's events, unblocking, the consent log, the clean-up, a reload after a
 * withdrawal), the cookie data fetch, an opt-out banner's dismissal on scroll or time-out, and
 * handing a choice to another consent tool in follow mode. The page module `consent-actions`
 * (tsup.config.ts): the core (./core, in the loader's first import, consent-core) loads it once
 * the banner is painted, on intent towards a consent placeholder, when a choice is made or a cookie
 * must be written or removed, when it needs the cookie data or the geo-IP region, or for an opt-out
 * banner that dismisses itself; it works on the core's one instance.
 */
import type { ConsentActions, ConsentStore, TrackStatus } from './core';
import { clearStoredConsent, writeStoredConsent } from './cookies';
import { announceCategoriesConsent, fireRevoke, fireServiceChanges, fireStatusChanges } from './integrations';
import * as rules from './rules';
import { CATEGORIES, isCategory, type StoredConsent } from './types';
import { afterPaint } from '../ui/after-paint';

export { browserCookieJar } from './cookies';
export { fetchCookieData, fetchRegion, postTrack } from './rest';

export const RELOAD_DELAY_MS = 500;
export const SCROLL_DISMISS_PX = 400;
/** cookie_data: attempts in all, and the first retry's delay (doubling after each failure) */
export const COOKIE_DATA_ATTEMPTS = 4;
export const COOKIE_DATA_RETRY_MS = 2000;

/** What Complianz's own script offers other scripts (cookiebanner/js/complianz.js) and the WP Consent API's setter. */
interface OtherConsentTool {
  cmplz_set_consent?: (category: string, value: 'allow' | 'deny') => void;
  cmplz_accept_all?: () => void;
  cmplz_deny_all?: () => void;
  wp_set_consent?: (category: string, value: 'allow' | 'deny') => void;
}

const serviceIds = (store: ConsentStore) => store.services().map((service) => service.id);

/** Follow mode: a choice made in an island goes to the other tool, whose event then updates the store. */
function handOver(store: ConsentStore, choose: (tool: OtherConsentTool) => void) {
  choose(store.win as unknown as OtherConsentTool);
  store.reread();
}

/** Follow mode: each category the choice changes, through Complianz's setter (else the WP Consent API's). */
function handOverChoice(store: ConsentStore, next: StoredConsent) {
  const before = store.allowed();
  const after = rules.decisions(store.visitor(), next);
  handOver(store, (tool) => {
    const set = tool.cmplz_set_consent ?? tool.wp_set_consent;
    for (const category of CATEGORIES) {
      if (category !== 'functional' && before[category] !== after[category]) set?.(category, after[category] ? 'allow' : 'deny');
    }
  });
}

/** A choice that also answers the banner's question (as Complianz's category accepts do): one commit, not a choice and then a dismissal. */
const answering = (next: StoredConsent, answersBanner: boolean): StoredConsent =>
  answersBanner ? { ...next, bannerStatus: 'dismissed' } : next;

/** A choice that sets services one by one: each changed service said first, as complianz.js says it. */
function commitServices(store: ConsentStore, next: StoredConsent) {
  if (!store.deps.follow) fireServiceChanges(store.stored.services, next.services, store.deps.settings.region);
  commit(store, next);
}

/** Saves and announces a choice; true when it withdrew something that ran (the page reloads). */
function commit(store: ConsentStore, next: StoredConsent): boolean {
  if (store.deps.follow) {
    handOverChoice(store, next);
    return false;
  }
  const { settings, jar, visitor } = store.deps;
  const before = store.stored;
  const beforeAllowed = store.allowed();
  store.stored = next;
  writeStoredConsent(jar, settings.prefix, next);
  const afterAllowed = store.allowed();
  fireStatusChanges(beforeAllowed, afterAllowed, settings.region);
  store.apply(afterAllowed, true);
  // A choice in the banner dismisses it; a placeholder's single accept leaves it open.
  if (next.bannerStatus === 'dismissed') store.bannerVisible = false;
  store.refresh();
  store.sendTrack();
  store.clean();
  if (!rules.withdrawalNeedsReload(before, next, visitor, (service) => store.categoryOf(service))) return false;
  fireRevoke(true);
  store.timers.push(setTimeout(() => store.deps.reload(), RELOAD_DELAY_MS));
  return true;
}

/** complianz.js's log: the allowed categories, or the status alone for a visit without a choice; the consent type is the visitor's. */
function sendTrack(store: ConsentStore, status?: TrackStatus) {
  const { settings, visitor, track, jar } = store.deps;
  if (!track || !settings.storeConsent || visitor.isBot) return;
  const allowed = store.allowed();
  const categories = status ? [status] : CATEGORIES.filter((category) => allowed[category]);
  const services = Object.entries(store.stored.services)
    .filter(([, yes]) => yes)
    .map(([id]) => id);
  const savedCategories = JSON.stringify(categories);
  const savedServices = JSON.stringify(services);
  if (store.stored.savedCategories === savedCategories && store.stored.savedServices === savedServices) return;
  store.stored = { ...store.stored, savedCategories, savedServices };
  track({ consented_categories: categories, consented_services: services, consenttype: visitor.consentType }).then(
    () => {
      jar.set(`${settings.prefix}saved_categories`, savedCategories);
      jar.set(`${settings.prefix}saved_services`, savedServices);
    },
    () => {
      // Logging consent must never break the page; the next change tries again.
      store.stored = { ...store.stored, savedCategories: undefined, savedServices: undefined } as StoredConsent;
    },
  );
}

export const consentActions: ConsentActions = {
  persist(store, wipe) {
    const { jar, settings } = store.deps;
    if (wipe) clearStoredConsent(jar, settings.prefix);
    writeStoredConsent(jar, settings.prefix, store.stored);
  },

  acceptAll(store) {
    if (store.deps.follow) return handOver(store, (tool) => tool.cmplz_accept_all?.());
    announceCategoriesConsent(CATEGORIES, store.deps.settings.region);
    commit(store, rules.acceptAll(store.stored, serviceIds(store), store.deps.settings.policyId));
  },

  denyAll(store) {
    if (store.deps.follow) return handOver(store, (tool) => tool.cmplz_deny_all?.());
    // complianz.js announces every deny all, reload or not
    if (!commit(store, rules.denyAll(store.stored, serviceIds(store), store.deps.settings.policyId))) fireRevoke(false);
  },

  savePreferences(store, categories, services) {
    // the banner's checked boxes, functional always among them
    const checked = CATEGORIES.filter((category) => category === 'functional' || categories.includes(category));
    if (!store.deps.follow) announceCategoriesConsent(checked, store.deps.settings.region);
    commitServices(store, rules.savePreferences(store.stored, categories, services, store.deps.settings.policyId));
  },

  setCategory(store, category, allow, answersBanner = false) {
    commit(
      store,
      answering(rules.setCategory(store.stored, category, allow, store.visitor(), store.deps.settings.policyId), answersBanner),
    );
  },

  acceptService(store, service, answersBanner = false) {
    commitServices(store, answering(rules.allowService(store.stored, service, store.deps.settings.policyId), answersBanner));
  },

  pageControl(store, control) {
    const service = control.getAttribute('data-service');
    const category = control.getAttribute('data-category') || 'marketing';
    const oneService = control.matches('.cmplz-accept-service');
    // a service's accept leaves the banner as it is; the others close it
    if (service && (oneService || store.deps.settings.cleanCookies)) consentActions.acceptService(store, service, !oneService);
    else if (control.matches('.cmplz-accept')) consentActions.acceptAll(store);
    else if (control.matches('.cmplz-deny')) consentActions.denyAll(store);
    else if (control.matches('.cmplz-manage-consent')) store.showBanner();
    else if (!oneService && isCategory(category)) consentActions.setCategory(store, category, true, true);
  },

  dismiss(store) {
    commit(store, { ...store.stored, bannerStatus: 'dismissed', policyId: store.deps.settings.policyId });
  },

  answerBanner(store, choice) {
    const choose = () => consentActions[choice](store);
    if (store.deps.follow) return choose();
    store.bannerVisible = false;
    store.refresh();
    afterPaint(choose);
  },

  sendTrack,

  /** GET cookie_data, retried after a failure with a doubling delay, COOKIE_DATA_ATTEMPTS times in all. */
  loadCookieData(store) {
    const fetchCookieData = store.deps.fetchCookieData;
    if (store.cookieDataLoading || !fetchCookieData) return;
    store.cookieDataLoading = true;
    const attempt = (failures: number): Promise<void> =>
      fetchCookieData().then(
        (data) => {
          store.cookieData = data;
          store.clean();
        },
        () => {
          if (failures + 1 < COOKIE_DATA_ATTEMPTS)
            store.timers.push(setTimeout(() => void attempt(failures + 1), COOKIE_DATA_RETRY_MS * 2 ** failures));
        },
      );
    void attempt(0);
  },

  /** Opt-out only: scrolling past 400 px, or the configured time-out, counts as dismissing. */
  startOptOutDismissal(store) {
    const { settings, visitor } = store.deps;
    if (visitor.consentType !== 'optout' || !store.bannerVisible) return;
    const { win } = store;
    if (settings.dismissOnScroll) {
      // the first time only (a banner opened again later is not dismissed by scrolling)
      let dismissed = false;
      const onScroll = () => {
        if (!dismissed && win.scrollY > SCROLL_DISMISS_PX && store.bannerVisible) {
          dismissed = true;
          store.dismiss();
        }
      };
      win.addEventListener('scroll', onScroll, { passive: true, signal: store.lifetime.signal });
    }
    if (settings.dismissTimeout > 0)
      store.timers.push(
        setTimeout(() => {
          if (store.bannerVisible) store.dismiss();
        }, settings.dismissTimeout),
      );
  },

  /** Another plugin changed consent through the WP Consent API: follow it. */
  followWpConsentApi(store, detail) {
    const allowed = store.allowed();
    const changes = Object.entries(detail).filter(
      ([category, value]) => isCategory(category) && category !== 'functional' && (value === 'allow') !== allowed[category],
    );
    if (changes.length === 0) return;
    const next = CATEGORIES.filter((category) => {
      const change = changes.find(([name]) => name === category);
      return change ? change[1] === 'allow' : allowed[category];
    });
    commit(store, rules.savePreferences(store.stored, next, store.stored.services, store.deps.settings.policyId));
  },
};

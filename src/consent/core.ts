/**
 * The consent core every page runs (dist/consent-core-<hash>.js, the loader's first import:
 * start.ts): the visitor's choices read from the cmplz_* cookies, the decisions drawn from them,
 * Consent Mode's defaults and updates, the WP Consent API sync, Complianz's category events,
 * unblocking, whether the banner is wanted, and the clean-up of cookies when the cookie data is at
 * hand. What follows a visitor's choice (the choice itself, the
 * consent log, fetching cookie data, dismissing on scroll or time-out, the reload after a
 * withdrawal, handing a choice to another consent tool) lives in ./actions, which the core loads
 * when it needs it (see `loadActions`) and which works on this same instance: one store per page.
 */
import { cleanStorage, matchesPrefix, prefixesWithoutConsent, type CookieData } from './cleanup';
import { setConsentDefaults, updateConsentMode } from './consent-mode';
import { readStoredConsent, type CookieJar } from './cookies';
import {
  announceCategoriesConsent,
  announceConsentType,
  announceCookieWarning,
  announceScriptsRun,
  categoryEvents,
  highestAllowed,
  markBody,
  syncWpConsentApi,
} from './integrations';
import { exposeComplianzApi, listenToPageControls } from './complianz-api';
import * as rules from './rules';
import type { ConsentSettings } from './settings';
import type { Allowed, Unblocker } from './unblock';
import { BLOCKED_EMBEDS, BLOCKED_SCRIPTS } from './blocked';
import {
  CATEGORIES,
  isCategory,
  type Category,
  type ConsentType,
  type ServiceInfo,
  type StoredConsent,
  type VisitorContext,
} from './types';

export const CLEANUP_INTERVAL_MS = 1000;

/** A visit logged without a choice, as complianz.js logs it: DNT/GPC honoured, or a region where none is asked. */
export type TrackStatus = 'do_not_track' | 'no_warning';

export interface TrackPayload {
  /** the allowed categories, or the status alone */
  consented_categories: Array<Category | TrackStatus>;
  consented_services: string[];
  consenttype: ConsentType;
}

export interface RegionReply {
  consentType: ConsentType;
  region: string;
  /** statistics need no consent in that region */
  forceEnableStats?: boolean;
}

/** Facts about the visitor that may arrive after start (the store waits for both). */
export interface LateFacts {
  /** the crawler check, when it is loaded apart */
  isBot?: Promise<boolean>;
  /** geo-IP: the visitor's region, null when it cannot be had */
  region?: Promise<RegionReply | null>;
}

/** What the banner's own buttons choose. */
export type BannerChoice = 'acceptAll' | 'denyAll' | 'dismiss';

/** What follows a choice, in ./actions: functions over the page's one store. */
export interface ConsentActions {
  /** the store's state into the cookies (after a changed policy, wiping the old ones first) */
  persist(store: ConsentStore, wipe?: boolean): void;
  acceptAll(store: ConsentStore): void;
  denyAll(store: ConsentStore): void;
  savePreferences(store: ConsentStore, categories: readonly Category[], services: Record<string, boolean>): void;
  /** a Complianz control in the page (complianz-api.ts), as complianz.js answers it */
  pageControl(store: ConsentStore, control: Element): void;
  /** one category allowed or denied, the others kept; the banner closed too with `answersBanner` */
  setCategory(store: ConsentStore, category: Category, allow: boolean, answersBanner?: boolean): void;
  acceptService(store: ConsentStore, service: string, answersBanner?: boolean): void;
  dismiss(store: ConsentStore): void;
  /**
   * The banner's own accept, deny or close: the banner goes in the press's frame, and the choice
   * (cookies, events, the page's unblocked scripts: tens of ms on a slow phone) follows once that
   * frame is drawn; in follow mode, at once.
   */
  answerBanner(store: ConsentStore, choice: BannerChoice): void;
  /** the consent log's POST, when anything logged changed */
  sendTrack(store: ConsentStore, status?: TrackStatus): void;
  /** GET cookie_data (retried), then clean */
  loadCookieData(store: ConsentStore): void;
  /** opt-out: scrolling or the configured time-out dismisses the banner */
  startOptOutDismissal(store: ConsentStore): void;
  /** another plugin changed consent through the WP Consent API */
  followWpConsentApi(store: ConsentStore, detail: Record<string, unknown>): void;
}

export interface ConsentDeps {
  settings: ConsentSettings;
  /** the core only reads it: every write goes through the actions (`withActions`), so a page's jar may write only once they are here */
  jar: CookieJar;
  visitor: VisitorContext;
  reload: () => void;
  track?: (payload: TrackPayload) => Promise<unknown>;
  fetchCookieData?: () => Promise<CookieData>;
  /** the actions module, loaded on demand (the loader's page module `consent-actions`) */
  loadActions?: () => Promise<ConsentActions>;
  /** the unblocker (page module `consent-unblock`), loaded when the page holds blocked content that may run */
  loadUnblocker?: () => Promise<MakeUnblocker>;
  win?: Window & typeof globalThis;
  doc?: Document;
  /**
   * Another consent tool decides (Complianz's own banner, while the plugin's consent feature is
   * off): the store only reads the cookies it writes and follows its events, so the islands still
   * wait for consent. It sets no Consent Mode default, writes no cookie, logs nothing, reloads
   * nothing, unblocks nothing; a choice made in an island is handed to that tool.
   */
  follow?: boolean;
}

export type MakeUnblocker = (allowed: Allowed, doc: Document) => Unblocker;

/** The events on `document` after which the other tool's cookies may say something new. */
export const FOLLOWED_EVENTS = ['cmplz_status_change', 'cmplz_fire_categories', 'wp_listen_for_consent_change'] as const;

export interface ConsentSnapshot {
  consentType: ConsentType;
  region: string;
  allowed: Record<Category, boolean>;
  /** the visitor's own per-service choices */
  services: Record<string, boolean>;
  bannerVisible: boolean;
}

/*
 * Fields without `private` are the actions module's to use too (it is this class's other half);
 * islands use only the methods.
 */
export class ConsentStore {
  stored: StoredConsent;
  bannerVisible = false;
  private snapshot: ConsentSnapshot;
  private readonly listeners = new Set<() => void>();
  private unblocker: Unblocker | undefined;
  private unblockerLoading = false;
  readonly win: Window & typeof globalThis;
  readonly doc: Document;
  cookieData: CookieData | undefined;
  cookieDataLoading = false;
  /** geo-IP is on and the visitor's region not known yet: decide as for an opt-in region */
  private regionPending = false;
  syncingWpConsent = false;
  readonly timers: Array<ReturnType<typeof setTimeout>> = [];
  /** aborted when the store stops: its listeners and intervals go with it */
  readonly lifetime = new AbortController();
  private actions: ConsentActions | undefined;
  private actionsLoading: Promise<ConsentActions> | undefined;
  private readonly fireCategories: ReturnType<typeof categoryEvents>;
  /** the decision `cmplz_run_after_all_scripts` was last fired for */
  private scriptsRunFor = '';

  constructor(
    public deps: ConsentDeps,
    actions?: ConsentActions,
    makeUnblocker?: MakeUnblocker,
  ) {
    this.win = deps.win ?? (globalThis as Window & typeof globalThis);
    this.doc = deps.doc ?? document;
    this.stored = readStoredConsent(deps.jar, deps.settings.prefix);
    this.cookieData = deps.settings.cookieData;
    this.actions = actions;
    this.unblocker = makeUnblocker?.(this.allows, this.doc);
    this.snapshot = this.makeSnapshot();
    this.fireCategories = categoryEvents(deps.settings.tagManagerEvents, this.win);
  }

  get settings(): ConsentSettings {
    return this.deps.settings;
  }

  /**
   * Runs `run` with the actions: at once when they are here, else once loaded. Resolves true once
   * run, false when the module cannot be had (offline after the page loaded): that is reported, and
   * the module is asked for again on the next use. It never rejects, so callers that need not know
   * may ignore it.
   */
  withActions(run: (actions: ConsentActions) => void): Promise<boolean> {
    if (this.actions) {
      run(this.actions);
      return Promise.resolve(true);
    }
    const load = this.deps.loadActions;
    if (!load) return Promise.resolve(false);
    this.actionsLoading ??= load().then((actions) => (this.actions = actions));
    return this.actionsLoading.then(
      (actions) => {
        if (!this.lifetime.signal.aborted) run(actions);
        return true;
      },
      (error: unknown) => {
        this.actionsLoading = undefined;
        console.error('[shop-islands] the consent actions could not be loaded; the choice was not saved', error);
        return false;
      },
    );
  }

  /**
   * Run once, before any island: defaults, policy check, then, once the visitor is known (see
   * LateFacts), privacy signals, the banner and the page.
   */
  start(late: LateFacts = {}): void {
    if (this.deps.follow) return this.follow();
    const { settings } = this.deps;
    exposeComplianzApi(this);
    listenToPageControls(this);
    setConsentDefaults(this.win);
    if (rules.policyChanged(this.stored, settings.policyId)) {
      this.stored = rules.resetForNewPolicy(settings.policyId);
      this.withActions((actions) => actions.persist(this, true));
    }
    if (settings.cleanCookies) {
      const timer = setInterval(() => this.clean(), CLEANUP_INTERVAL_MS);
      this.lifetime.signal.addEventListener('abort', () => clearInterval(timer));
    }
    this.listen('wp_listen_for_consent_change', (event) => {
      const detail = (event as CustomEvent).detail as unknown;
      if (!this.syncingWpConsent && detail && typeof detail === 'object')
        this.withActions((actions) => actions.followWpConsentApi(this, detail as Record<string, unknown>));
    });
    if (late.isBot === undefined && late.region === undefined) return this.decide();
    this.regionPending = late.region !== undefined;
    // Until then only what the visitor's cookies allow runs, and no banner is shown.
    this.unblock();
    this.refresh();
    void Promise.all([late.isBot?.catch(() => false) ?? false, late.region?.catch(() => null) ?? null]).then(([isBot, region]) =>
      this.settle(isBot, region),
    );
  }

  stop(): void {
    this.timers.forEach(clearTimeout);
    this.lifetime.abort();
  }

  /**
   * Geo-IP: the banner REST reply names the visitor's region and consent type, which the store
   * follows while the visitor has not chosen; without a reply the visitor is asked as in an opt-in
   * region, since the printed region may come from a page cache filled by a visitor elsewhere.
   */
  private settle(isBot: boolean, region: RegionReply | null) {
    if (this.lifetime.signal.aborted) return;
    const wasPending = this.regionPending;
    this.regionPending = false;
    this.deps.visitor = { ...this.deps.visitor, isBot };
    if (wasPending && !this.hasChosen()) {
      this.deps.visitor = { ...this.deps.visitor, consentType: region?.consentType ?? 'optin' };
      if (region)
        this.deps.settings = {
          ...this.deps.settings,
          region: region.region,
          forceEnableStats: region.forceEnableStats ?? this.deps.settings.forceEnableStats,
        };
    }
    this.decide();
  }

  /**
   * What follows from who the visitor is: a denial for DNT/GPC, statistics where they need no
   * consent, the banner, the page's blocked content, and Complianz's events around them.
   */
  private decide() {
    const { settings, visitor } = this.deps;
    const signalled = visitor.honourSignal && visitor.privacySignal;
    const signalDenial = !visitor.isBot && signalled && !this.hasChosen();
    if (signalDenial) this.stored = rules.denyAll(this.stored, [], settings.policyId);
    // as complianz.js: on every page, whatever was chosen before
    const forcedStats = settings.forceEnableStats && visitor.consentType === 'optin' && this.stored.categories.statistics !== 'allow';
    if (forcedStats) this.stored = rules.setCategory(this.stored, 'statistics', true, visitor, settings.policyId);
    // where no consent is asked (other), complianz.js accepts all on every page (unless a DNT/GPC signal is
    // honoured): the allow cookies are what the server's cmplz_has_consent() reads; the banner's status stays
    const noConsentAsked =
      visitor.consentType === 'other' &&
      !visitor.isBot &&
      !signalled &&
      CATEGORIES.some((category) => this.stored.categories[category] !== 'allow');
    if (noConsentAsked) this.stored = { ...rules.acceptAll(this.stored, [], settings.policyId), bannerStatus: this.stored.bannerStatus };
    if (signalDenial || forcedStats || noConsentAsked) this.withActions((actions) => actions.persist(this));
    // as Complianz: not over its consent area (the cookie policy), where the visitor chooses already; not saved
    const managedHere = this.doc.querySelector('#cmplz-manage-consent-container, .cmplz-dropdown-cookiepolicy') !== null;
    this.bannerVisible = !settings.disabled && !managedHere && rules.needsBanner(visitor, this.stored);
    const allowed = this.allowed();
    announceConsentType(visitor.consentType, this.win);
    announceCategoriesConsent(
      CATEGORIES.filter((category) => allowed[category]),
      settings.region,
    );
    this.apply(
      allowed,
      CATEGORIES.some((category) => category !== 'functional' && allowed[category]),
    );
    if (visitor.consentType !== 'other' && !signalled) announceCookieWarning(this.deps.settings.region);
    // nothing chosen and nothing logged yet: the visit is logged with why no choice was asked
    if (!this.stored.savedCategories)
      if (visitor.consentType === 'other') this.sendTrack('no_warning');
      else if (signalDenial) this.sendTrack('do_not_track');
    // an opt-out banner is dismissed on scroll or after a time-out, with or without a host for it
    if (this.bannerVisible && visitor.consentType === 'optout' && (settings.dismissOnScroll || settings.dismissTimeout > 0))
      this.withActions((actions) => actions.startOptOutDismissal(this));
    this.refresh();
  }

  // Reading

  /** The visitor has been here and asked: a crawler keeps no cookies, so only a visitor without them needs the crawler check. */
  hasConsentCookies(): boolean {
    return this.hasChosen() || this.stored.bannerStatus !== undefined || this.stored.policyId !== undefined;
  }

  /** The visitor has made a choice (any category cookie). */
  hasChosen(): boolean {
    return Object.keys(this.stored.categories).length > 0;
  }

  hasConsent(category: Category): boolean {
    return rules.hasConsent(category, this.visitor(), this.stored);
  }

  hasServiceConsent(service: string, category: Category = this.categoryOf(service)): boolean {
    return rules.hasServiceConsent(service, category, this.visitor(), this.stored);
  }

  getSnapshot = (): ConsentSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Known services: configured ones plus those the page's blocked elements name. */
  services(): ServiceInfo[] {
    const known = new Map(this.deps.settings.services.map((service) => [service.id, service]));
    this.doc.querySelectorAll<HTMLElement>('[data-service]').forEach((element) => {
      const id = element.getAttribute('data-service') ?? '';
      const category = element.getAttribute('data-category');
      if (id && !known.has(id)) known.set(id, { id, name: id, category: isCategory(category) ? category : 'marketing' });
    });
    return [...known.values()];
  }

  /** Resolves once the banner is to be shown (now, or when the visitor asks for it). */
  whenBannerVisible(): Promise<void> {
    if (this.bannerVisible) return Promise.resolve();
    return new Promise((resolve) => {
      const off = this.subscribe(() => {
        if (this.bannerVisible) {
          off();
          resolve();
        }
      });
    });
  }

  // Choices (./actions; the first one may wait for it to load). Each resolves whether it was saved:
  // false when the actions could not be loaded, for the island to say so and offer to try again.

  acceptAll(): Promise<boolean> {
    return this.withActions((actions) => actions.acceptAll(this));
  }

  denyAll(): Promise<boolean> {
    return this.withActions((actions) => actions.denyAll(this));
  }

  savePreferences(categories: readonly Category[], services: Record<string, boolean>): Promise<boolean> {
    return this.withActions((actions) => actions.savePreferences(this, categories, services));
  }

  /** One category allowed, the other choices kept; `answersBanner` closes the banner in the same choice. */
  acceptCategory(category: Category, answersBanner = false): Promise<boolean> {
    return this.withActions((actions) => actions.setCategory(this, category, true, answersBanner));
  }

  setCategory(category: Category, allow: boolean): Promise<boolean> {
    return this.withActions((actions) => actions.setCategory(this, category, allow));
  }

  acceptService(service: string, answersBanner = false): Promise<boolean> {
    return this.withActions((actions) => actions.acceptService(this, service, answersBanner));
  }

  /** Close without choosing: the defaults of the region stay. */
  dismiss(): Promise<boolean> {
    return this.withActions((actions) => actions.dismiss(this));
  }

  showBanner(): void {
    this.bannerVisible = true;
    this.withActions(() => this.deps.jar.set(`${this.deps.settings.prefix}banner-status`, 'show'));
    this.refresh();
  }

  /** Fetches the actions now (a banner is painted, a placeholder shown), so that the visitor's choice applies at once. */
  readyForChoice(): void {
    void this.withActions(() => undefined);
  }

  // Internals (the actions' too)

  categoryOf(service: string): Category {
    return this.services().find((candidate) => candidate.id === service)?.category ?? 'marketing';
  }

  private allows = (category: string | null, service: string | null): boolean => {
    const ofCategory: Category = isCategory(category) ? category : service ? this.categoryOf(service) : 'marketing';
    return service ? this.hasServiceConsent(service, ofCategory) : this.hasConsent(ofCategory);
  };

  /**
   * Activates the page's blocked content that is now allowed. The unblocker is loaded the first
   * time the page holds some that may run (a page without any, or a visitor who allows none of
   * it, never fetches it); one that cannot be had is reported and asked for again on the next run.
   * Resolves once this run is done.
   */
  unblock(): Promise<void> {
    if (this.unblocker) return Promise.resolve(this.unblocker.run());
    const load = this.deps.loadUnblocker;
    if (!load || this.unblockerLoading) return Promise.resolve();
    const mayRun = [...this.doc.querySelectorAll(`${BLOCKED_SCRIPTS}, ${BLOCKED_EMBEDS}`)].some((element) =>
      this.allows(element.getAttribute('data-category'), element.getAttribute('data-service')),
    );
    if (!mayRun) return Promise.resolve();
    this.unblockerLoading = true;
    return load().then(
      (make) => {
        this.unblocker ??= make(this.allows, this.doc);
        if (!this.lifetime.signal.aborted) this.unblocker.run();
      },
      (error: unknown) => {
        this.unblockerLoading = false;
        console.error('[shop-islands] the consent unblocker could not be loaded; blocked content stays blocked', error);
      },
    );
  }

  /** The visitor the decisions are made for: until the geo-IP region is known, one in an opt-in region. */
  visitor(): VisitorContext {
    return this.regionPending ? { ...this.deps.visitor, consentType: 'optin' } : this.deps.visitor;
  }

  allowed(): Record<Category, boolean> {
    return rules.decisions(this.visitor(), this.stored);
  }

  private makeSnapshot(): ConsentSnapshot {
    return {
      consentType: this.visitor().consentType,
      region: this.deps.settings.region,
      allowed: this.allowed(),
      services: { ...this.stored.services },
      bannerVisible: this.bannerVisible,
    };
  }

  refresh(): void {
    this.snapshot = this.makeSnapshot();
    this.listeners.forEach((listener) => listener());
  }

  /** A decision made known: Consent Mode's update (when `update`), the WP Consent API, Complianz's events, then unblocking. */
  apply(allowed: Record<Category, boolean>, update: boolean): void {
    if (update) updateConsentMode(allowed, this.win);
    this.syncingWpConsent = true;
    try {
      syncWpConsentApi(allowed, this.win);
    } finally {
      this.syncingWpConsent = false;
    }
    markBody(this.doc.body, allowed, this.stored.services, [this.deps.settings.region, this.visitor().consentType]);
    this.fireCategories(allowed, this.deps.settings.region, this.stored.services);
    const highest = highestAllowed(allowed);
    const decision = JSON.stringify(allowed);
    const unblocked = this.unblock();
    // complianz.js's hook for code waiting on the allowed scripts (reCAPTCHA for forms…): once per new decision beyond functional
    if (highest !== 'functional' && decision !== this.scriptsRunFor) {
      this.scriptsRunFor = decision;
      void unblocked.then(() => announceScriptsRun(highest));
    }
  }

  sendTrack(status?: TrackStatus): void {
    const { settings, visitor, track } = this.deps;
    if (track && settings.storeConsent && !visitor.isBot) this.withActions((actions) => actions.sendTrack(this, status));
  }

  /** Delete cookies and storage keys of categories and services without consent (the cookie data fetched first when needed). */
  clean(): void {
    const { settings, jar, visitor } = this.deps;
    if (!settings.cleanCookies || visitor.isBot) return;
    const allowed = this.allowed();
    if (CATEGORIES.every((category) => allowed[category])) return;
    if (!this.cookieData) {
      if (!this.cookieDataLoading && this.deps.fetchCookieData) this.withActions((actions) => actions.loadCookieData(this));
      return;
    }
    const prefixes = prefixesWithoutConsent(this.cookieData, (service, category) =>
      this.hasServiceConsent(service, isCategory(category) ? category : 'marketing'),
    );
    if (prefixes.length === 0) return;
    const cookies = jar.names().filter((name) => !name.startsWith(settings.prefix) && matchesPrefix(name, prefixes));
    if (cookies.length) this.withActions(() => cookies.forEach((name) => jar.remove(name)));
    cleanStorage(this.win.localStorage, prefixes);
    cleanStorage(this.win.sessionStorage, prefixes);
  }

  listen(type: string, listener: (event: Event) => void): void {
    this.doc.addEventListener(type, listener, { signal: this.lifetime.signal });
  }

  /** The cookies read again (another tool may have written them). */
  reread = (): void => {
    this.stored = readStoredConsent(this.deps.jar, this.deps.settings.prefix);
    this.refresh();
  };

  /** Follow mode: read the other tool's cookies now and after each of its events. */
  private follow() {
    for (const type of FOLLOWED_EVENTS) this.listen(type, this.reread);
    this.reread();
  }
}

/**
 * The consent store: the visitor's choices in the cmplz_* cookies, the decisions drawn from them,
 * and everything that follows a choice (Consent Mode, WP Consent API, events, unblocking,
 * cleanup, the consent log, a reload after a withdrawal). No React; islands subscribe.
 */
import { cleanStorage, matchesPrefix, prefixesWithoutConsent, type CookieData } from './cleanup';
import { setConsentDefaults, updateConsentMode } from './consent-mode';
import { clearStoredConsent, readStoredConsent, writeStoredConsent, type CookieJar } from './cookies';
import { fireCategories, fireRevoke, fireStatusChanges, syncWpConsentApi } from './integrations';
import * as rules from './rules';
import type { ConsentSettings } from './settings';
import { createUnblocker, type Unblocker } from './unblock';
import {
  CATEGORIES,
  isCategory,
  type Category,
  type ConsentType,
  type ServiceInfo,
  type StoredConsent,
  type VisitorContext,
} from './types';

export const RELOAD_DELAY_MS = 500;
export const CLEANUP_INTERVAL_MS = 1000;
export const SCROLL_DISMISS_PX = 400;
/** cookie_data: attempts in all, and the first retry's delay (doubling after each failure) */
export const COOKIE_DATA_ATTEMPTS = 4;
export const COOKIE_DATA_RETRY_MS = 2000;

export interface TrackPayload {
  consented_categories: Category[];
  consented_services: string[];
  consenttype: ConsentType | 'do_not_track';
}

export interface RegionReply {
  consentType: ConsentType;
  region: string;
}

/** Facts about the visitor that may arrive after start (the store waits for both). */
export interface LateFacts {
  /** the crawler check, when it is loaded apart */
  isBot?: Promise<boolean>;
  /** geo-IP: the visitor's region, null when it cannot be had */
  region?: Promise<RegionReply | null>;
}

export interface ConsentDeps {
  settings: ConsentSettings;
  jar: CookieJar;
  visitor: VisitorContext;
  reload: () => void;
  track?: (payload: TrackPayload) => Promise<unknown>;
  fetchCookieData?: () => Promise<CookieData>;
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

/** What Complianz's own script offers other scripts (cookiebanner/js/complianz.js) and the WP Consent API's setter. */
interface OtherConsentTool {
  cmplz_set_consent?: (category: string, value: 'allow' | 'deny') => void;
  cmplz_accept_all?: () => void;
  cmplz_deny_all?: () => void;
  wp_set_consent?: (category: string, value: 'allow' | 'deny') => void;
}

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

export class ConsentStore {
  private stored: StoredConsent;
  private bannerVisible = false;
  private snapshot: ConsentSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly unblocker: Unblocker;
  private readonly win: Window & typeof globalThis;
  private readonly doc: Document;
  private cookieData: CookieData | undefined;
  private cookieDataLoading = false;
  /** geo-IP is on and the visitor's region not known yet: decide as for an opt-in region */
  private regionPending = false;
  private stopped = false;
  private syncingWpConsent = false;
  private readonly timers: Array<ReturnType<typeof setTimeout>> = [];
  private readonly cleanups: Array<() => void> = [];

  constructor(private deps: ConsentDeps) {
    this.win = deps.win ?? (globalThis as Window & typeof globalThis);
    this.doc = deps.doc ?? document;
    this.stored = readStoredConsent(deps.jar, deps.settings.prefix);
    this.cookieData = deps.settings.cookieData;
    this.unblocker = createUnblocker((category, service) => this.allows(category, service), this.doc);
    this.snapshot = this.makeSnapshot();
  }

  get settings(): ConsentSettings {
    return this.deps.settings;
  }

  /**
   * Run once, before any island: defaults, policy check, then, once the visitor is known (see
   * LateFacts), privacy signals, the banner and the page.
   */
  start(late: LateFacts = {}): void {
    if (this.deps.follow) return this.follow();
    const { settings, jar } = this.deps;
    setConsentDefaults(this.win);
    if (rules.policyChanged(this.stored, settings.policyId)) {
      clearStoredConsent(jar, settings.prefix);
      this.stored = rules.resetForNewPolicy(settings.policyId);
      writeStoredConsent(jar, settings.prefix, this.stored);
    }
    this.startCleanup();
    this.listenToWpConsentApi();
    if (late.isBot === undefined && late.region === undefined) return this.decide();
    this.regionPending = late.region !== undefined;
    // Until then only what the visitor's cookies allow runs, and no banner is shown.
    this.unblocker.run();
    this.refresh();
    void Promise.all([late.isBot?.catch(() => false) ?? false, late.region?.catch(() => null) ?? null]).then(([isBot, region]) =>
      this.settle(isBot, region),
    );
  }

  stop(): void {
    this.stopped = true;
    this.timers.forEach(clearTimeout);
    this.cleanups.forEach((cleanup) => cleanup());
  }

  /**
   * Geo-IP: the banner REST reply names the visitor's region and consent type, which the store
   * follows while the visitor has not chosen; without a reply the visitor is asked as in an opt-in
   * region, since the printed region may come from a page cache filled by a visitor elsewhere.
   */
  private settle(isBot: boolean, region: RegionReply | null) {
    if (this.stopped) return;
    const wasPending = this.regionPending;
    this.regionPending = false;
    this.deps.visitor = { ...this.deps.visitor, isBot };
    if (wasPending && !this.hasChosen()) {
      this.deps.visitor = { ...this.deps.visitor, consentType: region?.consentType ?? 'optin' };
      if (region) this.deps.settings = { ...this.deps.settings, region: region.region };
    }
    this.decide();
  }

  /** What follows from who the visitor is: a denial for DNT/GPC, the banner, the page's blocked content. */
  private decide() {
    const { settings, visitor, jar } = this.deps;
    const signalDenial = !visitor.isBot && visitor.honourSignal && visitor.privacySignal && !this.hasChosen();
    if (signalDenial) {
      this.stored = rules.denyAll(this.stored, [], settings.policyId);
      writeStoredConsent(jar, settings.prefix, this.stored);
    }
    this.bannerVisible = !settings.disabled && rules.needsBanner(visitor, this.stored);
    const allowed = this.allowed();
    if (CATEGORIES.some((category) => category !== 'functional' && allowed[category])) updateConsentMode(allowed, this.win);
    this.announce(allowed);
    this.unblocker.run();
    if (signalDenial) this.sendTrack('do_not_track');
    this.startOptOutDismissal();
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

  // Choices

  acceptAll(): void {
    if (this.deps.follow) return this.handOver((tool) => tool.cmplz_accept_all?.());
    this.commit(
      rules.acceptAll(
        this.stored,
        this.services().map((service) => service.id),
        this.deps.settings.policyId,
      ),
    );
  }

  denyAll(): void {
    if (this.deps.follow) return this.handOver((tool) => tool.cmplz_deny_all?.());
    this.commit(
      rules.denyAll(
        this.stored,
        this.services().map((service) => service.id),
        this.deps.settings.policyId,
      ),
    );
  }

  savePreferences(categories: readonly Category[], services: Record<string, boolean>): void {
    this.commit(rules.savePreferences(this.stored, categories, services, this.deps.settings.policyId));
  }

  acceptCategory(category: Category): void {
    this.commit(rules.allowCategory(this.stored, category, this.visitor(), this.deps.settings.policyId));
  }

  acceptService(service: string): void {
    this.commit(rules.allowService(this.stored, service, this.deps.settings.policyId));
  }

  /** Close without choosing: the defaults of the region stay. */
  dismiss(): void {
    this.commit({ ...this.stored, bannerStatus: 'dismissed', policyId: this.deps.settings.policyId });
  }

  showBanner(): void {
    this.bannerVisible = true;
    this.deps.jar.set(`${this.deps.settings.prefix}banner-status`, 'show');
    this.refresh();
  }

  // Internals

  private categoryOf(service: string): Category {
    return this.services().find((candidate) => candidate.id === service)?.category ?? 'marketing';
  }

  private allows(category: string | null, service: string | null): boolean {
    const ofCategory: Category = isCategory(category) ? category : service ? this.categoryOf(service) : 'marketing';
    return service ? this.hasServiceConsent(service, ofCategory) : this.hasConsent(ofCategory);
  }

  /** The visitor the decisions are made for: until the geo-IP region is known, one in an opt-in region. */
  private visitor(): VisitorContext {
    return this.regionPending ? { ...this.deps.visitor, consentType: 'optin' } : this.deps.visitor;
  }

  private allowed(): Record<Category, boolean> {
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

  private refresh() {
    this.snapshot = this.makeSnapshot();
    this.listeners.forEach((listener) => listener());
  }

  private announce(allowed: Record<Category, boolean>) {
    this.syncingWpConsent = true;
    try {
      syncWpConsentApi(allowed, this.deps.visitor.consentType, this.win);
    } finally {
      this.syncingWpConsent = false;
    }
    fireCategories(allowed, this.deps.settings.region, this.win);
  }

  private commit(next: StoredConsent) {
    if (this.deps.follow) return this.handOverChoice(next);
    const { settings, jar, visitor } = this.deps;
    const before = this.stored;
    const beforeAllowed = this.allowed();
    this.stored = next;
    writeStoredConsent(jar, settings.prefix, next);
    const afterAllowed = this.allowed();
    fireStatusChanges(beforeAllowed, afterAllowed, settings.region);
    updateConsentMode(afterAllowed, this.win);
    this.announce(afterAllowed);
    this.unblocker.run();
    // A choice in the banner dismisses it; a placeholder's single accept leaves it open.
    if (next.bannerStatus === 'dismissed') this.bannerVisible = false;
    this.refresh();
    this.sendTrack(visitor.consentType);
    this.clean();
    if (rules.withdrawalNeedsReload(before, next, visitor, (service) => this.categoryOf(service))) {
      fireRevoke(true);
      this.timers.push(setTimeout(() => this.deps.reload(), RELOAD_DELAY_MS));
    }
  }

  private sendTrack(consenttype: TrackPayload['consenttype']) {
    const { settings, visitor, track, jar } = this.deps;
    if (!track || !settings.storeConsent || visitor.isBot) return;
    const allowed = this.allowed();
    const categories = CATEGORIES.filter((category) => allowed[category]);
    const services = Object.entries(this.stored.services)
      .filter(([, yes]) => yes)
      .map(([id]) => id);
    const savedCategories = JSON.stringify(categories);
    const savedServices = JSON.stringify(services);
    if (this.stored.savedCategories === savedCategories && this.stored.savedServices === savedServices) return;
    this.stored = { ...this.stored, savedCategories, savedServices };
    track({ consented_categories: categories, consented_services: services, consenttype }).then(
      () => {
        jar.set(`${settings.prefix}saved_categories`, savedCategories);
        jar.set(`${settings.prefix}saved_services`, savedServices);
      },
      () => {
        // Logging consent must never break the page; the next change tries again.
        this.stored = { ...this.stored, savedCategories: undefined, savedServices: undefined } as StoredConsent;
      },
    );
  }

  private startCleanup() {
    if (!this.deps.settings.cleanCookies) return;
    const timer = setInterval(() => this.clean(), CLEANUP_INTERVAL_MS);
    this.cleanups.push(() => clearInterval(timer));
  }

  /** Delete cookies and storage keys of categories and services without consent. */
  private clean() {
    const { settings, jar, visitor } = this.deps;
    if (!settings.cleanCookies || visitor.isBot) return;
    const allowed = this.allowed();
    if (CATEGORIES.every((category) => allowed[category])) return;
    if (!this.cookieData) {
      this.loadCookieData();
      return;
    }
    const prefixes = prefixesWithoutConsent(this.cookieData, (service, category) =>
      this.hasServiceConsent(service, isCategory(category) ? category : 'marketing'),
    );
    if (prefixes.length === 0) return;
    for (const name of jar.names()) if (!name.startsWith(settings.prefix) && matchesPrefix(name, prefixes)) jar.remove(name);
    cleanStorage(this.win.localStorage, prefixes);
    cleanStorage(this.win.sessionStorage, prefixes);
  }

  /** GET cookie_data, retried after a failure with a doubling delay, COOKIE_DATA_ATTEMPTS times in all. */
  private loadCookieData() {
    const fetchCookieData = this.deps.fetchCookieData;
    if (this.cookieDataLoading || !fetchCookieData) return;
    this.cookieDataLoading = true;
    const attempt = (failures: number): Promise<void> =>
      fetchCookieData().then(
        (data) => {
          this.cookieData = data;
          this.clean();
        },
        () => {
          if (failures + 1 < COOKIE_DATA_ATTEMPTS)
            this.timers.push(setTimeout(() => void attempt(failures + 1), COOKIE_DATA_RETRY_MS * 2 ** failures));
        },
      );
    void attempt(0);
  }

  /** Opt-out only: scrolling past 400 px, or the configured time-out, counts as dismissing. */
  private startOptOutDismissal() {
    const { settings, visitor } = this.deps;
    if (visitor.consentType !== 'optout' || !this.bannerVisible) return;
    if (settings.dismissOnScroll) {
      const onScroll = () => {
        if (this.win.scrollY > SCROLL_DISMISS_PX && this.bannerVisible) {
          this.win.removeEventListener('scroll', onScroll);
          this.dismiss();
        }
      };
      this.win.addEventListener('scroll', onScroll, { passive: true });
      this.cleanups.push(() => this.win.removeEventListener('scroll', onScroll));
    }
    if (settings.dismissTimeout > 0)
      this.timers.push(
        setTimeout(() => {
          if (this.bannerVisible) this.dismiss();
        }, settings.dismissTimeout),
      );
  }

  /** Follow mode: read the other tool's cookies now and after each of its events. */
  private follow() {
    const reread = () => {
      this.stored = readStoredConsent(this.deps.jar, this.deps.settings.prefix);
      this.refresh();
    };
    for (const type of FOLLOWED_EVENTS) {
      this.doc.addEventListener(type, reread);
      this.cleanups.push(() => this.doc.removeEventListener(type, reread));
    }
    reread();
  }

  /** Follow mode: a choice made in an island goes to the other tool, whose event then updates the store. */
  private handOver(choose: (tool: OtherConsentTool) => void) {
    choose(this.win as unknown as OtherConsentTool);
    this.stored = readStoredConsent(this.deps.jar, this.deps.settings.prefix);
    this.refresh();
  }

  /** Follow mode: each category the choice changes, through Complianz's setter (else the WP Consent API's). */
  private handOverChoice(next: StoredConsent) {
    const before = this.allowed();
    const after = rules.decisions(this.visitor(), next);
    this.handOver((tool) => {
      const set = tool.cmplz_set_consent ?? tool.wp_set_consent;
      for (const category of CATEGORIES) {
        if (category !== 'functional' && before[category] !== after[category]) set?.(category, after[category] ? 'allow' : 'deny');
      }
    });
  }

  /** Another plugin changed consent through the WP Consent API: follow it. */
  private listenToWpConsentApi() {
    const listener = (event: Event) => {
      if (this.syncingWpConsent) return;
      const detail = (event as CustomEvent).detail as Record<string, unknown> | null;
      if (!detail || typeof detail !== 'object') return;
      const allowed = this.allowed();
      const changes = Object.entries(detail).filter(
        ([category, value]) => isCategory(category) && category !== 'functional' && (value === 'allow') !== allowed[category],
      );
      if (changes.length === 0) return;
      const next = CATEGORIES.filter((category) => {
        const change = changes.find(([name]) => name === category);
        return change ? change[1] === 'allow' : allowed[category];
      });
      this.commit(rules.savePreferences(this.stored, next, this.stored.services, this.deps.settings.policyId));
    };
    this.doc.addEventListener('wp_listen_for_consent_change', listener);
    this.cleanups.push(() => this.doc.removeEventListener('wp_listen_for_consent_change', listener));
  }
}

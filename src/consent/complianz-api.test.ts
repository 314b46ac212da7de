/**
 * What complianz.js offers the page's other code, with its script replaced by the islands: its
 * functions on window and its events in its order (cookiebanner/js/complianz.js, Complianz 7.2).
 * Complianz's own head snippets depend on both: its Tag Manager snippet loads gtm.js on
 * `cmplz_cookie_warning_loaded`, its Consent Mode listeners call `cmplz_in_array`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from '../../test/fixtures/memory-jar';
import { readConsentSettings } from './settings';
import { ConsentStore, type RegionReply } from './store';
import type { VisitorContext } from './types';

type PageWindow = Window & typeof globalThis & Record<string, unknown> & { dataLayer: unknown[] };
const page = window as PageWindow;

const EVENTS = [
  'wp_consent_type_defined',
  'cmplz_before_cookiebanner',
  'cmplz_before_categories_consent',
  'cmplz_tag_manager_event',
  'cmplz_enable_category',
  'cmplz_fire_categories',
  'cmplz_cookie_warning_loaded',
  'cmplz_status_change',
  'cmplz_status_change_service',
  'cmplz_run_after_all_scripts',
  'cmplz_set_category_as_bodyclass',
] as const;

let heard: Array<[string, unknown]>;
let listening: AbortController;
let current: ConsentStore | undefined;

function setup(options: { global?: Record<string, unknown>; cookies?: Record<string, string>; visitor?: Partial<VisitorContext> } = {}) {
  heard = [];
  listening = new AbortController();
  for (const type of EVENTS)
    document.addEventListener(type, (event) => heard.push([type, (event as CustomEvent).detail]), { signal: listening.signal });
  const settings = readConsentSettings({ consenttype: 'optin', region: 'eu', current_policy_id: '11', ...options.global });
  const jar = memoryJar(options.cookies);
  page.dataLayer = [];
  const store = new ConsentStore({
    settings,
    jar,
    visitor: { isBot: false, privacySignal: false, honourSignal: false, consentType: settings.consentType, ...options.visitor },
    reload: vi.fn(),
    win: page,
    doc: document,
  });
  current = store;
  return { store, jar };
}

const types = () => heard.map(([type]) => type);
const detailsOf = (type: string) => heard.filter(([name]) => name === type).map(([, detail]) => detail);
const tagEvents = () => page.dataLayer.filter((entry) => typeof (entry as { event?: unknown }).event === 'string');

afterEach(() => {
  current?.stop();
  current = undefined;
  listening.abort();
  for (const key of Object.keys(page)) if (key.startsWith('cmplz_')) delete page[key];
  delete page.wp_consent_type;
});

describe("complianz.js's events", () => {
  it('on a first visit: the consent type, then the page’s categories, then the cookie warning with the region', () => {
    const { store } = setup();
    store.start();
    expect(page.wp_consent_type).toBe('optin');
    expect(types()).toEqual([
      'wp_consent_type_defined',
      'cmplz_before_cookiebanner',
      'cmplz_before_categories_consent',
      'cmplz_set_category_as_bodyclass',
      'cmplz_fire_categories',
      'cmplz_cookie_warning_loaded',
    ]);
    expect(detailsOf('cmplz_fire_categories')).toEqual([{ category: 'functional', categories: ['functional'], region: 'eu' }]);
    expect(detailsOf('cmplz_cookie_warning_loaded')).toEqual(['eu']);
  });

  it('before applying categories, the consented ones with the region: at page start, on accept all and on saved preferences, never for a denial or a single category', async () => {
    const { store } = setup({ cookies: { cmplz_statistics: 'allow', 'cmplz_banner-status': 'dismissed' } });
    store.start();
    expect(detailsOf('cmplz_before_categories_consent')).toEqual([{ categories: ['functional', 'statistics'], region: 'eu' }]);
    await store.acceptCategory('marketing');
    await store.denyAll();
    expect(detailsOf('cmplz_before_categories_consent')).toHaveLength(1);
    await store.acceptAll();
    await store.savePreferences(['preferences'], {});
    expect(detailsOf('cmplz_before_categories_consent').slice(1)).toEqual([
      { categories: ['functional', 'preferences', 'statistics', 'marketing'], region: 'eu' },
      { categories: ['functional', 'preferences'], region: 'eu' },
    ]);
    // announced before the choice is applied, as complianz.js does
    const order = types().filter((type) => type === 'cmplz_before_categories_consent' || type === 'cmplz_fire_categories');
    expect(order.slice(-4)).toEqual([
      'cmplz_before_categories_consent',
      'cmplz_fire_categories',
      'cmplz_before_categories_consent',
      'cmplz_fire_categories',
    ]);
  });

  it('a service’s consent set on its own is said before it applies, with the region; accept and deny all say nothing of services', async () => {
    const { store } = setup();
    store.start();
    await store.acceptService('youtube');
    const order = types().filter((type) => type === 'cmplz_status_change_service' || type === 'cmplz_fire_categories');
    expect(order.slice(-2)).toEqual(['cmplz_status_change_service', 'cmplz_fire_categories']);
    await store.acceptService('youtube');
    expect(detailsOf('cmplz_status_change_service')).toEqual([{ service: 'youtube', value: true, region: 'eu' }]);
    await store.savePreferences(['statistics'], { youtube: false, vimeo: true, maps: false });
    expect(detailsOf('cmplz_status_change_service').slice(1)).toEqual([
      { service: 'youtube', value: false, region: 'eu' },
      { service: 'vimeo', value: true, region: 'eu' },
    ]);
    await store.acceptAll();
    await store.denyAll();
    expect(detailsOf('cmplz_status_change_service')).toHaveLength(3);
  });

  it('each category is enabled once per page, never functional; the categories event comes with every decision', () => {
    const { store } = setup();
    store.start();
    store.acceptCategory('statistics');
    store.acceptAll();
    store.denyAll();
    store.acceptAll();
    expect(detailsOf('cmplz_enable_category').map((detail) => (detail as { category: string }).category)).toEqual([
      'statistics',
      'preferences',
      'marketing',
    ]);
    expect(detailsOf('cmplz_enable_category')[0]).toMatchObject({
      service: 'do_not_match',
      categories: ['functional', 'statistics'],
      region: 'eu',
    });
    expect(detailsOf('cmplz_fire_categories').map((detail) => (detail as { category: string }).category)).toEqual([
      'functional',
      'statistics',
      'marketing',
      'functional',
      'marketing',
    ]);
    // without Tag Manager (tm_categories) nothing goes on the dataLayer for the categories
    expect(tagEvents()).toEqual([]);
    expect(detailsOf('cmplz_tag_manager_event')).toEqual([]);
  });

  it('with Tag Manager: each allowed category’s cmplz_event_<category> once per page, functional first', () => {
    const { store } = setup({ global: { tm_categories: true } });
    store.start();
    store.acceptAll();
    store.denyAll();
    store.acceptAll();
    expect(tagEvents()).toEqual([
      { event: 'cmplz_event_functional' },
      { event: 'cmplz_event_preferences' },
      { event: 'cmplz_event_statistics' },
      { event: 'cmplz_event_marketing' },
    ]);
    expect(detailsOf('cmplz_tag_manager_event')).toEqual(['functional', 'preferences', 'statistics', 'marketing']);
  });

  it('a returning visitor’s categories are enabled before the categories event', () => {
    const { store } = setup({ cookies: { cmplz_statistics: 'allow', cmplz_marketing: 'deny', 'cmplz_banner-status': 'dismissed' } });
    store.start();
    expect(types()).toEqual([
      'wp_consent_type_defined',
      'cmplz_before_cookiebanner',
      'cmplz_before_categories_consent',
      'cmplz_set_category_as_bodyclass',
      'cmplz_enable_category',
      'cmplz_fire_categories',
      'cmplz_cookie_warning_loaded',
    ]);
  });

  it('no cookie warning where no banner is shown for the region (other) or an honoured DNT/GPC signal', () => {
    setup({ global: { consenttype: 'other' } }).store.start();
    expect(types()).not.toContain('cmplz_cookie_warning_loaded');
    expect(types()).toContain('wp_consent_type_defined');
    current!.stop();
    listening.abort();
    setup({ visitor: { privacySignal: true, honourSignal: true } }).store.start();
    expect(types()).not.toContain('cmplz_cookie_warning_loaded');
    current!.stop();
    listening.abort();
    // a signal the site does not honour changes nothing
    setup({ visitor: { privacySignal: true, honourSignal: false } }).store.start();
    expect(detailsOf('cmplz_cookie_warning_loaded')).toEqual(['eu']);
  });

  it('the hook for code waiting on the allowed scripts: once per decision beyond functional, after unblocking', async () => {
    document.body.innerHTML =
      '<script type="text/plain" data-category="statistics" data-cmplz-src="data:text/javascript,window.statsRan=1"></script>';
    const { store } = setup();
    store.start();
    const runs = () => detailsOf('cmplz_run_after_all_scripts');
    await Promise.resolve();
    expect(runs()).toEqual([]);
    store.acceptCategory('statistics');
    expect(runs()).toEqual([]);
    await vi.waitFor(() => expect(runs()).toEqual(['statistics']));
    expect(document.querySelector('script[data-cmplz-activated]')).not.toBeNull();
    store.acceptAll();
    store.acceptAll();
    await vi.waitFor(() => expect(runs()).toEqual(['statistics', 'marketing']));
    store.denyAll();
    await Promise.resolve();
    expect(runs()).toEqual(['statistics', 'marketing']);
    document.body.innerHTML = '';
  });

  it('the body’s classes name what is allowed, the region and the consent type, and follow each decision', () => {
    document.body.className = 'home cmplz-document cmplz-marketing';
    const { store } = setup({ cookies: { cmplz_consented_services: '{"youtube":true,"vimeo":false,"bad name":true}' } });
    store.start();
    expect(document.body.className.split(' ').sort()).toEqual(
      ['cmplz-document', 'cmplz-eu', 'cmplz-functional', 'cmplz-optin', 'cmplz-youtube', 'home'].sort(),
    );
    store.acceptCategory('statistics');
    expect(document.body.classList.contains('cmplz-statistics')).toBe(true);
    expect(types()).toContain('cmplz_set_category_as_bodyclass');
    document.body.className = '';
  });

  it('with geo-IP, once the region is known, with that region', async () => {
    const { store } = setup({ global: { geoip: '1' } });
    let answer!: (reply: RegionReply) => void;
    store.start({ region: new Promise<RegionReply>((resolve) => (answer = resolve)) });
    expect(types()).toEqual([]);
    answer({ consentType: 'optout', region: 'us' });
    await vi.waitFor(() => expect(detailsOf('cmplz_cookie_warning_loaded')).toEqual(['us']));
    expect(page.wp_consent_type).toBe('optout');
  });
});

describe('the WP Consent API', () => {
  it('hears anonymous statistics allowed whatever the visitor chose, as Complianz tells it', () => {
    const { store } = setup();
    const said = vi.fn();
    page.wp_set_consent = said;
    store.start();
    store.denyAll();
    expect(said).toHaveBeenCalledWith('statistics', 'deny');
    expect(said).not.toHaveBeenCalledWith('statistics-anonymous', 'deny');
    expect(said).toHaveBeenCalledWith('statistics-anonymous', 'allow');
    delete page.wp_set_consent;
  });
});

describe('forceEnableStats (statistics need no consent where the visitor is)', () => {
  it('an opt-in visitor gets statistics allowed and saved, even after denying them, as complianz.js does', () => {
    const { store, jar } = setup({
      global: { forceEnableStats: true },
      cookies: { cmplz_statistics: 'deny', cmplz_marketing: 'deny', 'cmplz_banner-status': 'dismissed', cmplz_policy_id: '11' },
    });
    store.start();
    expect(store.hasConsent('statistics')).toBe(true);
    expect(store.hasConsent('marketing')).toBe(false);
    expect(jar.values.get('cmplz_statistics')).toBe('allow');
    expect(detailsOf('cmplz_enable_category')).toEqual([expect.objectContaining({ category: 'statistics' })]);
  });

  it('not in an opt-out region, and not without the setting', () => {
    const optout = setup({ global: { forceEnableStats: true, consenttype: 'optout' }, cookies: { cmplz_statistics: 'deny' } });
    optout.store.start();
    expect(optout.jar.values.get('cmplz_statistics')).toBe('deny');
    current!.stop();
    listening.abort();
    const off = setup({ cookies: { cmplz_statistics: 'deny' } });
    off.store.start();
    expect(off.store.hasConsent('statistics')).toBe(false);
  });

  it('follows the geo-IP reply for the visitor’s region', async () => {
    const { store } = setup({ global: { geoip: '1' } });
    store.start({ region: Promise.resolve({ consentType: 'optin', region: 'uk', forceEnableStats: true }) });
    await vi.waitFor(() => expect(store.hasConsent('statistics')).toBe(true));
  });
});

describe("complianz.js's functions on window", () => {
  it('read the store: consent per category and service, the highest category, a cookie', () => {
    const { store } = setup({
      cookies: { cmplz_statistics: 'allow', cmplz_marketing: 'deny', cmplz_consented_services: '{"youtube":true,"vimeo":false}' },
    });
    store.start();
    const call = (name: string, ...args: unknown[]) => (page[name] as (...values: unknown[]) => unknown)(...args);
    expect(call('cmplz_in_array', 'statistics', ['functional', 'statistics'])).toBe(true);
    expect(call('cmplz_in_array', 'marketing', ['functional'])).toBe(false);
    expect(
      ['functional', 'preferences', 'statistics', 'marketing', 'nonsense'].map((category) => call('cmplz_has_consent', category)),
    ).toEqual([true, false, true, false, false]);
    expect(call('cmplz_has_service_consent', 'youtube', 'marketing')).toBe(true);
    expect(call('cmplz_has_service_consent', 'google-maps', 'statistics')).toBe(true);
    expect(call('cmplz_is_service_denied', 'vimeo')).toBe(true);
    expect(call('cmplz_is_service_denied', 'google-maps')).toBe(false);
    expect(call('cmplz_highest_accepted_category')).toBe('statistics');
    expect(call('cmplz_get_cookie', 'statistics')).toBe('allow');
    expect(call('cmplz_get_cookie', 'absent')).toBe('');
  });

  it('change it as a choice in the banner: saved, announced and shown', () => {
    const { store, jar } = setup();
    store.start();
    const call = (name: string, ...args: unknown[]) => (page[name] as (...values: unknown[]) => unknown)(...args);
    call('cmplz_set_consent', 'marketing', 'allow');
    expect(jar.values.get('cmplz_marketing')).toBe('allow');
    expect(detailsOf('cmplz_status_change')).toContainEqual(expect.objectContaining({ category: 'marketing', value: 'allow' }));
    expect(store.getSnapshot().allowed.marketing).toBe(true);
    call('cmplz_set_consent', 'marketing', 'deny');
    expect(store.hasConsent('marketing')).toBe(false);
    call('cmplz_set_consent', 'functional', 'deny');
    call('cmplz_set_consent', 'nonsense', 'allow');
    expect(store.hasConsent('functional')).toBe(true);
    call('cmplz_accept_all');
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { statistics: true, marketing: true } });
    call('cmplz_deny_all');
    expect(store.getSnapshot().allowed).toMatchObject({ statistics: false, marketing: false });
    call('cmplz_set_cookie', 'custom', 'x');
    call('cmplz_set_cookie', 'plain', 'y', false);
    expect([jar.values.get('cmplz_custom'), jar.values.get('plain')]).toEqual(['x', 'y']);
  });

  it("Complianz's own Consent Mode listener (its head snippet) updates Consent Mode with them", () => {
    // templates/statistics/gtag-consent-mode.js's listener, as Complianz prints it in the page
    const snippet = new Function(`
      window.dataLayer = window.dataLayer || [];
      document.addEventListener("cmplz_fire_categories", function (e) {
        function gtag(){ dataLayer.push(arguments); }
        var consentedCategories = e.detail.categories;
        var statistics = cmplz_in_array('statistics', consentedCategories) ? 'granted' : 'denied';
        gtag('consent', 'update', { 'analytics_storage': statistics, 'from': 'snippet' });
      });
    `) as () => void;
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const { store } = setup();
    snippet();
    store.start();
    store.acceptAll();
    window.removeEventListener('error', onError);
    const fromSnippet = page.dataLayer
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((call) => (call[2] as { from?: string } | undefined)?.from === 'snippet')
      .map((call) => (call[2] as { analytics_storage: string }).analytics_storage);
    expect(errors).toEqual([]);
    expect(fromSnippet).toEqual(['denied', 'granted']);
  });

  it('the banner’s status: read, shown again, dismissed', () => {
    const { store, jar } = setup();
    store.start();
    const call = (name: string, ...args: unknown[]) => (page[name] as (...values: unknown[]) => unknown)(...args);
    expect(call('cmplz_get_banner_status')).toBe('show');
    call('cmplz_set_banner_status', 'dismissed');
    expect([store.getSnapshot().bannerVisible, jar.values.get('cmplz_banner-status')]).toEqual([false, 'dismissed']);
    expect(call('cmplz_get_banner_status')).toBe('dismissed');
    call('cmplz_set_banner_status', 'show');
    expect(store.getSnapshot().bannerVisible).toBe(true);
  });

  it('are not defined while Complianz’s own script runs (the store follows it)', () => {
    const settings = readConsentSettings({ consenttype: 'optin' });
    const follower = new ConsentStore({
      settings,
      jar: memoryJar(),
      visitor: { isBot: false, privacySignal: false, honourSignal: false, consentType: 'optin' },
      reload: vi.fn(),
      win: page,
      doc: document,
      follow: true,
    });
    heard = [];
    listening = new AbortController();
    follower.start();
    expect(page.cmplz_has_consent).toBeUndefined();
    follower.stop();
  });
});

describe('Complianz’s controls anywhere in a page', () => {
  const click = (html: string) => {
    document.body.insertAdjacentHTML('beforeend', html);
    const control = document.body.lastElementChild as HTMLElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    control.dispatchEvent(event);
    return event;
  };
  afterEach(() => (document.body.innerHTML = ''));

  it('accept all, deny all (its revoke link), and the manage-consent button, as complianz.js answers them', () => {
    const { store, jar } = setup();
    store.start();
    expect(click('<a href="#" class="cmplz-accept">Akzeptieren</a>').defaultPrevented).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { statistics: true, marketing: true } });
    click('<button class="cmplz-deny cmplz-revoke-custom">Widerrufen</button>');
    expect(store.getSnapshot().allowed).toMatchObject({ statistics: false, marketing: false });
    expect(jar.values.get('cmplz_marketing')).toBe('deny');
    click('<button class="cmplz-manage-consent">Zustimmung verwalten</button>');
    expect(store.getSnapshot().bannerVisible).toBe(true);
  });

  it('a category’s accept (marketing when it names none) allows it and closes the banner; a service’s allows the service alone', async () => {
    const { store } = setup();
    store.start();
    const before = detailsOf('cmplz_fire_categories').length;
    click('<a href="#" class="cmplz-accept-category" data-category="statistics">Statistik erlauben</a>');
    await vi.waitFor(() => expect(store.getSnapshot().bannerVisible).toBe(false));
    expect(store.getSnapshot().allowed).toMatchObject({ statistics: true, marketing: false });
    // one choice that also closes the banner, announced once
    expect(detailsOf('cmplz_fire_categories').length - before).toBe(1);
    click('<span class="cmplz-accept-marketing">Marketing erlauben</span>');
    await vi.waitFor(() => expect(store.hasConsent('marketing')).toBe(true));
    click('<button class="cmplz-accept-service" data-service="vimeo">Vimeo laden</button>');
    expect(store.hasServiceConsent('vimeo', 'marketing')).toBe(true);
  });

  it('developers’ cmplz_consent_action allows the category it names', () => {
    const { store } = setup();
    store.start();
    document.dispatchEvent(new CustomEvent('cmplz_consent_action', { detail: { category: 'preferences' } }));
    document.dispatchEvent(new CustomEvent('cmplz_consent_action', { detail: { category: '<img>' } }));
    document.dispatchEvent(new CustomEvent('cmplz_consent_action'));
    expect(store.getSnapshot().allowed).toMatchObject({ preferences: true, statistics: false });
  });

  it('leaves an island’s own controls, a service’s checkbox and other clicks alone', () => {
    const { store } = setup();
    store.start();
    expect(click('<div data-island="consent-placeholder"><button class="cmplz-accept">Akzeptieren</button></div>').defaultPrevented).toBe(
      false,
    );
    (document.querySelector('[data-island] button') as HTMLElement).click();
    click('<input type="checkbox" class="cmplz-accept-service" data-service="youtube">');
    click('<a href="#" class="cmplz-accept-category" data-category="everything">?</a>');
    expect(click('<a href="#elsewhere">Weiter</a>').defaultPrevented).toBe(false);
    expect(store.hasChosen()).toBe(false);
    expect(store.getSnapshot().bannerVisible).toBe(true);
  });
});

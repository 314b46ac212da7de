import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from '../../test/fixtures/memory-jar';
import { readConsentSettings } from './settings';
import type { CookieData } from './cleanup';
import { setConsentDefaults } from './consent-mode';
import { CLEANUP_INTERVAL_MS, COOKIE_DATA_ATTEMPTS, COOKIE_DATA_RETRY_MS, ConsentStore, type TrackPayload } from './store';
import type { VisitorContext } from './types';
import { deferred } from '../../test/fixtures/deferred';

type FakeWindow = Window & typeof globalThis & { dataLayer: unknown[]; wp_set_consent?: (c: string, v: string) => void };

function setup(
  options: {
    global?: Record<string, unknown>;
    cookies?: Record<string, string>;
    visitor?: Partial<VisitorContext>;
    trackFails?: boolean;
    fetchCookieData?: () => Promise<CookieData>;
    follow?: boolean;
  } = {},
) {
  const settings = readConsentSettings({
    consenttype: 'optin',
    region: 'eu',
    current_policy_id: '11',
    store_consent: '1',
    clean_cookies: '1',
    do_not_track_enabled: '1',
    services: [{ id: 'youtube', name: 'YouTube', category: 'marketing' }],
    cookie_data: { marketing: { 'Demo-Pixel': ['_demo_pixel'] }, statistics: { 'Google-Analytics': ['_ga'] } },
    ...options.global,
  });
  const jar = memoryJar(options.cookies);
  const track = vi.fn(async (_payload: TrackPayload) => {
    if (options.trackFails) throw new Error('500');
    return { success: true };
  });
  const reload = vi.fn();
  const win = window as FakeWindow;
  win.dataLayer = [];
  delete (win as { gtag?: unknown }).gtag;
  delete (win as { shopIslandsConsentDefaults?: unknown }).shopIslandsConsentDefaults;
  const store = new ConsentStore({
    settings,
    jar,
    visitor: {
      isBot: false,
      privacySignal: false,
      honourSignal: settings.honourSignal,
      consentType: settings.consentType,
      ...options.visitor,
    },
    track,
    reload,
    ...(options.fetchCookieData ? { fetchCookieData: options.fetchCookieData } : {}),
    win,
    doc: document,
    ...(options.follow ? { follow: true } : {}),
  });
  return { store, jar, track, reload, win };
}

const gtagCalls = (win: FakeWindow) =>
  win.dataLayer
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

let current: ConsentStore | undefined;
afterEach(() => {
  current?.stop();
  current = undefined;
  vi.useRealTimers();
  delete (window as FakeWindow).wp_set_consent;
  // Complianz's functions, which a started store defines on window (complianz-api.ts)
  for (const key of Object.keys(window)) if (key.startsWith('cmplz_')) delete (window as unknown as Record<string, unknown>)[key];
});

describe('ConsentStore', () => {
  it('a first-time opt-in visitor: banner wanted, nothing allowed, no cookie written, Consent Mode default only', () => {
    const { store, jar, win, track } = setup();
    current = store;
    store.start();
    expect(store.getSnapshot()).toMatchObject({
      bannerVisible: true,
      allowed: { functional: true, preferences: false, statistics: false, marketing: false },
    });
    expect(jar.values.size).toBe(0);
    expect(gtagCalls(win).map((call) => call[1])).toEqual(['default']);
    expect(track).not.toHaveBeenCalled();
  });

  it("a first-time visitor on the page with Complianz's consent area (the cookie policy) gets no banner, as with Complianz; the area or the manage button still opens it", () => {
    for (const markup of ['<div id="cmplz-manage-consent-container"></div>', '<div class="cmplz-dropdown-cookiepolicy"></div>']) {
      document.body.innerHTML = markup;
      const { store, jar } = setup();
      current = store;
      store.start();
      expect([store.getSnapshot().bannerVisible, store.hasChosen(), jar.values.size]).toEqual([false, false, 0]);
      store.showBanner();
      expect(store.getSnapshot().bannerVisible).toBe(true);
      store.stop();
      document.body.innerHTML = '';
    }
  });

  it('accept all: cookies, Consent Mode update after the default, events, dataLayer, WP Consent API, track', async () => {
    const { store, jar, win, track } = setup();
    current = store;
    const wpSetConsent = vi.fn();
    win.wp_set_consent = wpSetConsent;
    const statusChanges: unknown[] = [];
    document.addEventListener('cmplz_status_change', (event) => statusChanges.push((event as CustomEvent).detail));
    store.start();
    store.acceptAll();
    expect(Object.fromEntries(jar.values)).toMatchObject({
      cmplz_marketing: 'allow',
      cmplz_statistics: 'allow',
      'cmplz_banner-status': 'dismissed',
      cmplz_policy_id: '11',
      cmplz_consented_services: '{"youtube":true}',
    });
    const calls = gtagCalls(win);
    expect(calls.map((call) => call[1])).toEqual(['default', 'update']);
    expect(calls[1]![2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
    });
    expect(statusChanges).toContainEqual({
      category: 'marketing',
      value: 'allow',
      region: 'eu',
      categories: ['functional', 'preferences', 'statistics', 'marketing'],
    });
    expect(wpSetConsent).toHaveBeenCalledWith('marketing', 'allow');
    expect(wpSetConsent).toHaveBeenCalledWith('statistics-anonymous', 'allow');
    expect(track).toHaveBeenCalledWith({
      consented_categories: ['functional', 'preferences', 'statistics', 'marketing'],
      consented_services: ['youtube'],
      consenttype: 'optin',
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(jar.values.get('cmplz_saved_categories')).toBe('["functional","preferences","statistics","marketing"]');
    expect(store.getSnapshot().bannerVisible).toBe(false);
  });

  it('does not track again when nothing changed, and retries after a failed track', async () => {
    const { store, track } = setup({ trackFails: true });
    current = store;
    store.start();
    store.acceptAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.acceptAll();
    expect(track).toHaveBeenCalledTimes(2);
    const ok = setup({
      cookies: { cmplz_saved_categories: '["functional","preferences","statistics","marketing"]', cmplz_saved_services: '["youtube"]' },
    });
    ok.store.start();
    ok.store.acceptAll();
    expect(ok.track).not.toHaveBeenCalled();
    ok.store.stop();
  });

  it('deny after accept reloads after 500 ms; deny from nothing does not; both fire cmplz_revoke', () => {
    vi.useFakeTimers();
    const { store, reload } = setup();
    current = store;
    const revoked = vi.fn();
    document.addEventListener('cmplz_revoke', revoked);
    store.start();
    store.denyAll();
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
    store.acceptAll();
    store.denyAll();
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // as complianz.js: every deny all is announced, its detail whether the page reloads
    expect(revoked.mock.calls.map(([event]) => (event as CustomEvent).detail)).toEqual([false, true]);
    document.removeEventListener('cmplz_revoke', revoked);
  });

  it('a changed policy id clears the cmplz cookies, denies all and shows the banner again', () => {
    const { store, jar } = setup({
      cookies: {
        cmplz_marketing: 'allow',
        cmplz_statistics: 'allow',
        'cmplz_banner-status': 'dismissed',
        cmplz_policy_id: '10',
        cmplz_consented_services: '{"youtube":true}',
      },
    });
    current = store;
    store.start();
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: true, allowed: { marketing: false, statistics: false } });
    expect(Object.fromEntries(jar.values)).toMatchObject({
      cmplz_marketing: 'deny',
      cmplz_policy_id: '11',
      'cmplz_banner-status': 'show',
      cmplz_consented_services: '{}',
    });
  });

  it('a returning visitor who chose is not asked again, and gets the update straight after the default', () => {
    const { store, win } = setup({
      cookies: {
        cmplz_functional: 'allow',
        cmplz_statistics: 'allow',
        cmplz_marketing: 'deny',
        'cmplz_banner-status': 'dismissed',
        cmplz_policy_id: '11',
      },
    });
    current = store;
    store.start();
    expect(store.getSnapshot().bannerVisible).toBe(false);
    expect(gtagCalls(win).map((call) => [call[1], (call[2] as Record<string, string>).analytics_storage])).toEqual([
      ['default', 'denied'],
      ['update', 'granted'],
    ]);
  });

  it('GPC/DNT: no banner, a denial written, tracked as do_not_track', () => {
    const { store, jar, track } = setup({ visitor: { privacySignal: true } });
    current = store;
    store.start();
    expect(store.getSnapshot().bannerVisible).toBe(false);
    expect(jar.values.get('cmplz_marketing')).toBe('deny');
    // as complianz.js logs it: the status for the categories, the visitor's consent type
    expect(track).toHaveBeenCalledWith({ consented_categories: ['do_not_track'], consented_services: [], consenttype: 'optin' });
    // a visitor may still allow one thing explicitly
    store.acceptService('youtube');
    expect(store.hasServiceConsent('youtube', 'marketing')).toBe(true);
    expect(store.hasConsent('marketing')).toBe(false);
  });

  it('bots: consent for everything, no banner, no track, no cookies', () => {
    const { store, jar, track } = setup({ visitor: { isBot: true } });
    current = store;
    store.start();
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { marketing: true, statistics: true } });
    store.acceptAll();
    expect(track).not.toHaveBeenCalled();
    expect(jar.values.has('_demo_pixel')).toBe(false);
  });

  it('other region: no banner, everything allowed, and written as complianz.js accepts all there (the server reads the cookies); the visit logged once as no_warning', async () => {
    const { store, jar, track } = setup({ global: { consenttype: 'other' } });
    current = store;
    store.start();
    await vi.waitFor(() =>
      expect(track).toHaveBeenCalledWith({ consented_categories: ['no_warning'], consented_services: [], consenttype: 'other' }),
    );
    expect(jar.values.get('cmplz_saved_categories')).toBe('["no_warning"]');
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { marketing: true } });
    for (const category of ['functional', 'preferences', 'statistics', 'marketing'])
      expect(jar.values.get(`cmplz_${category}`)).toBe('allow');
    expect(jar.values.get('cmplz_consented_services')).toBe('{}');
    expect(jar.values.get('cmplz_policy_id')).toBe('11');
    // no banner was answered
    expect(jar.values.has('cmplz_banner-status')).toBe(false);
    store.stop();
    // a visitor who denied marketing in another region gets what complianz.js gives: all allowed again
    const denied = setup({
      global: { consenttype: 'other' },
      cookies: { cmplz_marketing: 'deny', 'cmplz_banner-status': 'dismissed', cmplz_saved_categories: '["functional"]' },
    });
    current = denied.store;
    denied.store.start();
    // logged before: not again
    expect(denied.track).not.toHaveBeenCalled();
    expect(denied.jar.values.get('cmplz_marketing')).toBe('allow');
    expect(denied.jar.values.get('cmplz_banner-status')).toBe('dismissed');
    denied.store.stop();
    // an honoured DNT/GPC signal: no accept all, as complianz.js
    const signalled = setup({ global: { consenttype: 'other' }, visitor: { privacySignal: true, honourSignal: true } });
    current = signalled.store;
    signalled.store.start();
    expect(signalled.jar.values.get('cmplz_marketing')).not.toBe('allow');
    signalled.store.stop();
    // a bot gets no cookies
    const bot = setup({ global: { consenttype: 'other' }, visitor: { isBot: true } });
    current = bot.store;
    bot.store.start();
    expect(bot.jar.values.has('cmplz_marketing')).toBe(false);
  });

  it('opt-out: scrolling past 400 px dismisses, keeping the defaults; opt-in ignores scrolling', () => {
    const optout = setup({ global: { consenttype: 'optout', dismiss_on_scroll: '1' } });
    optout.store.start();
    Object.defineProperty(window, 'scrollY', { value: 401, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(optout.store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { marketing: true } });
    expect(optout.jar.values.get('cmplz_banner-status')).toBe('dismissed');
    optout.store.stop();
    const optin = setup({ global: { dismiss_on_scroll: '1' } });
    optin.store.start();
    window.dispatchEvent(new Event('scroll'));
    expect(optin.store.getSnapshot().bannerVisible).toBe(true);
    optin.store.stop();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('opt-out: the dismiss time-out dismisses', () => {
    vi.useFakeTimers();
    const { store } = setup({ global: { consenttype: 'optout', dismiss_timeout: '3000' } });
    current = store;
    store.start();
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot().bannerVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().bannerVisible).toBe(false);
  });

  it('cleans cookies of denied services every second, never its own', () => {
    vi.useFakeTimers();
    const { store, jar } = setup({
      cookies: {
        _demo_pixel: '1',
        _ga: 'x',
        cmplz_statistics: 'allow',
        cmplz_marketing: 'deny',
        cmplz_policy_id: '11',
        'cmplz_banner-status': 'dismissed',
      },
    });
    current = store;
    store.start();
    vi.advanceTimersByTime(1000);
    expect(jar.values.has('_demo_pixel')).toBe(false);
    expect(jar.values.get('_ga')).toBe('x');
    jar.set('_demo_pixel', 'again');
    vi.advanceTimersByTime(1000);
    expect(jar.values.has('_demo_pixel')).toBe(false);
    expect(jar.values.get('cmplz_marketing')).toBe('deny');
  });

  it('whenBannerVisible resolves when the visitor asks to manage consent', async () => {
    const { store } = setup({ cookies: { 'cmplz_banner-status': 'dismissed', cmplz_policy_id: '11' } });
    current = store;
    store.start();
    let shown = false;
    void store.whenBannerVisible().then(() => (shown = true));
    await Promise.resolve();
    expect(shown).toBe(false);
    store.showBanner();
    await Promise.resolve();
    expect(shown).toBe(true);
  });

  it('follows a change made through the WP Consent API by another plugin', () => {
    const { store } = setup();
    current = store;
    store.start();
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
    expect(store.hasConsent('statistics')).toBe(true);
    expect(store.hasConsent('marketing')).toBe(false);
  });

  it('unblocks scripts allowed at start and after a choice', () => {
    document.body.innerHTML = '<script type="text/plain" data-category="marketing" data-service="youtube">window.__yt = 1</script>';
    const { store } = setup();
    current = store;
    store.start();
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(1);
    store.acceptService('youtube');
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(0);
    document.body.innerHTML = '';
  });
});

describe('geo-IP', () => {
  it('follows the region the banner reply names while the visitor has not chosen', async () => {
    const { store } = setup();
    current = store;
    store.start({ region: Promise.resolve({ consentType: 'other', region: 'other' }) });
    await vi.waitFor(() =>
      expect(store.getSnapshot()).toMatchObject({
        consentType: 'other',
        region: 'other',
        bannerVisible: false,
        allowed: { marketing: true },
      }),
    );
  });

  it('ignores the region once the visitor has chosen', async () => {
    const { store } = setup({ cookies: { cmplz_marketing: 'deny', cmplz_policy_id: '11', 'cmplz_banner-status': 'dismissed' } });
    current = store;
    const region = Promise.resolve({ consentType: 'other' as const, region: 'other' });
    store.start({ region });
    await region;
    await Promise.resolve();
    expect(store.getSnapshot()).toMatchObject({ consentType: 'optin', allowed: { marketing: false } });
  });
});

describe('facts that arrive late: the crawler check and the geo-IP region', () => {
  it('no banner, no track and no Consent Mode update until the crawler check answers; a person then gets the banner', async () => {
    const { store, win, track } = setup({ visitor: { privacySignal: true } });
    current = store;
    const isBot = deferred<boolean>();
    store.start({ isBot: isBot.promise });
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { marketing: false } });
    expect(track).not.toHaveBeenCalled();
    isBot.resolve(false);
    await vi.waitFor(() => expect(track).toHaveBeenCalledWith(expect.objectContaining({ consented_categories: ['do_not_track'] })));
    expect(gtagCalls(win).map((call) => call[1])).toEqual(['default']);
  });

  it('a crawler, once known, gets every category, no banner and no track', async () => {
    const { store, track } = setup();
    current = store;
    const isBot = deferred<boolean>();
    store.start({ isBot: isBot.promise });
    let shown = false;
    void store.whenBannerVisible().then(() => (shown = true));
    isBot.resolve(true);
    await vi.waitFor(() => expect(store.getSnapshot().allowed.marketing).toBe(true));
    expect(shown).toBe(false);
    expect(track).not.toHaveBeenCalled();
  });

  it('a person, once known, gets the banner', async () => {
    const { store } = setup();
    current = store;
    store.start({ isBot: Promise.resolve(false) });
    await store.whenBannerVisible();
    expect(store.getSnapshot().allowed.marketing).toBe(false);
  });

  it('geo-IP on a page cached as opt-out: nothing is unblocked until the region is known, and an EU visitor stays blocked', async () => {
    document.body.innerHTML = '<script type="text/plain" data-category="marketing">window.__cachedPixel = 1</script>';
    const { store, win } = setup({ global: { consenttype: 'optout', region: 'us', geoip: '1' } });
    current = store;
    const region = deferred<{ consentType: 'optin' | 'optout' | 'other'; region: string } | null>();
    store.start({ region: region.promise });
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { statistics: false, marketing: false } });
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(1);
    region.resolve({ consentType: 'optin', region: 'eu' });
    await store.whenBannerVisible();
    expect(store.getSnapshot()).toMatchObject({ consentType: 'optin', region: 'eu', allowed: { marketing: false } });
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(1);
    expect(gtagCalls(win).map((call) => call[1])).toEqual(['default']);
  });

  it('geo-IP: a US visitor is unblocked once the region is known', async () => {
    document.body.innerHTML = '<script type="text/plain" data-category="marketing">window.__cachedPixel = 1</script>';
    const { store } = setup({ global: { consenttype: 'optout', region: 'us', geoip: '1' } });
    current = store;
    store.start({ region: Promise.resolve({ consentType: 'optout', region: 'us' }) });
    await vi.waitFor(() => expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(0));
    expect(store.getSnapshot()).toMatchObject({ consentType: 'optout', allowed: { marketing: true } });
  });

  it('geo-IP: when the region cannot be had, the visitor is asked as in an opt-in region', async () => {
    const { store } = setup({ global: { consenttype: 'optout', region: 'us', geoip: '1' } });
    current = store;
    store.start({ region: Promise.resolve(null) });
    await store.whenBannerVisible();
    expect(store.getSnapshot()).toMatchObject({ consentType: 'optin', allowed: { marketing: false } });
  });
});

describe('Consent Mode defaults from the head snippet', () => {
  it('when the snippet set the defaults, the store only updates', () => {
    const { store, win } = setup({
      cookies: { cmplz_statistics: 'allow', cmplz_marketing: 'deny', 'cmplz_banner-status': 'dismissed', cmplz_policy_id: '11' },
    });
    current = store;
    setConsentDefaults(win);
    store.start();
    expect(gtagCalls(win).map((call) => call[1])).toEqual(['default', 'update']);
  });
});

describe('cookie_data', () => {
  it('a failed request is retried with a growing delay, and the cookies are cleaned once it answers', async () => {
    vi.useFakeTimers();
    const fetchCookieData = vi
      .fn<() => Promise<CookieData>>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ marketing: { 'Demo-Pixel': ['_demo_pixel'] } });
    const { store, jar } = setup({
      global: { cookie_data: undefined },
      cookies: { _demo_pixel: '1', cmplz_marketing: 'deny', cmplz_policy_id: '11', 'cmplz_banner-status': 'dismissed' },
      fetchCookieData,
    });
    current = store;
    store.start();
    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS);
    expect(fetchCookieData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(COOKIE_DATA_RETRY_MS);
    expect(fetchCookieData).toHaveBeenCalledTimes(2);
    expect(jar.values.get('_demo_pixel')).toBe('1');
    await vi.advanceTimersByTimeAsync(2 * COOKIE_DATA_RETRY_MS);
    expect(fetchCookieData).toHaveBeenCalledTimes(3);
    expect(jar.values.has('_demo_pixel')).toBe(false);
  });

  it('gives up after a bounded number of attempts', async () => {
    vi.useFakeTimers();
    const fetchCookieData = vi.fn<() => Promise<CookieData>>().mockRejectedValue(new Error('HTTP 500'));
    const { store } = setup({
      global: { cookie_data: undefined },
      cookies: { cmplz_marketing: 'deny', cmplz_policy_id: '11', 'cmplz_banner-status': 'dismissed' },
      fetchCookieData,
    });
    current = store;
    store.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchCookieData).toHaveBeenCalledTimes(COOKIE_DATA_ATTEMPTS);
  });
});

describe("the banner's own buttons", () => {
  it.each([
    ['acceptAll', 'allow'],
    ['denyAll', 'deny'],
  ] as const)('%s: the banner goes at once; the cookies, events and consent log follow once that frame is drawn', async (choice, value) => {
    const { store, jar, track } = setup();
    current = store;
    store.start();
    expect(store.getSnapshot().bannerVisible).toBe(true);
    const changes = vi.fn();
    document.addEventListener('cmplz_status_change', changes);
    try {
      await store.withActions((actions) => actions.answerBanner(store, choice));
      expect(store.getSnapshot().bannerVisible).toBe(false);
      expect([jar.get('cmplz_marketing'), store.hasChosen(), changes.mock.calls.length, track.mock.calls.length]).toEqual([
        undefined,
        false,
        0,
        0,
      ]);
      await vi.waitFor(() => expect(jar.get('cmplz_marketing')).toBe(value));
      expect(jar.get('cmplz_banner-status')).toBe('dismissed');
      expect(store.getSnapshot().bannerVisible).toBe(false);
      if (value === 'allow') expect(changes).toHaveBeenCalled();
      expect(track).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('cmplz_status_change', changes);
    }
  });

  it('another script’s cmplz_accept_all() still decides at once: it may ask cmplz_has_consent right after', () => {
    const { store, jar } = setup();
    current = store;
    store.start();
    (window as unknown as { cmplz_accept_all: () => void }).cmplz_accept_all();
    expect(jar.get('cmplz_marketing')).toBe('allow');
    expect(store.hasConsent('marketing')).toBe(true);
  });

  it('in follow mode, the choice goes to Complianz at once', async () => {
    const { store, win } = setup({ follow: true });
    current = store;
    store.start();
    const acceptAll = vi.fn();
    (win as { cmplz_accept_all?: unknown }).cmplz_accept_all = acceptAll;
    await store.withActions((actions) => actions.answerBanner(store, 'acceptAll'));
    expect(acceptAll).toHaveBeenCalledTimes(1);
  });
});

describe('following Complianz (the plugin’s consent feature off): one consent engine on the page', () => {
  it('sets no Consent Mode default, shows no banner, writes no cookie and unblocks nothing; reads what Complianz stored', () => {
    document.body.innerHTML = '<script type="text/plain" data-category="statistics">window.__stats = 1</script>';
    const { store, jar, win, track } = setup({ follow: true, cookies: { cmplz_statistics: 'allow', cmplz_policy_id: '11' } });
    current = store;
    const cookiesBefore = jar.names().sort();
    store.start();
    expect(gtagCalls(win)).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { statistics: true, marketing: false } });
    expect(jar.names().sort()).toEqual(cookiesBefore);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(1);
    expect(track).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });

  it('follows Complianz’s events; a withdrawal there neither logs nor reloads a second time', () => {
    const { store, jar, track, reload } = setup({ follow: true, cookies: { cmplz_marketing: 'allow' } });
    current = store;
    store.start();
    expect(store.hasConsent('marketing')).toBe(true);
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().allowed.marketing));
    jar.set('cmplz_marketing', 'deny');
    document.dispatchEvent(new CustomEvent('cmplz_status_change', { detail: { category: 'marketing', value: 'deny' } }));
    expect(store.hasConsent('marketing')).toBe(false);
    expect(seen).toEqual([false]);
    vi.useFakeTimers();
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('hands a choice made in an island to Complianz (cmplz_set_consent), else to the WP Consent API', () => {
    const { store, jar, win } = setup({ follow: true });
    current = store;
    store.start();
    const handed: Array<[string, string]> = [];
    (win as { cmplz_set_consent?: unknown }).cmplz_set_consent = (category: string, value: string) => {
      handed.push([category, value]);
      jar.set(`cmplz_${category}`, value);
    };
    store.acceptCategory('marketing');
    expect(handed).toEqual([['marketing', 'allow']]);
    expect(store.hasConsent('marketing')).toBe(true);

    delete (win as { cmplz_set_consent?: unknown }).cmplz_set_consent;
    win.wp_set_consent = (category: string, value: string) => handed.push([category, value]);
    store.acceptCategory('statistics');
    expect(handed.at(-1)).toEqual(['statistics', 'allow']);
    expect(jar.get('cmplz_statistics')).toBeUndefined();
  });
});

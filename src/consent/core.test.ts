/**
 * The core as the loader runs it: without the actions, which it loads on demand (the page module
 * consent-actions). What a returning visitor's page needs runs without them; a choice made before
 * they are here applies once they are, and one that cannot be had is reported, never half-applied.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentActions } from './actions';
import { ConsentStore, type ConsentActions } from './core';
import { memoryJar } from '../../test/fixtures/memory-jar';
import { readConsentSettings } from './settings';
import { createUnblocker } from './unblock';

type Deferred = { resolve: (actions: ConsentActions) => void; reject: (error: unknown) => void };

function setup(options: { cookies?: Record<string, string>; global?: Record<string, unknown> } = {}) {
  const settings = readConsentSettings({
    consenttype: 'optin',
    region: 'eu',
    current_policy_id: '11',
    clean_cookies: '1',
    cookie_data: { marketing: { 'Demo-Pixel': ['_demo_pixel'] } },
    ...options.global,
  });
  const jar = memoryJar(options.cookies);
  const pending: Deferred[] = [];
  const loadActions = vi.fn(
    () =>
      new Promise<ConsentActions>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const loadUnblocker = vi.fn(() => Promise.resolve(createUnblocker));
  const win = window as Window & typeof globalThis & { dataLayer?: unknown[] };
  win.dataLayer = [];
  delete (win as { gtag?: unknown }).gtag;
  delete (win as { shopIslandsConsentDefaults?: unknown }).shopIslandsConsentDefaults;
  const store = new ConsentStore({
    settings,
    jar,
    visitor: { isBot: false, privacySignal: false, honourSignal: false, consentType: settings.consentType },
    reload: vi.fn(),
    loadActions,
    loadUnblocker,
    win,
    doc: document,
  });
  current = store;
  return { store, jar, loadActions, pending, loadUnblocker };
}

const RETURNING = {
  cmplz_functional: 'allow',
  cmplz_preferences: 'deny',
  cmplz_statistics: 'allow',
  cmplz_marketing: 'deny',
  'cmplz_banner-status': 'dismissed',
  cmplz_policy_id: '11',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let current: ConsentStore | undefined;
afterEach(() => {
  current?.stop();
  current = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the consent core without its actions', () => {
  it('a returning visitor who chose: decisions, no banner, and the actions never loaded', async () => {
    const { store, loadActions } = setup({ cookies: RETURNING });
    store.start();
    await settle();
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { statistics: true, marketing: false } });
    expect(loadActions).not.toHaveBeenCalled();
  });

  it('a first visit: the banner is wanted; the actions are fetched once its paint asks for them, and only once', () => {
    const { store, loadActions } = setup();
    store.start();
    expect(store.getSnapshot().bannerVisible).toBe(true);
    expect(loadActions).not.toHaveBeenCalled();
    store.readyForChoice();
    store.acceptAll();
    expect(loadActions).toHaveBeenCalledTimes(1);
  });

  it('an opt-out banner that dismisses itself on scroll fetches the actions at once', () => {
    const { store, loadActions } = setup({ global: { consenttype: 'optout', dismiss_on_scroll: '1' } });
    store.start();
    expect(loadActions).toHaveBeenCalledTimes(1);
  });

  it('a choice made before the actions are here applies once they are', async () => {
    const { store, jar, pending } = setup();
    store.start();
    store.acceptAll();
    expect(store.getSnapshot().allowed.marketing).toBe(false);
    expect(jar.values.get('cmplz_marketing')).toBeUndefined();
    pending[0]!.resolve(consentActions);
    await settle();
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: false, allowed: { marketing: true, statistics: true } });
    expect(jar.values.get('cmplz_marketing')).toBe('allow');
    expect(jar.values.get('cmplz_banner-status')).toBe('dismissed');
  });

  it('actions that cannot be loaded: the choice is reported and nothing changes; the next choice asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, jar, loadActions, pending } = setup();
    store.start();
    store.denyAll();
    pending[0]!.reject(new Error('offline'));
    await settle();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('consent actions could not be loaded'), expect.any(Error));
    expect(jar.values.size).toBe(0);
    expect(store.getSnapshot().bannerVisible).toBe(true);
    store.denyAll();
    expect(loadActions).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(consentActions);
    await settle();
    expect(jar.values.get('cmplz_marketing')).toBe('deny');
    expect(store.getSnapshot().bannerVisible).toBe(false);
  });

  it('a changed policy: decided at once as reset, the cookies rewritten through the actions', async () => {
    const { store, jar, pending } = setup({ cookies: { ...RETURNING, cmplz_policy_id: '10', _demo_pixel: '1' } });
    store.start();
    expect(store.getSnapshot()).toMatchObject({ bannerVisible: true, allowed: { statistics: false } });
    pending[0]!.resolve(consentActions);
    await settle();
    expect(jar.values.get('cmplz_policy_id')).toBe('11');
    expect(jar.values.get('cmplz_statistics')).toBe('deny');
    expect(jar.values.get('cmplz_banner-status')).toBe('show');
  });

  it('clean-up: the actions load only when a cookie is there to remove', async () => {
    vi.useFakeTimers();
    const clean = setup({ cookies: RETURNING });
    clean.store.start();
    vi.advanceTimersByTime(3000);
    expect(clean.loadActions).not.toHaveBeenCalled();
    clean.store.stop();

    const dirty = setup({ cookies: { ...RETURNING, _demo_pixel: '1' } });
    dirty.store.start();
    vi.advanceTimersByTime(1000);
    expect(dirty.loadActions).toHaveBeenCalledTimes(1);
    dirty.pending[0]!.resolve(consentActions);
    await vi.advanceTimersByTimeAsync(0);
    expect(dirty.jar.values.has('_demo_pixel')).toBe(false);
  });

  it('the unblocker loads only when the page holds blocked content the visitor allows', async () => {
    document.body.innerHTML =
      '<script type="text/plain" data-category="statistics">window.siStatistics = true</script>' +
      '<iframe data-category="marketing" data-src-cmplz="https://www.youtube.com/embed/x"></iframe>';
    const denied = setup({ cookies: { ...RETURNING, cmplz_statistics: 'deny' } });
    denied.store.start();
    await settle();
    expect(denied.loadUnblocker).not.toHaveBeenCalled();
    denied.store.stop();

    const allowed = setup({ cookies: RETURNING });
    allowed.store.start();
    await settle();
    expect(allowed.loadUnblocker).toHaveBeenCalledTimes(1);
    expect(document.querySelector('script')?.getAttribute('data-cmplz-activated')).toBe('statistics');
    expect(document.querySelector('iframe')?.hasAttribute('src')).toBe(false);
    document.body.innerHTML = '';
  });
});

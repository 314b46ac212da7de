// @vitest-environment jsdom
// jsdom: a consent area's content goes through the sanitiser (DOMPurify does not work under happy-dom).
import { mountedInAct, waitForPage } from '../../test/fixtures/act';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStore } from '../../src/consent/store';
import { ROOT_ATTRIBUTE } from '../../src/islands/island';
import { resetConfig } from '../../src/wp/config';
import { installConsentStore } from '../../test/fixtures/consent-store';
import placeholder from './index';

let store: ConsentStore;
let stopStore: () => void;
let unmount: (() => void) | undefined;

beforeEach(() => {
  ({ store, stop: stopStore } = installConsentStore());
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  stopStore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetConfig();
  document.body.innerHTML = '';
});

const EMBED =
  '<div data-island="consent-placeholder"><iframe width="560" height="315" data-src-cmplz="https://www.youtube-nocookie.com/embed/x" data-category="marketing" data-service="youtube" title="Video"></iframe></div>';

type Props = Parameters<typeof placeholder.mount>[1];
/** Props as the runtime hands them: absent attributes are undefined. */
const propsOf = (values: Partial<Props>) => values as Props;

async function mountOn(markup: string, values: Partial<Props>) {
  document.body.innerHTML = markup;
  const host = document.querySelector<HTMLElement>('[data-island="consent-placeholder"]')!;
  unmount = await mountedInAct(() => placeholder.mount(host, propsOf(values)));
  return host;
}

describe('consent-placeholder', () => {
  it('renders its notice from a React root on a slot first in the host, leaving the printed embed where it is', async () => {
    document.body.innerHTML = EMBED;
    const host = document.querySelector<HTMLElement>('[data-island="consent-placeholder"]')!;
    const frame = host.querySelector('iframe')!;
    unmount = await mountedInAct(() =>
      placeholder.mount(host, propsOf({ category: 'marketing', service: 'youtube', serviceName: 'YouTube' })),
    );
    const notice = host.firstElementChild as HTMLElement;
    expect(notice.className).toBe('si-consent-placeholder');
    expect(notice.hasAttribute(ROOT_ATTRIBUTE)).toBe(true);
    expect(Object.keys(notice).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    expect(notice.nextElementSibling).toBe(frame); // the server's own element, untouched
    expect(notice.hidden).toBe(false);
    expect(host.classList.contains('si-consent-blocked')).toBe(true);
    expect(host.style.aspectRatio).toBe('560 / 315');
    expect(notice.querySelector('button')?.textContent).toBe('Marketing-Cookies akzeptieren');
  });

  it('with consent per service (clean_cookies), accepts just its service, then steps aside; unmount gives the printed markup back', async () => {
    stopStore();
    ({ store, stop: stopStore } = installConsentStore({ settings: { clean_cookies: '1' } }));
    const host = await mountOn(EMBED, { category: 'marketing', service: 'youtube', serviceName: 'YouTube' });
    expect(host.querySelector('button')?.textContent).toBe('YouTube laden');
    const notice = host.querySelector<HTMLElement>('.si-consent-placeholder')!;
    act(() => notice.querySelector('button')!.click());
    expect(store.getSnapshot().services).toEqual({ youtube: true });
    expect(store.getSnapshot().allowed.marketing).toBe(false);
    expect(notice.hidden).toBe(true);
    expect(host.classList.contains('si-consent-blocked')).toBe(false);
    act(() => unmount?.());
    unmount = undefined;
    expect(host.querySelector('.si-consent-placeholder')).toBeNull();
    expect(host.classList.contains('si-consent-blocked')).toBe(false);
  });

  it('without consent per service (Complianz’s default), accepts its category, as Complianz’s placeholder, and answers the banner', async () => {
    const host = await mountOn(EMBED, { category: 'marketing', service: 'youtube', serviceName: 'YouTube' });
    const button = host.querySelector<HTMLButtonElement>('.si-consent-placeholder button')!;
    expect(button.textContent).toBe('Marketing-Cookies akzeptieren');
    expect(store.getSnapshot().bannerVisible).toBe(true);
    act(() => button.click());
    await waitForPage(() => expect(store.getSnapshot().bannerVisible).toBe(false));
    expect(store.getSnapshot().allowed).toMatchObject({ marketing: true, statistics: false });
    expect(host.classList.contains('si-consent-blocked')).toBe(false);
  });

  it('without a service, accepts the category; follows consent given elsewhere', async () => {
    const host = await mountOn('<div data-island="consent-placeholder"></div>', { category: 'statistics', service: '', serviceName: '' });
    const notice = host.querySelector<HTMLElement>('.si-consent-placeholder')!;
    expect(notice.querySelector('button')?.textContent).toBe('Statistiken-Cookies akzeptieren');
    act(() => void store.acceptAll());
    expect(notice.hidden).toBe(true);
    act(() => void store.denyAll());
    expect(notice.hidden).toBe(false);
  });

  it('a consent area that fails to load says why and offers a retry that loads it', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? new Response('<h1>Error</h1>', { status: 500 })
          : new Response(JSON.stringify('<h3>Brühanleitung</h3>'), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const host = await mountOn('<div data-island="consent-placeholder"></div>', {
      category: 'marketing',
      service: '',
      serviceName: '',
      postId: 7,
      blockId: 'brew-guide',
    });
    act(() => host.querySelector('button')!.click());
    await waitForPage(() => expect(host.querySelector('[role="alert"]')).not.toBeNull());
    const notice = host.querySelector<HTMLElement>('.si-consent-placeholder')!;
    expect(notice.hidden).toBe(false);
    expect(host.querySelector('[role="alert"]')!.textContent).toBe(
      'Beim Shop ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    );
    expect(host.querySelector('.si-consent-area')).toBeNull();
    fail = false;
    act(() => notice.querySelector('button')!.click());
    expect(notice.querySelector('button')!.textContent).toBe('Marketing-Cookies akzeptieren');
    await waitForPage(() => expect(host.querySelector('.si-consent-area h3')?.textContent).toBe('Brühanleitung'));
    expect(host.querySelector('.si-consent-area')!.hasAttribute('aria-busy')).toBe(false);
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(notice.hidden).toBe(true);
  });

  it("a choice that cannot be saved (the store's actions did not load: offline since the page loaded) says so, and a retry saves it", async () => {
    stopStore();
    const { consentActions } = await import('../../src/consent/actions');
    let reachable = false;
    const loadActions = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return consentActions;
    });
    ({ store, stop: stopStore } = installConsentStore({ loadActions }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const host = await mountOn(EMBED, { category: 'marketing', service: 'youtube', serviceName: 'YouTube' });
    const notice = host.querySelector<HTMLElement>('.si-consent-placeholder')!;
    act(() => notice.querySelector('button')!.click());
    await waitForPage(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toBe(
        'Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
      ),
    );
    expect(store.hasServiceConsent('youtube', 'marketing')).toBe(false);
    expect(notice.hidden).toBe(false);
    expect(notice.querySelector('button')!.textContent).toBe('Erneut versuchen');
    reachable = true;
    online.mockReturnValue(true);
    act(() => notice.querySelector('button')!.click());
    await waitForPage(() => expect(store.hasServiceConsent('youtube', 'marketing')).toBe(true));
    await waitForPage(() => expect(notice.hidden).toBe(true));
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(loadActions).toHaveBeenCalledTimes(2);
  });
});

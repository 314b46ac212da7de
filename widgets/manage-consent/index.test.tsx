// @vitest-environment jsdom
// jsdom: the manage_consent_html reply goes through the sanitiser (DOMPurify does not work under happy-dom).
import { mountedInAct, settle, waitForPage } from '../../test/fixtures/act';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from '../../test/fixtures/memory-jar';
import { readConsentSettings } from '../../src/consent/settings';
import { ConsentStore } from '../../src/consent/store';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { ROOT_ATTRIBUTE } from '../../src/islands/island';
import { resetConfig } from '../../src/wp/config';
import recordedGlobal from '../../test/fixtures/recorded/complianz/complianz-global-home.json';
import recordedHtml from '../../test/fixtures/recorded/complianz/manage_consent_html.json';
import recordedNoRoute from '../../test/fixtures/recorded/complianz/unknown-route.json';
import manageConsent from './index';

let store: ConsentStore;
let stopStore: () => void;
let unmount: (() => void) | undefined;
let warn: ReturnType<typeof vi.spyOn>;
const global = globalThis as Record<string, unknown>;

beforeEach(() => {
  ({ store, stop: stopStore } = installConsentStore({ settings: recordedGlobal }));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  stopStore();
  delete global.shopIslands;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetConfig();
  document.body.innerHTML = '';
});

const reply = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

async function mountOn(markup: string, view: 'button' | 'panel') {
  document.body.innerHTML = markup;
  const host = document.querySelector<HTMLElement>('[data-island="manage-consent"]')!;
  unmount = await mountedInAct(() => manageConsent.mount(host, { view }));
  return host;
}

describe('manage-consent: the button', () => {
  it('renders the printed button from a React root on the host and reopens the banner; unmount gives the printed markup back', async () => {
    const printed = '<li data-island="manage-consent"><button type="button" class="link-button">Cookie-Einstellungen</button></li>';
    const host = await mountOn(printed, 'button');
    expect(host.hasAttribute(ROOT_ATTRIBUTE)).toBe(true);
    expect(Object.keys(host).some((key) => key.startsWith('__reactContainer$'))).toBe(true);
    const button = host.querySelector('button')!;
    expect([button.textContent, button.className]).toEqual(['Cookie-Einstellungen', 'link-button']);
    act(() => void store.dismiss());
    expect(store.getSnapshot().bannerVisible).toBe(false);
    act(() => button.click());
    expect(store.getSnapshot().bannerVisible).toBe(true);
    act(() => unmount?.());
    unmount = undefined;
    expect(document.body.innerHTML).toBe(printed);
  });

  it('keeps the focus of a shopper who was already on the printed button', async () => {
    document.body.innerHTML = '<div data-island="manage-consent"><button type="button">Cookie-Einstellungen</button></div>';
    document.querySelector('button')!.focus();
    const host = document.querySelector<HTMLElement>('[data-island="manage-consent"]')!;
    unmount = await mountedInAct(() => manageConsent.mount(host, { view: 'button' }));
    expect(document.activeElement).toBe(host.querySelector('button'));
    expect(host.hasAttribute(ROOT_ATTRIBUTE)).toBe(true);
  });

  it('answers a press that came before it mounted by opening the banner once', async () => {
    document.body.innerHTML =
      '<div data-island="manage-consent" data-manage-consent-asked=""><button type="button">Cookie-Einstellungen</button></div>';
    act(() => void store.dismiss());
    const host = document.querySelector<HTMLElement>('[data-island="manage-consent"]')!;
    unmount = await mountedInAct(() => manageConsent.mount(host, { view: 'button' }));
    expect(store.getSnapshot().bannerVisible).toBe(true);
    expect(host.hasAttribute('data-manage-consent-asked')).toBe(false);
  });

  it('without a printed button it shows one labelled from its catalogue', async () => {
    const host = await mountOn('<div data-island="manage-consent"></div>', 'button');
    expect(host.querySelector('button')?.textContent).toBe('Zustimmung verwalten');
  });
});

describe('manage-consent: the panel', () => {
  it("leaves out the categories the owner's Complianz banner hides, as its hide-<category>.css does", async () => {
    store.stop();
    store = new ConsentStore({
      settings: readConsentSettings({ ...recordedGlobal, shop_islands_banner: { hidden: ['preferences', 'functional', '<x>'] } }),
      jar: memoryJar(),
      visitor: { isBot: false, privacySignal: false, honourSignal: true, consentType: 'optin' },
      reload: vi.fn(),
    });
    global.shopIslandsConsent = store;
    store.start();
    vi.stubGlobal('fetch', reply(recordedHtml.response.body));
    const host = await mountOn('<div data-island="manage-consent"></div>', 'panel');
    await waitForPage(() => expect(host.querySelector('input.cmplz-marketing')).not.toBeNull());
    const shown = [...host.querySelectorAll<HTMLElement>('div.cmplz-category')].filter((block) => !block.hidden);
    expect(shown.map((block) => block.querySelector('.cmplz-category-title')?.textContent)).toEqual([
      'Functional',
      'Statistics',
      'Marketing',
    ]);
  });

  it('asks for manage_consent_html as Complianz does, shows it sanitised, and its toggles follow and change consent', async () => {
    const fetchMock = reply(recordedHtml.response.body);
    vi.stubGlobal('fetch', fetchMock);
    const host = await mountOn('<div data-island="manage-consent"></div>', 'panel');
    await settle();
    await settle();
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8890\/wp-json\/complianz\/v1\/manage_consent_html\?lang=en&locale=en_US&token=[a-z]{1,5}$/);
    const box = (category: string) => host.querySelector<HTMLInputElement>(`input.cmplz-${category}`)!;
    await waitForPage(() => expect(box('marketing')).not.toBeNull());
    expect(host.querySelector('.cmplz-category-title')?.textContent).toBe('Functional');
    // no checkbox inside a <summary> (a control inside a control): the categories are plain blocks
    expect(host.querySelectorAll('summary input, summary label')).toHaveLength(0);
    expect(host.querySelectorAll('div.cmplz-category > .cmplz-summary .cmplz-consent-checkbox')).toHaveLength(4);
    const description = host.querySelector<HTMLElement>('div.cmplz-category .cmplz-description')!;
    const disclose = host.querySelector<HTMLButtonElement>('div.cmplz-category .cmplz-summary button')!;
    expect([description.parentElement!.hidden, disclose.getAttribute('aria-expanded'), disclose.getAttribute('aria-label')]).toEqual([
      true,
      'false',
      'Functional',
    ]);
    act(() => disclose.click());
    expect([description.parentElement!.hidden, disclose.getAttribute('aria-expanded')]).toEqual([false, 'true']);
    expect([box('functional').checked, box('functional').disabled, box('statistics').checked, box('marketing').checked]).toEqual([
      true,
      true,
      false,
      false,
    ]);

    act(() => box('marketing').click());
    expect(store.getSnapshot().allowed).toMatchObject({ marketing: true, statistics: false, preferences: false });
    expect(box('marketing').checked).toBe(true);

    // a choice made elsewhere (the banner, a placeholder) shows in the toggles
    act(() => void store.acceptCategory('statistics'));
    expect(box('statistics').checked).toBe(true);
    act(() => box('statistics').click());
    expect(store.getSnapshot().allowed.statistics).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('after a "deny all", switching a category on lets its services follow it again', async () => {
    vi.stubGlobal('fetch', reply(recordedHtml.response.body));
    const host = await mountOn(
      '<div data-service="demo-pixel" data-category="marketing"></div><div data-island="manage-consent"></div>',
      'panel',
    );
    act(() => void store.denyAll());
    expect(store.hasServiceConsent('demo-pixel', 'marketing')).toBe(false);
    await waitForPage(() => expect(host.querySelector('input.cmplz-marketing')).not.toBeNull());
    act(() => host.querySelector<HTMLInputElement>('input.cmplz-marketing')!.click());
    expect(store.hasServiceConsent('demo-pixel', 'marketing')).toBe(true);
    expect(store.getSnapshot().allowed.statistics).toBe(false);
  });

  it('a per-service toggle sets just that service', async () => {
    const html =
      '<ul><li><input type="checkbox" class="cmplz-accept-service" data-service="youtube" data-category="marketing" id="yt"><label for="yt">YouTube</label></li></ul>';
    vi.stubGlobal('fetch', reply(JSON.stringify(html)));
    const host = await mountOn('<div data-island="manage-consent"></div>', 'panel');
    await waitForPage(() => expect(host.querySelector('#yt')).not.toBeNull());
    const youtube = host.querySelector<HTMLInputElement>('#yt')!;
    expect(youtube.checked).toBe(false);
    act(() => youtube.click());
    expect(store.getSnapshot().services).toEqual({ youtube: true });
    expect(store.hasServiceConsent('youtube', 'marketing')).toBe(true);
    expect(store.getSnapshot().allowed.marketing).toBe(false);
  });

  it('drops what could run code from the reply', async () => {
    vi.stubGlobal(
      'fetch',
      reply(
        JSON.stringify(
          '<input type="checkbox" class="cmplz-consent-checkbox cmplz-marketing" onclick="window.__xss=1"><script>window.__xss=2</script>',
        ),
      ),
    );
    const host = await mountOn('<div data-island="manage-consent"></div>', 'panel');
    await waitForPage(() => expect(host.querySelector('input.cmplz-marketing')).not.toBeNull());
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('[onclick]')).toBeNull();
  });

  const BAD_REPLIES: Array<[string, () => ReturnType<typeof vi.fn>]> = [
    ['404 (no such route)', () => reply(recordedNoRoute.response.body, 404)],
    ['500', () => reply('<html>Fatal error</html>', 500)],
    ['0', () => reply('0')],
    ['-1', () => reply('-1')],
    ['malformed JSON', () => reply('<!-- cached -->{"')],
    ['JSON that is not a string', () => reply('{"html":"<p>x</p>"}')],
    ['an empty string', () => reply('""')],
    ['an empty body', () => reply('')],
    ['offline', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    [
      'no answer in time',
      () =>
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise<Response>((_resolve, reject) =>
              init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
            ),
        ),
    ],
  ];

  for (const [kind, makeFetch] of BAD_REPLIES)
    it(`falls back to the button that reopens the banner on ${kind}, with a console warning and no message`, async () => {
      global.shopIslands = { requestTimeoutMs: 30 };
      resetConfig();
      vi.stubGlobal('fetch', makeFetch());
      const host = await mountOn('<div data-island="manage-consent"></div>', 'panel');
      await waitForPage(() => expect(host.querySelector('button')).not.toBeNull());
      expect(host.textContent).toBe('Zustimmung verwalten');
      expect(host.querySelector('[role="alert"], input')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      act(() => void store.dismiss());
      act(() => host.querySelector('button')!.click());
      expect(store.getSnapshot().bannerVisible).toBe(true);
    });
});

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from '../../test/fixtures/memory-jar';
import { ConsentProvider, useConsent, useServiceConsent } from '../../src/consent/react';
import { readConsentSettings } from '../../src/consent/settings';
import { ConsentStore as ConsentCore } from '../../src/consent/core';
import { ConsentStore } from '../../src/consent/store';
import { ConsentBanner } from './ConsentBanner';

let root: Root;
let host: HTMLElement;
let store: ConsentStore;

beforeEach(() => {
  const settings = readConsentSettings({
    services: [{ id: 'youtube', name: 'YouTube', category: 'marketing' }],
    page_links: { eu: { impressum: { title: 'Impressum', url: '/imprint/' } } },
  });
  store = new ConsentStore({
    settings,
    jar: memoryJar(),
    visitor: { isBot: false, privacySignal: false, honourSignal: true, consentType: 'optin' },
    reload: vi.fn(),
  });
  store.start();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  store.stop();
  host.remove();
});

const button = (name: string) => [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;

describe('ConsentBanner', () => {
  it('renders a labelled dialog, focuses its heading and shows the page links', () => {
    act(() => root.render(<ConsentBanner store={store} />));
    const dialog = host.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe(host.querySelector('h2')!.id);
    expect(document.activeElement).toBe(host.querySelector('h2'));
    expect(host.querySelector('a')!.getAttribute('href')).toBe('/imprint/');
  });

  it('saves exactly the chosen categories and services', () => {
    act(() => root.render(<ConsentBanner store={store} />));
    act(() => button('Einstellungen').click());
    const boxes = [...host.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes[0]!.disabled).toBe(true);
    expect(document.activeElement).toBe(boxes[1]);
    const youtube = [...host.querySelectorAll('label')].find((label) => label.textContent === 'YouTube')!.querySelector('input')!;
    act(() => youtube.click());
    act(() => button('Auswahl speichern').click());
    expect(store.hasConsent('marketing')).toBe(false);
    expect(store.hasServiceConsent('youtube', 'marketing')).toBe(true);
    expect(host.innerHTML).toBe('');
  });

  it('Escape dismisses without a choice', () => {
    act(() => root.render(<ConsentBanner store={store} />));
    act(() => host.querySelector('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(store.getSnapshot().bannerVisible).toBe(false);
    expect(store.hasConsent('statistics')).toBe(false);
  });

  it('gives focus back on closing, and each opening starts from the choices the store holds then', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const youtubeBox = () => [...host.querySelectorAll('label')].find((label) => label.textContent === 'YouTube')!.querySelector('input')!;
    act(() => root.render(<ConsentBanner store={store} />));
    act(() => button('Einstellungen').click());
    act(() => youtubeBox().click());
    expect(youtubeBox().checked).toBe(true);
    act(() => void store.dismiss());
    expect(document.activeElement).toBe(opener);

    act(() => store.showBanner());
    expect(button('Auswahl speichern')).toBeUndefined();
    act(() => button('Einstellungen').click());
    expect(youtubeBox().checked).toBe(false);
    act(() => void store.dismiss());
    act(() => void store.acceptService('youtube'));
    act(() => store.showBanner());
    act(() => button('Einstellungen').click());
    expect(youtubeBox().checked).toBe(true);
    opener.remove();
  });
});

describe("ConsentBanner: the owner's categories", () => {
  it('lists in its preferences only the categories the Complianz banner shows; a hidden one is saved as not allowed', async () => {
    const owned = new ConsentStore({
      settings: readConsentSettings({ shop_islands_banner: { hidden: ['preferences'] } }),
      jar: memoryJar(),
      visitor: { isBot: false, privacySignal: false, honourSignal: true, consentType: 'optin' },
      reload: vi.fn(),
    });
    owned.start();
    act(() => root.render(<ConsentBanner store={owned} />));
    act(() => owned.showBanner());
    act(() => button('Einstellungen').click());
    expect([...host.querySelectorAll('.si-consent__category-name')].map((name) => name.textContent)).toEqual([
      'Funktional',
      'Statistiken',
      'Marketing',
    ]);
    act(() => [...host.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:not(:disabled)')].forEach((box) => box.click()));
    await act(async () => button('Auswahl speichern').click());
    expect(owned.getSnapshot().allowed).toEqual({ functional: true, preferences: false, statistics: true, marketing: true });
    owned.stop();
  });
});

describe('ConsentBanner: a choice that cannot be saved', () => {
  it('stays open and says so when the store cannot load what saves a choice (offline since the page loaded), and saves on the next try', async () => {
    const { consentActions } = await import('../../src/consent/actions');
    let reachable = false;
    const core = new ConsentCore({
      settings: readConsentSettings({}),
      jar: memoryJar(),
      visitor: { isBot: false, privacySignal: false, honourSignal: true, consentType: 'optin' },
      reload: vi.fn(),
      loadActions: async () => {
        if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
        return consentActions;
      },
    }) as ConsentStore;
    core.start();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => root.render(<ConsentBanner store={core} />));
    await act(async () => core.showBanner());
    await act(async () => button('Alle akzeptieren').click());
    await vi.waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toBe(
        'Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
      ),
    );
    expect([core.hasChosen(), core.getSnapshot().bannerVisible]).toEqual([false, true]);
    reachable = true;
    online.mockReturnValue(true);
    await act(async () => button('Alle akzeptieren').click());
    await vi.waitFor(() => expect(core.hasConsent('marketing')).toBe(true));
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    core.stop();
    vi.restoreAllMocks();
  });
});

describe('consent hooks', () => {
  function Probe() {
    const marketing = useConsent('marketing');
    const maps = useServiceConsent('google-maps');
    return <p>{`${marketing}/${maps}`}</p>;
  }

  it('re-render on every change, reading the store from the island context', () => {
    act(() =>
      root.render(
        <ConsentProvider store={store}>
          <Probe />
        </ConsentProvider>,
      ),
    );
    expect(host.textContent).toBe('false/false');
    act(() => void store.acceptService('google-maps'));
    expect(host.textContent).toBe('false/true');
    act(() => void store.acceptAll());
    expect(host.textContent).toBe('true/true');
  });

  it('take a store passed in over the context, and refuse to guess one', () => {
    function Given() {
      return <p>{String(useServiceConsent('google-maps', 'marketing', store))}</p>;
    }
    act(() => root.render(<Given />));
    expect(host.textContent).toBe('false');
    act(() => void store.acceptService('google-maps'));
    expect(host.textContent).toBe('true');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => act(() => root.render(<Probe />))).toThrow('the consent store is not running');
    errors.mockRestore();
  });
});

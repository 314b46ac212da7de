import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from '../../test/fixtures/memory-jar';
import { readConsentSettings } from '../../src/consent/settings';
import { ConsentStore as ConsentCore } from '../../src/consent/core';
import { ConsentStore } from '../../src/consent/store';
import { ROOT_ATTRIBUTE } from '../../src/islands/root-attribute';
import { mountedInAct, waitForPage } from '../../test/fixtures/act';
import { ConsentBanner } from './ConsentBanner';
import island from './index';
import { bannerMarkup, paintBanner, takePress } from './paint';
import { paintedOpener } from './painted';

const HOSTILE = '<img src=x onerror="alert(1)"> & "quotes" \'single\'';

function makeStore(
  pageLinks: Record<string, { title: string; url: string }> = {},
  bannerStatus?: string,
  banner?: { texts: Record<string, string>; colors: Record<string, string>; messages?: Record<string, unknown[]> },
) {
  const jar = memoryJar();
  if (bannerStatus) {
    jar.set('cmplz_banner-status', bannerStatus);
    jar.set('cmplz_policy_id', '11');
  }
  const store = new ConsentStore({
    settings: readConsentSettings({ page_links: { eu: pageLinks }, current_policy_id: '11', shop_islands_banner: banner }),
    jar,
    visitor: { isBot: false, privacySignal: false, honourSignal: true, consentType: 'optin' },
    reload: vi.fn(),
  });
  store.start();
  return store;
}

/** Tag, sorted attributes and text of a tree: what hydration needs to agree on. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  return {
    tag: node.tagName.toLowerCase(),
    attributes: [...node.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort(),
    children: [...node.childNodes].map(shape).filter((child) => child !== null && child !== ''),
  };
}

const parsed = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/<!-- -->/g, '');
  return template.content.firstElementChild!;
};

let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  host.setAttribute('data-island', 'consent-banner');
  document.body.append(host);
});
afterEach(() => {
  host.remove();
  document.body.replaceChildren();
});

describe('the first paint', () => {
  it.each([
    ['without page links', {}],
    ['with page links', { impressum: { title: 'Impressum', url: '/imprint/' }, privacy: { title: 'Datenschutz', url: '/privacy/' } }],
    ['with hostile link texts', { impressum: { title: HOSTILE, url: '/imprint/?a=1&b="2"' } }],
  ])('is the markup ConsentBanner renders, %s', (_name, links) => {
    const store = makeStore(links);
    const react = parsed(renderToString(<ConsentBanner store={store} />));
    expect(shape(bannerMarkup(document, store))).toEqual(shape(react));
  });

  it('is the markup ConsentBanner renders with the texts the owner configured in Complianz (hostile ones as text)', () => {
    const store = makeStore({}, undefined, {
      texts: {
        header: 'Ihre Privatsphäre',
        message_optin: `Zeile 1\n${HOSTILE}`,
        accept_optin: 'Alles erlauben',
        dismiss: 'Nur Notwendiges',
        manage_options: 'Anpassen',
      },
      colors: { button_accept_background_color: '#0a7d32' },
    });
    const react = parsed(renderToString(<ConsentBanner store={store} />));
    const painted = bannerMarkup(document, store);
    expect(shape(painted)).toEqual(shape(react));
    expect(painted.querySelector('h2')?.textContent).toBe('Ihre Privatsphäre');
    expect(painted.querySelector('.si-consent__message')?.textContent).toBe(`Zeile 1\n${HOSTILE}`);
    expect(painted.querySelector('img')).toBeNull();
    expect([...painted.querySelectorAll('.si-consent__buttons button')].map((button) => button.textContent)).toEqual([
      'Alles erlauben',
      'Nur Notwendiges',
      'Anpassen',
    ]);
    store.stop();
  });

  it("is the markup ConsentBanner renders with the links of the owner's message (an address that is not http(s) gives a link without one)", () => {
    const store = makeStore({}, undefined, {
      texts: { message_optin: 'Mehr in unserer Cookie-Richtlinie.' },
      colors: {},
      messages: {
        message_optin: [
          { text: 'Mehr in unserer ' },
          { text: 'Cookie-Richtlinie', href: '/cookie-richtlinie/' },
          { text: ` und ${HOSTILE} ` },
          { text: 'hier', href: 'javascript:alert(1)' },
          { text: '.' },
        ],
      },
    });
    const react = parsed(renderToString(<ConsentBanner store={store} />));
    const painted = bannerMarkup(document, store);
    expect(shape(painted)).toEqual(shape(react));
    const message = painted.querySelector('.si-consent__message')!;
    expect(message.textContent).toBe(`Mehr in unserer Cookie-Richtlinie und ${HOSTILE} hier.`);
    expect([...message.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/cookie-richtlinie/', null]);
    expect(message.querySelector('img')).toBeNull();
    store.stop();
  });

  it('sets hostile texts as text', () => {
    const store = makeStore({ impressum: { title: HOSTILE, url: '/imprint/' } });
    const painted = bannerMarkup(document, store);
    expect(painted.querySelector('img')).toBeNull();
    expect(painted.querySelector('a')!.textContent).toBe(HOSTILE);
    store.stop();
  });

  it('paints when the banner is wanted, takes focus and remembers where it was', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const store = makeStore();
    paintBanner(host, store);
    expect(host.querySelector('.si-consent')).not.toBeNull();
    expect(document.activeElement).toBe(host.querySelector('h2'));
    expect(paintedOpener(host)).toBe(opener);
    expect(document.getElementById('si-consent-styles')).not.toBeNull();
    store.stop();
  });

  it('paints nothing for a visitor who chose, and paints when the visitor asks for the banner', () => {
    const store = makeStore({}, 'dismissed');
    paintBanner(host, store);
    expect(host.childElementCount).toBe(0);
    expect(paintedOpener(host)).toBeUndefined();
    store.showBanner();
    expect(host.querySelector('.si-consent')).not.toBeNull();
    store.stop();
  });

  it('closes on Escape without React and gives focus back', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const store = makeStore();
    paintBanner(host, store);
    host.querySelector('h2')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(store.getSnapshot().bannerVisible).toBe(false);
    expect(host.childElementCount).toBe(0);
    expect(paintedOpener(host)).toBeUndefined();
    expect(document.activeElement).toBe(opener);
    store.stop();
  });

  it('answers a held press on accept, deny or close at once, without the island; leaves the preferences to it; the choice is saved once the frame without the banner is drawn', async () => {
    const press = (selector: string) => ({ type: 'click' as const, control: host.querySelector(selector)! });
    for (const [selector, consented] of [
      ['.si-consent__button--accept', true],
      ['.si-consent__button--deny', false],
    ] as const) {
      const store = makeStore();
      paintBanner(host, store);
      expect(takePress(host, press('.si-consent__button--secondary'))).toBe(false);
      expect(takePress(host, press(selector))).toBe(true);
      expect(store.getSnapshot().bannerVisible).toBe(false);
      expect(host.childElementCount).toBe(0);
      expect(store.hasChosen()).toBe(false);
      await vi.waitFor(() => expect(store.hasChosen()).toBe(true));
      expect([store.hasConsent('statistics'), store.hasConsent('marketing')]).toEqual([consented, consented]);
      expect(store.getSnapshot().bannerVisible).toBe(false);
      store.stop();
      host.remove();
      host = document.createElement('div');
      document.body.append(host);
    }
    const store = makeStore();
    paintBanner(host, store);
    expect(takePress(host, press('.si-consent__close'))).toBe(true);
    expect(store.getSnapshot().bannerVisible).toBe(false);
    expect(store.hasChosen()).toBe(false);
    store.stop();
    // a host this module did not paint, or one React holds, is the island's
    const other = document.createElement('div');
    other.innerHTML = '<button class="si-consent__button--accept"></button>';
    expect(takePress(other, { type: 'click', control: other.firstElementChild! })).toBe(false);
  });

  it('keeps the banner and says so when the choice cannot be saved (the actions could not be loaded)', async () => {
    const store = new ConsentCore({
      settings: readConsentSettings({ current_policy_id: '11' }),
      jar: memoryJar(),
      visitor: { isBot: false, privacySignal: false, honourSignal: true, consentType: 'optin' },
      reload: vi.fn(),
      loadActions: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }) as ConsentStore;
    store.start();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    paintBanner(host, store);
    expect(takePress(host, { type: 'click', control: host.querySelector('.si-consent__button--accept')! })).toBe(true);
    await vi.waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toBe(
        'Ihre Auswahl konnte nicht gespeichert werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      ),
    );
    expect([store.hasChosen(), store.getSnapshot().bannerVisible]).toEqual([false, true]);
    takePress(host, { type: 'click', control: host.querySelector('.si-consent__button--deny')! });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.querySelectorAll('[role="alert"]')).toHaveLength(1);
    store.stop();
    vi.restoreAllMocks();
  });

  it('leaves the host alone once React holds it', () => {
    const store = makeStore({}, 'dismissed');
    paintBanner(host, store);
    host.setAttribute(ROOT_ATTRIBUTE, '');
    store.showBanner();
    expect(host.childElementCount).toBe(0);
    store.stop();
  });
});

describe('the island over the first paint', () => {
  const withStore = (store: ConsentStore) => {
    (globalThis as { shopIslandsConsent?: ConsentStore }).shopIslandsConsent = store;
  };
  afterEach(() => {
    delete (globalThis as { shopIslandsConsent?: ConsentStore }).shopIslandsConsent;
  });

  it('hydrates the painted nodes: the same buttons answer, focus stays where the visitor put it', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const store = makeStore({ impressum: { title: 'Impressum', url: '/imprint/' } });
    withStore(store);
    paintBanner(host, store);
    const accept = [...host.querySelectorAll('button')].find((button) => button.textContent === 'Alle akzeptieren')!;
    const preferences = [...host.querySelectorAll('button')].find((button) => button.textContent === 'Einstellungen')!;
    preferences.focus();
    const unmount = await mountedInAct(() => island.mount(host, {}));
    expect(host.hasAttribute(ROOT_ATTRIBUTE)).toBe(true);
    expect(accept.isConnected).toBe(true);
    expect(document.activeElement).toBe(preferences);
    act(() => accept.click());
    expect(store.getSnapshot().bannerVisible).toBe(false);
    expect(host.querySelector('.si-consent')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await waitForPage(() => expect(store.getSnapshot().allowed.marketing).toBe(true));
    act(() => unmount());
    store.stop();
  });

  it('renders afresh when the paint was closed before the code came', async () => {
    const store = makeStore();
    withStore(store);
    paintBanner(host, store);
    store.dismiss();
    const unmount = await mountedInAct(() => island.mount(host, {}));
    expect(host.querySelector('.si-consent')).toBeNull();
    act(() => store.showBanner());
    expect(host.querySelector('.si-consent')).not.toBeNull();
    expect(document.activeElement).toBe(host.querySelector('h2'));
    act(() => unmount());
    store.stop();
  });
});

describe('the first paint when the island cannot load', () => {
  it.each([
    ['Alle akzeptieren', true],
    ['Ablehnen', false],
  ])('answers %s itself once the runtime marked the island failed, not before', async (name, marketing) => {
    const store = makeStore();
    paintBanner(host, store);
    const button = [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
    button.click();
    expect(store.getSnapshot().bannerVisible).toBe(true); // the island's to answer: the runtime holds the press
    host.setAttribute('data-island-state', 'error');
    button.click();
    expect(store.getSnapshot().bannerVisible).toBe(false);
    expect(host.childElementCount).toBe(0);
    await vi.waitFor(() => expect(store.hasChosen()).toBe(true));
    expect(store.getSnapshot().allowed.marketing).toBe(marketing);
    store.stop();
  });

  it('closes with the close button, and paints once however often the loader asks', () => {
    const store = makeStore();
    paintBanner(host, store);
    paintBanner(host, store);
    expect(host.querySelectorAll('.si-consent')).toHaveLength(1);
    host.setAttribute('data-island-state', 'error');
    host.querySelector<HTMLElement>('.si-consent__close')!.click();
    expect(store.getSnapshot().bannerVisible).toBe(false);
    store.stop();
  });
});

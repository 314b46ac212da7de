// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { mountedInAct, waitForPage } from '../../test/fixtures/act';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStore } from '../../src/consent/store';
import { resetConfig } from '../../src/wp/config';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { DEFUSED, HOSTILE_HTML, inspectHostile } from '../../test/fixtures/hostile-html';
import placeholder from './index';

let store: ConsentStore;
let stopStore: () => void;
let unmount: (() => void) | void;

beforeEach(() => {
  ({ store, stop: stopStore } = installConsentStore());
});
afterEach(() => {
  act(() => unmount?.());
  stopStore();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (window as unknown as { __xss?: string }).__xss;
  resetConfig();
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('consent area', () => {
  it('loads its content after consent, through the sanitiser: the embed stays, nothing hostile does', async () => {
    const reply = `<div class="cmplz-consent-area">${HOSTILE_HTML}</div>`;
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(reply), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    document.body.innerHTML = '<div id="area"></div>';
    const host = document.getElementById('area')!;
    unmount = await mountedInAct(() =>
      placeholder.mount(host, { category: 'marketing', service: '', serviceName: '', postId: 7, blockId: 'brew-guide' }),
    );
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => void store.acceptCategory('marketing'));
    await act(settle);
    const area = host.querySelector('.si-consent-area')!;
    await waitForPage(() => expect(area.hasAttribute('aria-busy')).toBe(false));
    expect(inspectHostile(area)).toEqual(DEFUSED);
    // the allowed embed itself is what the visitor asked for
    expect(area.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x');
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
  });

  it('its printed placeholder (Complianz’s accept link) accepts on a click, and gives way to the content', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify('<p>Unsere Karte</p>'), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    document.body.innerHTML =
      '<div id="area" class="cmplz-consent-area"><a href="#" class="cmplz_marketing_consentarea">Karte laden</a></div>';
    const host = document.getElementById('area')!;
    unmount = await mountedInAct(() =>
      placeholder.mount(host, { category: 'marketing', service: 'general', serviceName: '', postId: 7, blockId: 'map' }),
    );
    const printed = host.querySelector<HTMLAnchorElement>('a.cmplz_marketing_consentarea')!;
    expect(printed.hidden).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void printed.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(store.hasServiceConsent('general', 'marketing')).toBe(true);
    await act(settle);
    await waitForPage(() => expect(host.querySelector('.si-consent-area')?.textContent).toBe('Unsere Karte'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(printed.hidden).toBe(true);
    // given back as printed when the island goes
    act(() => unmount?.());
    unmount = undefined;
    expect(host.querySelector<HTMLAnchorElement>('a.cmplz_marketing_consentarea')?.hidden).toBe(false);
  });
});

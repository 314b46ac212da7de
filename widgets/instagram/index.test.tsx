// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStore } from '../../src/consent/store';
import { resetConfig } from '../../src/wp/config';
import { mountedInAsyncAct, settle } from '../../test/fixtures/act';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { DEFUSED, HOSTILE_HTML, inspectHostile } from '../../test/fixtures/hostile-html';
import { feedFields } from './feed';
import island from './index';

let store: ConsentStore;
let stopStore: () => void;
const unmounts: Array<() => void> = [];
beforeEach(() => {
  ({ store, stop: stopStore } = installConsentStore());
});
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  stopStore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
  delete (window as unknown as { __xss?: string }).__xss;
  resetConfig();
});
/** Lets the request, the sanitiser's import and React's updates run. */
const PRINTED = '<p class="instagram-fallback">Instagram</p>';
const ADMIN = { user: { canEditPages: true, canManageOptions: true } };
const EDITOR = { user: { canEditPages: true, canManageOptions: false } };

async function setUp(answer: () => Promise<Response>, { consent = true } = {}) {
  if (consent) store.acceptCategory('marketing');
  document.body.innerHTML = `<div id="feed">${PRINTED}</div>`;
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const feed = document.getElementById('feed')!;
  unmounts.push(await mountedInAsyncAct(() => island.mount(feed, { data: { username: 'kaffee', limit: 4 }, service: 'instagram' })));
  return { feed, fetchMock };
}
const json =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
const FEED = JSON.stringify({ success: true, data: '<div class="instagram-images"><img src="/a.jpg" onerror="x()"></div>' });
const images = (feed: HTMLElement) => feed.querySelector('.instagram-images');

describe('instagram feed island', () => {
  it('shows the images in place of the theme’s markup and sends the settings as data[…]', async () => {
    const { feed, fetchMock } = await setUp(json(FEED));
    // the first feed waits for the sanitiser's chunk
    await vi.waitFor(async () => {
      await settle(8);
      expect(images(feed)).not.toBeNull();
    });
    expect(images(feed)!.outerHTML).toBe('<div class="instagram-images"><img src="/a.jpg"></div>');
    expect(feed.querySelector('.instagram-fallback')).toBeNull();
    expect(feed.hasAttribute('aria-busy')).toBe(false);
    expect(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).toContain('data%5Busername%5D=kaffee');
  });

  it('says it is busy while the feed loads, the theme’s markup still there', async () => {
    let answer!: (response: Response) => void;
    const { feed } = await setUp(() => new Promise((resolve) => (answer = resolve)));
    await settle(8);
    expect(feed.getAttribute('aria-busy')).toBe('true');
    expect(feed.textContent).toBe('Instagram');
    answer(new Response(FEED, { status: 200 }));
    await settle(8);
    expect(feed.hasAttribute('aria-busy')).toBe(false);
    expect(images(feed)).not.toBeNull();
  });

  it('asks nothing until marketing is allowed, then loads', async () => {
    const { feed, fetchMock } = await setUp(json(FEED), { consent: false });
    await settle(8);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(feed.textContent).toBe('Instagram');
    act(() => void store.acceptCategory('statistics'));
    await settle(8);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => void store.acceptCategory('marketing'));
    await settle(8);
    expect(images(feed)).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads with consent for its own service, marketing still denied, and only once', async () => {
    const { feed, fetchMock } = await setUp(json(FEED), { consent: false });
    act(() => void store.denyAll());
    await settle(8);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => void store.acceptService('instagram'));
    await settle(8);
    expect(images(feed)).not.toBeNull();
    act(() => void store.acceptCategory('marketing'));
    await settle(8);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts a hostile reply through the sanitiser', async () => {
    const { feed } = await setUp(json(JSON.stringify({ success: true, data: HOSTILE_HTML })));
    await settle(8);
    expect(inspectHostile(feed)).toEqual(DEFUSED);
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
  });

  const FAILURES: Array<[string, () => Promise<Response>]> = [
    ['success false', json(JSON.stringify({ success: false, data: 'token expired' }))],
    ['success false with hostile data', json(JSON.stringify({ success: false, data: '<img src=x onerror="window.__xss=1">' }))],
    ['success without HTML', json(JSON.stringify({ success: true, data: { html: 1 } }))],
    ['an empty feed', json(JSON.stringify({ success: true, data: '' }))],
    ['HTTP 500', json('error', 500)],
    ['a 0 body', json('0')],
    ['a -1 body', json('-1')],
    ['malformed JSON', json('{"success":')],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ];

  it.each(FAILURES)('on %s hides the feed from visitors, without a message', async (_name, answer) => {
    const { feed } = await setUp(answer);
    await settle(8);
    expect(feed.hidden).toBe(true);
    expect(feed.querySelector('[role="alert"]')).toBeNull();
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
  });

  it.each(FAILURES)('on %s hides it from an editor who is not an admin too', async (_name, answer) => {
    (globalThis as Record<string, unknown>).shopIslands = EDITOR;
    const { feed } = await setUp(answer);
    await settle(8);
    expect(feed.hidden).toBe(true);
    expect(feed.querySelector('[role="alert"]')).toBeNull();
  });

  it.each(FAILURES)('on %s tells admins what went wrong, as text, in place of the theme’s markup', async (_name, answer) => {
    (globalThis as Record<string, unknown>).shopIslands = ADMIN;
    const { feed } = await setUp(answer);
    await settle(8);
    expect(feed.hidden).toBe(false);
    expect(feed.querySelector('[role="alert"]')!.textContent).toContain('Instagram-Feed konnte nicht geladen werden');
    expect(feed.querySelector('[role="alert"]')!.textContent).toContain('nur für Administratoren');
    expect(feed.querySelector('.instagram-fallback')).toBeNull();
    expect(feed.querySelector('img')).toBeNull();
    expect(feed.hasAttribute('aria-busy')).toBe(false);
  });

  it('a reply after unmount changes nothing, and unmount gives back the theme’s markup', async () => {
    let answer!: (response: Response) => void;
    const { feed } = await setUp(() => new Promise((resolve) => (answer = resolve)));
    await settle(8);
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    answer(new Response(FEED, { status: 200 }));
    await settle(8);
    expect(feed.innerHTML).toBe(PRINTED);
    expect(feed.hidden).toBe(false);
  });

  it('sends objects as JSON and null as text', () => {
    expect(feedFields({ a: { b: 1 }, n: null, s: '<x>', k: 0 })).toEqual({
      'data[a]': '{"b":1}',
      'data[n]': 'null',
      'data[s]': '<x>',
      'data[k]': '0',
    });
  });
});

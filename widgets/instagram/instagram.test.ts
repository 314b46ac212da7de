// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentStore } from '../../src/consent/store';
import { resetConfig } from '../../src/wp/config';
import { installConsentStore } from '../../test/fixtures/consent-store';
import { DEFUSED, HOSTILE_HTML, inspectHostile } from '../../test/fixtures/hostile-html';
import { mount } from './index';

let store: ConsentStore;
let stopStore: () => void;
let unmount: (() => void) | void;
beforeEach(() => {
  ({ store, stop: stopStore } = installConsentStore());
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  stopStore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).flatsomeVars;
  delete (window as unknown as { __xss?: string }).__xss;
  resetConfig();
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(body: string, { status = 200, consent = true } = {}) {
  if (consent) store.acceptCategory('marketing');
  document.body.innerHTML = '<div id="feed"><p class="instagram-fallback">Instagram</p></div>';
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const feed = document.getElementById('feed')!;
  unmount = mount(feed, { data: { username: 'kaffee', limit: 4 }, service: 'instagram' });
  return { feed, fetchMock };
}
const FEED = JSON.stringify({ success: true, data: '<div class="instagram-images"><img src="/a.jpg" onerror="x()"></div>' });

describe('instagram feed', () => {
  it('shows the images and sends the settings as data[…]', async () => {
    const { feed, fetchMock } = setUp(FEED);
    await settle();
    expect(feed.innerHTML).toBe('<div class="instagram-images"><img src="/a.jpg"></div>');
    expect(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).toContain('data%5Busername%5D=kaffee');
  });

  it('asks nothing until marketing is allowed, then loads', async () => {
    const { feed, fetchMock } = setUp(FEED, { consent: false });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(feed.textContent).toBe('Instagram');
    store.acceptCategory('statistics');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    store.acceptCategory('marketing');
    await vi.waitFor(() => expect(feed.querySelector('.instagram-images img')).not.toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads with consent for its own service, marketing still denied', async () => {
    const { feed, fetchMock } = setUp(FEED, { consent: false });
    store.denyAll();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    store.acceptService('instagram');
    await vi.waitFor(() => expect(feed.querySelector('.instagram-images img')).not.toBeNull());
    store.acceptCategory('marketing');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts a hostile reply through the sanitiser', async () => {
    const { feed } = setUp(JSON.stringify({ success: true, data: HOSTILE_HTML }));
    await vi.waitFor(() => expect(feed.hasAttribute('aria-busy')).toBe(false));
    expect(inspectHostile(feed)).toEqual(DEFUSED);
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
  });

  it.each([
    ['success false', JSON.stringify({ success: false, data: 'token expired' }), 200],
    ['HTTP 500', 'error', 500],
    ['malformed JSON', '{"success":', 200],
  ])('on %s hides the feed from visitors', async (_name, body, status) => {
    const { feed } = setUp(body, { status });
    await settle();
    expect(feed.hidden).toBe(true);
    expect(feed.querySelector('[role="alert"]')).toBeNull();
  });

  it('tells editors what went wrong', async () => {
    (globalThis as Record<string, unknown>).flatsomeVars = { user: { can_edit_pages: '1' } };
    const { feed } = setUp(JSON.stringify({ success: false, data: 'token expired' }));
    await settle();
    expect(feed.hidden).toBe(false);
    expect(feed.querySelector('[role="alert"]')!.textContent).toContain('Instagram-Feed konnte nicht geladen werden');
  });
});

// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { mount } from './index';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).flatsomeVars;
  resetConfig();
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(body: string, status = 200) {
  document.body.innerHTML = '<div id="feed">Instagram</div>';
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const feed = document.getElementById('feed')!;
  mount(feed, { data: { username: 'kaffee', limit: 4 } });
  return { feed, fetchMock };
}

describe('instagram feed', () => {
  it('shows the images and sends the settings as data[…]', async () => {
    const { feed, fetchMock } = setUp(JSON.stringify({ success: true, data: '<div class="instagram-images"><img src="/a.jpg" onerror="x()"></div>' }));
    await settle();
    expect(feed.innerHTML).toBe('<div class="instagram-images"><img src="/a.jpg"></div>');
    expect(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).toContain('data%5Busername%5D=kaffee');
  });

  it.each([
    ['success false', JSON.stringify({ success: false, data: 'token expired' }), 200],
    ['HTTP 500', 'error', 500],
    ['malformed JSON', '{"success":', 200],
  ])('on %s hides the feed from visitors', async (_name, body, status) => {
    const { feed } = setUp(body, status);
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

import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { resetFreshNonces } from '../../src/wp/fresh-nonces';
import { mountedInAct, settle } from '../../test/fixtures/act';
import island from './index';

const unmounts: Array<() => void> = [];
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = '';
  delete (globalThis as { shopIslands?: unknown }).shopIslands;
  resetConfig();
  resetFreshNonces();
});

/** The calls to the dismissal route (a stale nonce also asks the fresh-nonce endpoint). */
const dismissCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/wp/v2/users/me')).length;

/** The site's config, as the plugin prints it: the REST root and the nonce. */
function siteConfig(config: Record<string, unknown> = { restUrl: '/wp-json/', restNonce: 'n0nce' }) {
  (globalThis as { shopIslands?: unknown }).shopIslands = config;
  resetConfig();
}

const BANNER =
  '<div id="banner">Demnächst verfügbar <a class="coming-soon-banner-dismiss" href="#" data-rest-url="/wp-json/wp/v2/users/me">Ausblenden</a></div>';

async function setUp(response: (url: string, init?: RequestInit) => Promise<Response>, html = BANNER) {
  document.body.innerHTML = html;
  siteConfig();
  const fetchMock = vi.fn(response);
  vi.stubGlobal('fetch', fetchMock);
  const banner = document.getElementById('banner')!;
  unmounts.push(await mountedInAct(() => island.mount(banner, {})));
  return { banner, fetchMock, link: banner.querySelector<HTMLElement>('.coming-soon-banner-dismiss')! };
}
/** Lets the request and React's updates run. */
const alertText = (banner: HTMLElement) => banner.querySelector('[role="alert"]')!.textContent;

describe('coming-soon banner island', () => {
  it('makes the printed link a button and posts the dismissal with the nonce; hides once WordPress answered with the user', async () => {
    const { banner, fetchMock, link } = await setUp(async () => new Response('{"id":1}', { status: 200 }));
    expect(link.getAttribute('role')).toBe('button');
    expect(alertText(banner)).toBe('');
    act(() => link.click());
    await settle(5);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/wp-json/wp/v2/users/me');
    expect(String(init.body)).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBe('n0nce');
    expect(banner.hidden).toBe(true);
  });

  it('sends one request however often the link is pressed while busy, and says it is busy', async () => {
    let answer!: (response: Response) => void;
    const { banner, fetchMock, link } = await setUp(() => new Promise((resolve) => (answer = resolve)));
    act(() => link.click());
    act(() => link.click());
    await settle(5);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(link.getAttribute('aria-busy')).toBe('true');
    answer(new Response('{"id":"1"}', { status: 200 }));
    await settle(5);
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(banner.hidden).toBe(true);
  });

  it.each([
    [
      'an expired nonce (403)',
      () => Promise.resolve(new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 })),
      /Sitzung ist abgelaufen/,
    ],
    ['HTTP 500', () => Promise.resolve(new Response('error', { status: 500 })), /Fehler aufgetreten/],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), /nicht erreichbar|offline/],
    ['an empty HTTP 200', () => Promise.resolve(new Response('', { status: 200 })), /konnte nicht ausgeblendet werden/],
    ['a 0 body', () => Promise.resolve(new Response('0', { status: 200 })), /konnte nicht ausgeblendet werden/],
    ['a -1 body', () => Promise.resolve(new Response('-1', { status: 200 })), /Sitzung ist abgelaufen/],
    ['a malformed HTTP 200', () => Promise.resolve(new Response('{"id":1', { status: 200 })), /konnte nicht ausgeblendet werden/],
    [
      'a PHP notice instead of the user',
      () => Promise.resolve(new Response('<br><b>Notice</b>', { status: 200 })),
      /konnte nicht ausgeblendet werden/,
    ],
    [
      'a hostile string where the user should be',
      () => Promise.resolve(new Response('{"id":null,"name":"<img src=x onerror=alert(1)>"}', { status: 200 })),
      /konnte nicht ausgeblendet werden/,
    ],
  ])('explains %s and stays, ready to try again', async (_name, answer, message) => {
    const { banner, link, fetchMock } = await setUp(answer);
    act(() => link.click());
    await settle(5);
    expect(banner.hidden).toBe(false);
    expect(alertText(banner)).toMatch(message);
    expect(banner.querySelector('img')).toBeNull();
    expect(link.hasAttribute('aria-busy')).toBe(false);
    // a second try goes out and, answered, dismisses
    fetchMock.mockImplementation(async () => new Response('{"id":1}', { status: 200 }));
    act(() => link.click());
    await settle(5);
    expect(dismissCalls(fetchMock)).toBe(2);
    expect(banner.hidden).toBe(true);
  });

  it('a stale nonce (a page kept for days): fresh nonces from the endpoint, the dismissal once more, hidden', async () => {
    const { banner, fetchMock, link } = await setUp(async () => new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 }));
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(url).includes('admin-ajax.php')) return new Response('{"wp_rest":"f4e5d6c7b8"}', { status: 200 });
      const nonce = (init?.headers as Record<string, string>)['X-WP-Nonce'];
      return nonce === 'f4e5d6c7b8'
        ? new Response('{"id":1}', { status: 200 })
        : new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 });
    });
    act(() => link.click());
    await settle(5);
    expect(banner.hidden).toBe(true);
    expect(dismissCalls(fetchMock)).toBe(2);
    const [endpoint, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(endpoint).toContain('admin-ajax.php');
    expect(String(init.body)).toBe('action=shop_islands_nonces');
  });

  it('stale twice: the session message, and the banner stays', async () => {
    const { banner, fetchMock, link } = await setUp(async () => new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 }));
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('admin-ajax.php')
        ? new Response('{"wp_rest":"f4e5d6c7b8"}', { status: 200 })
        : new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 }),
    );
    act(() => link.click());
    await settle(5);
    expect(dismissCalls(fetchMock)).toBe(2);
    expect(banner.hidden).toBe(false);
    expect(alertText(banner)).toMatch(/Sitzung ist abgelaufen/);
  });

  it("without a printed REST nonce (the plugin prints none), asks the endpoint for the manager's first", async () => {
    document.body.innerHTML = BANNER;
    siteConfig({ restUrl: '/wp-json/' });
    const fetchMock = vi.fn(async (url: string) =>
      String(url).includes('admin-ajax.php')
        ? new Response('{"wp_rest":"a1b2c3d4e5"}', { status: 200 })
        : new Response('{"id":1}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const banner = document.getElementById('banner')!;
    unmounts.push(await mountedInAct(() => island.mount(banner, {})));
    act(() => banner.querySelector<HTMLElement>('.coming-soon-banner-dismiss')!.click());
    await settle(5);
    expect(banner.hidden).toBe(true);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBe('a1b2c3d4e5');
  });

  it('explains offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { banner, link } = await setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => link.click());
    await settle(5);
    expect(alertText(banner)).toMatch(/offline/);
    expect(banner.hidden).toBe(false);
  });

  it('adds its own button when the theme printed no link', async () => {
    document.body.innerHTML = '<div id="banner">Demnächst</div>';
    siteConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"id":1}', { status: 200 })),
    );
    const banner = document.getElementById('banner')!;
    unmounts.push(await mountedInAct(() => island.mount(banner, {})));
    const button = banner.querySelector('button')!;
    expect(button.textContent).toBe('Ausblenden');
    act(() => button.click());
    await settle(5);
    expect(banner.hidden).toBe(true);
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    expect(banner.innerHTML).toBe('Demnächst');
  });

  it('posts only to the site’s own route: a URL, route or nonce written into the markup is not used', async () => {
    const planted =
      '<div id="banner" data-rest-url="/wp-json/wp/v2/users/me?password=x" data-nonce="planted" data-props=\'{"restUrl":"https://evil.test/"}\'>' +
      'Demnächst <a class="coming-soon-banner-dismiss" href="#" data-rest-url="/wp-json/wp/v2/users/1?password=x">Ausblenden</a></div>';
    const { banner, fetchMock, link } = await setUp(async () => new Response('{"id":1}', { status: 200 }), planted);
    act(() => link.click());
    await settle(5);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-json/wp/v2/users/me');
    expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBe('n0nce');
    expect(String(init.body)).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(banner.hidden).toBe(true);
  });

  it('follows the site’s REST root, the ?rest_route= form too', async () => {
    const { fetchMock, link } = await setUp(async () => new Response('{"id":1}', { status: 200 }));
    siteConfig({ restUrl: '/index.php?rest_route=/', restNonce: 'n0nce' });
    act(() => link.click());
    await settle(5);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/index.php?rest_route=/wp/v2/users/me');
  });
});

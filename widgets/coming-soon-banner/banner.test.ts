import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { mount } from './index';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  resetConfig();
});

function setUp(response: () => Promise<Response>) {
  document.body.innerHTML =
    '<div id="banner">Demnächst verfügbar <a class="coming-soon-banner-dismiss" href="#" data-rest-url="/wp-json/wp/v2/users/me">Ausblenden</a></div>';
  const fetchMock = vi.fn(response);
  vi.stubGlobal('fetch', fetchMock);
  const banner = document.getElementById('banner')!;
  mount(banner, { restUrl: '', nonce: 'n0nce' });
  return { banner, fetchMock, link: banner.querySelector('a')! };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coming-soon banner', () => {
  it('posts the dismissal with the nonce and hides once it succeeded', async () => {
    const { banner, fetchMock, link } = setUp(async () => new Response('{"id":1}', { status: 200 }));
    link.click();
    await settle();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/wp-json/wp/v2/users/me');
    expect(String(init.body)).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBe('n0nce');
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
    ['a malformed HTTP 200', () => Promise.resolve(new Response('{"id":1', { status: 200 })), /konnte nicht ausgeblendet werden/],
    [
      'a PHP notice instead of the user',
      () => Promise.resolve(new Response('<br><b>Notice</b>', { status: 200 })),
      /konnte nicht ausgeblendet werden/,
    ],
  ])('explains %s and stays', async (_name, answer, message) => {
    const { banner, link } = setUp(answer);
    link.click();
    await settle();
    expect(banner.hidden).toBe(false);
    expect(banner.querySelector('[role="alert"]')!.textContent).toMatch(message);
  });

  it('refuses a REST URL on another site', () => {
    document.body.innerHTML = '<div id="banner"><a data-rest-url="https://evil.test/wp-json/">x</a></div>';
    expect(() => mount(document.getElementById('banner')!, { restUrl: '', nonce: '' })).toThrow(/same-site/);
  });
});

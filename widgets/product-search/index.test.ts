// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { mountedInAct } from '../../test/fixtures/act';
import { HOSTILE_HTML, inlineLeftovers, LEGIT_TEXT } from '../../test/fixtures/hostile-html';
import island, { BLUR_HIDE_MS } from './index';

const FORM =
  '<form class="searchform" action="/shop/"><input type="search" name="s" id="s"><select name="product_cat"><option value="">Alle</option><option value="tee">Tee</option></select></form><a href="/" class="elsewhere">Start</a>';
const TASSE = {
  suggestions: [
    {
      type: 'Product',
      id: 6,
      value: 'Tasse <b>Gemütlich</b>',
      url: '/product/tasse/',
      img: '/t.svg',
      price: '<span class="amount">14,90 €</span><img src=x onerror="window.__xss=1">',
    },
  ],
};
const THREE = {
  suggestions: [
    { id: 1, value: 'Tasse eins', url: '/product/eins/' },
    { id: 2, value: 'Tasse zwei', url: '/product/zwei/' },
    { id: 3, value: 'Tasse drei', url: '/product/drei/' },
  ],
};

let unmount: (() => void) | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;

async function setUp(
  answer: (url: string, signal?: AbortSignal | null) => Response | Promise<Response>,
  props = { latency: 50, showNoResults: true },
) {
  document.body.innerHTML = FORM;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init?.signal));
  vi.stubGlobal('fetch', fetchMock);
  const form = document.querySelector('form')!;
  const input = document.querySelector('input')!;
  input.focus();
  unmount = await mountedInAct(() => island.mount(form, props));
  return input;
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function type(input: HTMLInputElement, value: string) {
  input.value = value;
  act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
  await advance(60);
}

function key(input: HTMLInputElement, name: string) {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  act(() => void input.dispatchEvent(event));
  return event;
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const queries = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'https://shop.test').searchParams.get('query'));
const names = () => [...document.querySelectorAll('.si-search__name')].map((name) => name.textContent);
const activeName = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.querySelector('.si-search__name')?.textContent;
const popup = () => document.querySelector<HTMLElement>('.si-search__popup')!;
const status = () => document.querySelector('[role="status"]')!.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', locale: 'de-DE', requestTimeoutMs: 1000 };
  assign = vi.fn();
  vi.stubGlobal('location', { ...location, href: 'https://shop.test/', origin: 'https://shop.test', assign });
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
});

describe('product search island', () => {
  it('waits for 3 characters and the latency, then shows names as text and prices through the allow-list', async () => {
    const input = await setUp(() => json(TASSE));
    await type(input, 'ta');
    expect(fetchMock).not.toHaveBeenCalled();
    input.value = 'tas';
    act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
    await advance(20);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(40);
    await vi.waitFor(() => expect(document.querySelector('.si-search__price')?.innerHTML).toBe('<span class="amount">14,90 €</span>'));
    expect(queries()).toEqual(['tas']);
    const option = document.querySelector('[role="option"]')!;
    expect(option.querySelector('.si-search__name')!.textContent).toBe('Tasse <b>Gemütlich</b>');
    expect(option.querySelector('.si-search__name strong')!.textContent).toBe('Tas');
    expect(option.querySelector('img')!.getAttribute('src')).toBe('https://shop.test/t.svg');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-controls')!)!.getAttribute('role')).toBe('listbox');
    expect(status()).toBe('Ein Vorschlag. Mit den Pfeiltasten auswählen.');
  });

  it('keeps only the inline formatting of a hostile price', async () => {
    const input = await setUp(() => json({ suggestions: [{ ...TASSE.suggestions[0], price: HOSTILE_HTML }] }));
    await type(input, 'tas');
    await vi.waitFor(() => expect(document.querySelector('.si-search__price')!.textContent).toContain(LEGIT_TEXT));
    expect(inlineLeftovers(document.querySelector('.si-search__price')!)).toBe(0);
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
  });

  it('shows hostile names as text, and no image or link from elsewhere', async () => {
    const input = await setUp(() =>
      json({
        suggestions: [
          { id: 1, value: '<img src=x onerror=alert(1)>tas', url: 'javascript:alert(1)', img: 'javascript:alert(1)' },
          { id: 2, value: 'tas fremd', url: 'https://evil.test/p/', img: 'https://evil.test/i.png' },
          { id: 3, value: 'tas data', url: 'data:text/html,<b>x</b>', img: 'data:image/png;base64,AAAA' },
        ],
      }),
    );
    await type(input, 'tas');
    expect(names()).toEqual(['<img src=x onerror=alert(1)>tas', 'tas fremd', 'tas data']);
    expect(popup().querySelectorAll('img')).toHaveLength(0);
    for (let index = 0; index < 3; index++) {
      key(input, 'ArrowDown');
      expect(key(input, 'Enter').defaultPrevented).toBe(false); // the form searches for what was typed
      act(() => (document.querySelectorAll<HTMLElement>('[role="option"]')[index] ?? popup()).click());
    }
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks once per query and category', async () => {
    const input = await setUp(() => json(TASSE));
    await type(input, 'tas');
    await type(input, 'tass');
    await type(input, 'tas');
    const select = document.querySelector('select')!;
    select.value = 'tee';
    act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
    await advance(60);
    expect(queries()).toEqual(['tas', 'tass', 'tas']);
    expect(fetchMock.mock.calls[2]![0]).toContain('product_cat=tee');
  });

  it('drops the answer to a query the field no longer shows (latest wins)', async () => {
    let release!: (response: Response) => void;
    const input = await setUp((url) => (url.includes('query=tee') ? new Promise<Response>((resolve) => (release = resolve)) : json(TASSE)));
    await type(input, 'tee');
    await type(input, 'tas');
    release(json({ suggestions: [{ id: 13, value: 'Früchtetee', url: '/product/tee/' }] }));
    await advance(10);
    expect(names()).toEqual(['Tasse <b>Gemütlich</b>']);
  });

  it.each([
    ['HTTP 500', () => new Response('<h1>Fehler</h1>', { status: 500 })],
    ['body 0', () => new Response('0')],
    ['body -1', () => new Response('-1')],
    ['malformed JSON', () => new Response('{"suggestions": [', { headers: { 'Content-Type': 'application/json' } })],
    ['a wrong shape', () => json({ suggestions: 'none' })],
    ['a wrong item shape', () => json({ suggestions: [{ id: 'x', value: 3 }] })],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    // as fetch does, the request ends when it is given up on
    [
      'a time-out',
      (_url: string, signal?: AbortSignal) =>
        new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error))),
    ],
  ])('explains %s in the popup and the live region, and keeps the text', async (name, answer) => {
    const input = await setUp(answer as () => Response);
    await type(input, 'tas');
    if (name === 'a time-out') await advance(1100);
    const message = document.querySelector('.si-search__message--error');
    expect(message?.textContent).toMatch(/nicht geladen werden|offline/);
    expect((message as HTMLElement).hidden).toBe(false);
    expect(status()).toBe(message!.textContent);
    expect(input.value).toBe('tas');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    // typing on asks again
    fetchMock.mockImplementation(async () => json(TASSE));
    await type(input, 'tass');
    expect(names()).toEqual(['Tasse <b>Gemütlich</b>']);
  });

  it('Enter follows a chosen suggestion only within the site; the "nothing found" row is no link', async () => {
    const input = await setUp((url) =>
      url.includes('query=evil')
        ? json({ suggestions: [{ id: 1, value: 'Evil', url: 'https://evil.test/' }] })
        : json({ suggestions: [{ id: -1, value: 'Keine Produkte gefunden.', url: '' }] }),
    );
    await type(input, 'xyz');
    expect(document.querySelector('.si-search__message')!.textContent).toBe('Keine Produkte gefunden.');
    expect(status()).toBe('Keine Produkte gefunden.');
    key(input, 'ArrowDown');
    expect(key(input, 'Enter').defaultPrevented).toBe(false); // the form submits the search
    await type(input, 'evil');
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows nothing for no results when that is switched off', async () => {
    const input = await setUp(() => json({ suggestions: [{ id: -1, value: 'Keine Produkte gefunden.', url: '' }] }), {
      latency: 50,
      showNoResults: false,
    });
    await type(input, 'xyz');
    expect(popup().hidden).toBe(true);
    expect(status()).toBe('');
  });

  it('arrows wrap, Home/End jump while an option is active, hover sets it, Enter and click follow', async () => {
    const input = await setUp(() => json(THREE));
    await type(input, 'tasse');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(key(input, 'Home').defaultPrevented).toBe(false); // the caret moves in the text
    key(input, 'ArrowUp');
    expect(activeName(input)).toBe('Tasse drei');
    key(input, 'ArrowDown');
    expect(activeName(input)).toBe('Tasse eins');
    expect(key(input, 'End').defaultPrevented).toBe(true);
    expect(activeName(input)).toBe('Tasse drei');
    key(input, 'Home');
    expect(activeName(input)).toBe('Tasse eins');
    const options = document.querySelectorAll<HTMLElement>('[role="option"]');
    act(() => void options[1]!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })));
    expect(activeName(input)).toBe('Tasse zwei');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(key(input, 'Enter').defaultPrevented).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('https://shop.test/product/zwei/');
    await type(input, 'tasse');
    act(() => document.querySelectorAll<HTMLElement>('[role="option"]')[2]!.click());
    expect(assign).toHaveBeenLastCalledWith('https://shop.test/product/drei/');
  });

  it('Escape closes the list, then empties the field', async () => {
    const input = await setUp(() => json(THREE));
    await type(input, 'tasse');
    key(input, 'ArrowDown');
    expect(key(input, 'Escape').defaultPrevented).toBe(true);
    expect(popup().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('tasse');
    key(input, 'Escape');
    expect(input.value).toBe('');
    expect(status()).toBe('');
  });

  it('hides the list 200 ms after focus leaves the form, and shows it again on return', async () => {
    const input = await setUp(() => json(THREE));
    await type(input, 'tasse');
    act(() => document.querySelector<HTMLElement>('.elsewhere')!.focus());
    await advance(BLUR_HIDE_MS - 1);
    expect(popup().hidden).toBe(false);
    await advance(1);
    expect(popup().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => input.focus());
    expect(popup().hidden).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('picks up what was typed before it hydrated', async () => {
    document.body.innerHTML = FORM;
    fetchMock = vi.fn(async () => json(THREE));
    vi.stubGlobal('fetch', fetchMock);
    const input = document.querySelector('input')!;
    input.value = 'tasse';
    input.focus();
    unmount = await mountedInAct(() => island.mount(document.querySelector('form')!, { latency: 50, showNoResults: true }));
    await advance(60);
    expect(names()).toEqual(['Tasse eins', 'Tasse zwei', 'Tasse drei']);
  });

  it('unmounts cleanly', async () => {
    const input = await setUp(() => json(TASSE));
    await type(input, 'tas');
    act(() => unmount!());
    unmount = undefined;
    expect(document.querySelector('.si-search__popup')).toBeNull();
    expect(document.querySelector('form')!.className).toBe('searchform');
    expect(input.hasAttribute('role')).toBe(false);
    expect(input.hasAttribute('aria-expanded')).toBe(false);
  });
});

// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { HOSTILE_HTML, inlineLeftovers, LEGIT_TEXT } from '../../test/fixtures/hostile-html';
import { mount } from './index';

const FORM =
  '<form class="searchform" action="/shop/"><input type="search" name="s" id="s"><select name="product_cat"><option value="">Alle</option><option value="tee">Tee</option></select></form>';
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

let unmount: (() => void) | void;
let fetchMock: ReturnType<typeof vi.fn>;

function setUp(answer: (url: string) => Response | Promise<Response>) {
  document.body.innerHTML = FORM;
  fetchMock = vi.fn(async (url: string) => answer(url));
  vi.stubGlobal('fetch', fetchMock);
  const form = document.querySelector('form')!;
  unmount = mount(form, { latency: 50, showNoResults: true });
  const input = document.querySelector('input')!;
  input.focus();
  return input;
}

async function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await vi.advanceTimersByTimeAsync(60);
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const queries = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'https://shop.test').searchParams.get('query'));

beforeEach(() => {
  vi.useFakeTimers();
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', locale: 'de-DE' };
});
afterEach(() => {
  unmount?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).shopIslands;
});

describe('product search island', () => {
  it('waits for 3 characters and the latency, then shows names as text and prices through the allow-list', async () => {
    const input = setUp(() => json(TASSE));
    await type(input, 'ta');
    expect(fetchMock).not.toHaveBeenCalled();
    input.value = 'tas';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(20);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(40);
    expect(queries()).toEqual(['tas']);
    const option = document.querySelector('[role="option"]')!;
    expect(option.querySelector('.si-search__name')!.textContent).toBe('Tasse <b>Gemütlich</b>');
    expect(option.querySelector('.si-search__price')!.innerHTML).toBe('<span class="amount">14,90 €</span>');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Ein Vorschlag. Mit den Pfeiltasten auswählen.');
  });

  it('keeps only the inline formatting of a hostile price', async () => {
    const input = setUp(() => json({ suggestions: [{ ...TASSE.suggestions[0], price: HOSTILE_HTML }] }));
    await type(input, 'tas');
    const price = document.querySelector('.si-search__price')!;
    expect(price.textContent).toContain(LEGIT_TEXT);
    expect(inlineLeftovers(price)).toBe(0);
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
  });

  it('asks once per query and category', async () => {
    const input = setUp(() => json(TASSE));
    await type(input, 'tas');
    await type(input, 'tass');
    await type(input, 'tas');
    document.querySelector('select')!.value = 'tee';
    document.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(60);
    expect(queries()).toEqual(['tas', 'tass', 'tas']);
    expect(fetchMock.mock.calls[2]![0]).toContain('product_cat=tee');
  });

  it('drops the answer to a query the field no longer shows', async () => {
    let release!: (response: Response) => void;
    const input = setUp((url) => (url.includes('query=tee') ? new Promise<Response>((resolve) => (release = resolve)) : json(TASSE)));
    await type(input, 'tee');
    await type(input, 'tas');
    release(json({ suggestions: [{ id: 13, value: 'Früchtetee', url: '/product/tee/' }] }));
    await vi.advanceTimersByTimeAsync(10);
    expect([...document.querySelectorAll('.si-search__name')].map((name) => name.textContent)).toEqual(['Tasse <b>Gemütlich</b>']);
  });

  it.each([
    ['HTTP 500', () => new Response('<h1>Fehler</h1>', { status: 500 })],
    ['body 0', () => new Response('0')],
    ['body -1', () => new Response('-1')],
    ['malformed JSON', () => new Response('{"suggestions": [', { headers: { 'Content-Type': 'application/json' } })],
    ['a wrong shape', () => json({ suggestions: 'none' })],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('explains %s and keeps the text', async (_name, answer) => {
    const input = setUp(answer as () => Response);
    await type(input, 'tas');
    const message = document.querySelector('.si-search__message--error');
    expect(message?.textContent).toMatch(/nicht geladen werden|offline/);
    expect(input.value).toBe('tas');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter follows a chosen suggestion only within the site; the "nothing found" row is no link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, href: 'https://shop.test/', origin: 'https://shop.test', assign });
    const input = setUp((url) =>
      url.includes('query=evil')
        ? json({ suggestions: [{ id: 1, value: 'Evil', url: 'https://evil.test/' }] })
        : json({ suggestions: [{ id: -1, value: 'Keine Produkte gefunden.', url: '' }] }),
    );
    await type(input, 'xyz');
    expect(document.querySelector('.si-search__message')!.textContent).toBe('Keine Produkte gefunden.');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false); // the form submits the search
    await type(input, 'evil');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('unmounts cleanly', async () => {
    const input = setUp(() => json(TASSE));
    await type(input, 'tas');
    unmount!();
    unmount = undefined;
    expect(document.querySelector('.si-search__popup')).toBeNull();
    expect(input.hasAttribute('role')).toBe(false);
    expect(input.hasAttribute('aria-expanded')).toBe(false);
  });
});

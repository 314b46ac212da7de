import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetConfig } from '../../src/wp/config';
import { RECORDED_DIR } from '../../test/fixtures/recorded';
import { TOAST_MS } from '../../src/ui/toast';
import { mountedInAct, settle, waitForPage } from '../../test/fixtures/act';
import { buttonsUpdated } from '../../test/fixtures/button-updates';
import island from './index';

const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 Artikel</div>' };
const ok = () => new Response(JSON.stringify({ fragments, cart_hash: 'h1' }));

let replies: Array<() => Response>;
let release: (() => void) | undefined;
let unmount: (() => void) | undefined;

async function card(extra = '') {
  document.body.innerHTML = `<ul><li class="product"><h2 class="woocommerce-loop-product__title">Espresso &lt;Nordlicht&gt;</h2>
    <a href="?add-to-cart=3" class="button add_to_cart_button" data-product_id="3" data-quantity="1" ${extra}>In den Warenkorb</a></li></ul>`;
  const button = document.querySelector<HTMLElement>('.add_to_cart_button')!;
  unmount = await mountedInAct(() => island.mount(button, {}));
  return button;
}
const toasts = () => [...document.querySelectorAll('.si-toast')].map((toast) => toast.textContent);

function configure(extra: Record<string, unknown> = {}) {
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = {
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
    cartUrl: '/warenkorb/',
    locale: 'de-DE',
    ...extra,
  };
}

beforeEach(() => {
  configure();
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      // Hold the reply until the test lets it go, to look at the loading state.
      if (release === undefined) await new Promise<void>((resolve) => (release = resolve));
      return (replies.shift() ?? ok)();
    }),
  );
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  release = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
});

// the cart store fetches the sanitiser with the first fragments; loaded here, that import settles at once
beforeAll(() => import('../../src/ui/sanitize').then((module) => module.sanitizer()));

/** The buttons `wc_cart_button_updated` is said for, until the test ends. */
function buttonsUpdatedInTest(): Element[] {
  const listening = new AbortController();
  onTestFinished(() => listening.abort());
  return buttonsUpdated(listening.signal);
}

describe('add-to-cart button', () => {
  it('shows loading, then added with one "View cart" link and a message; wc_cart_button_updated after every add', async () => {
    const button = await card();
    const updated = buttonsUpdatedInTest();
    act(() => button.click());
    await settle(10);
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    release!();
    await settle(10);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.classList.contains('added')).toBe(true);
    // right after the button, as add-to-cart.js puts it (a theme's `.button + .added_to_cart` finds it)
    const link = button.nextElementSibling as HTMLAnchorElement;
    expect(link.className).toBe('added_to_cart wc-forward');
    expect(link.getAttribute('href')).toBe('/warenkorb/');
    expect(link.textContent).toBe('Warenkorb anzeigen');
    expect(toasts()).toEqual(['„Espresso <Nordlicht>“ wurde Ihrem Warenkorb hinzugefügt.Warenkorb anzeigen']);
    expect(updated).toEqual([button]);
    act(() => button.click());
    await settle(10);
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);
    expect(updated).toEqual([button, button]);
    // a theme took the link away: the next add puts it back, as updateButton does
    act(() => document.querySelector('.added_to_cart')!.remove());
    act(() => button.click());
    await settle(10);
    expect(button.nextElementSibling?.matches('a.added_to_cart')).toBe(true);
    expect(updated).toEqual([button, button, button]);
  });

  it('an add past the time-out says it is taking long, keeps loading, and finishes with the real reply', async () => {
    configure({ requestTimeoutMs: 50 });
    const button = await card();
    act(() => button.click());
    await waitForPage(() => expect(toasts().join()).toContain('dauert länger'));
    expect(button.classList.contains('loading')).toBe(true);
    release!();
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
    expect(toasts().join()).not.toContain('dauert länger');
  });

  it('its message leaves after 3 s', async () => {
    vi.useFakeTimers();
    const button = await card();
    release = () => undefined;
    act(() => button.click());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(toasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_MS - 100));
    expect(toasts()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(toasts()).toEqual([]);
  });

  it('adds no "View cart" link on the cart page, and still says the button was updated', async () => {
    configure({ isCart: true });
    const button = await card();
    const updated = buttonsUpdatedInTest();
    release = () => undefined;
    act(() => button.click());
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
    expect(document.querySelector('.added_to_cart')).toBeNull();
    expect(updated).toEqual([button]);
  });

  it('goes to the cart after an add when the shop asks for it', async () => {
    configure({ cartRedirectAfterAdd: 'yes' });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const button = await card();
    release = () => undefined;
    act(() => button.click());
    await settle(10);
    expect(assign.mock.calls).toEqual([['/warenkorb/']]);
  });

  it('goes where woocommerce_add_to_cart_redirect says, saying nothing of the add first (add-to-cart.js fires no added_to_cart then)', async () => {
    configure({ cartRedirectAfterAdd: true, addedUrl: '/kasse/' });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const added = vi.fn();
    document.body.addEventListener('added_to_cart', added);
    try {
      const button = await card();
      release = () => undefined;
      act(() => button.click());
      await settle(10);
      expect(assign.mock.calls).toEqual([['/kasse/']]);
      expect(added).not.toHaveBeenCalled();
    } finally {
      document.body.removeEventListener('added_to_cart', added);
    }
  });

  it('links "View cart" where woocommerce_add_to_cart_redirect says, as add-to-cart.js does', async () => {
    configure({ addedUrl: '/kasse/' });
    const button = await card();
    release = () => undefined;
    act(() => button.click());
    await settle(10);
    expect(button.nextElementSibling?.matches('a.added_to_cart[href="/kasse/"]')).toBe(true);
  });

  it('a failed add explains itself, leaves the button usable and adds no link', async () => {
    const button = await card();
    const updated = buttonsUpdatedInTest();
    release = () => undefined;
    replies.push(() => new Response('<h1>Fehler</h1>', { status: 500 }));
    act(() => button.click());
    await settle(10);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.classList.contains('added')).toBe(false);
    expect(document.querySelector('.added_to_cart')).toBeNull();
    expect(updated).toEqual([]);
    const error = document.querySelector('.si-toast--error');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(error?.textContent).not.toBe('');
    act(() => button.click());
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
  });

  it.each([
    ['HTTP 500', () => new Response('<h1>Fehler</h1>', { status: 500 })],
    ['-1', () => new Response('-1', { status: 403 })],
    ['0', () => new Response('0', { status: 400 })],
    ['malformed JSON', () => new Response('{"fragments": {"div.widget_shopping_cart_content": "<div')],
    ['an empty 200 body', () => new Response('')],
    ['a product that does not exist', () => new Response('{"error":true,"product_url":false}')],
    ['a foreign product_url', () => new Response('{"error":true,"product_url":"https://evil.example/x"}')],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response],
  ])('%s: a message next to the button, no navigation, and the button stays usable', async (_name, reply) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const button = await card();
    release = () => undefined;
    replies.push(reply);
    act(() => button.click());
    await waitForPage(() => expect(document.querySelector('.si-add-to-cart__message')).not.toBeNull());
    const message = document.querySelector('.si-add-to-cart__message')!;
    expect(message.textContent).not.toBe('');
    expect(message.textContent).not.toMatch(/undefined|\[object|Error:|HTTP|JSON/);
    expect(button.getAttribute('aria-describedby')).toBe(message.id);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.classList.contains('loading')).toBe(false);
    expect(document.querySelector('.added_to_cart')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    act(() => button.click());
    await waitForPage(() => expect(button.classList.contains('added')).toBe(true));
    expect(document.querySelector('.si-add-to-cart__message')).toBeNull();
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('hostile text in a product name stays text in the message', async () => {
    const button = await card();
    release = () => undefined;
    button.closest('li')!.querySelector('h2')!.textContent = '<img src=x onerror="window.__pwned=1">';
    act(() => button.click());
    await settle(10);
    expect(document.querySelector('.si-toast img')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('unmounting gives the link back as printed: no classes, no link, no slot', async () => {
    const button = await card();
    release = () => undefined;
    act(() => button.click());
    await settle(10);
    expect(button.classList.contains('added')).toBe(true);
    act(() => unmount?.());
    unmount = undefined;
    const printed = document.querySelector('.add_to_cart_button')!;
    expect(printed.className).toBe('button add_to_cart_button');
    expect(printed.innerHTML).toBe('In den Warenkorb');
    expect(document.querySelector('.added_to_cart, .si-add-to-cart__after')).toBeNull();
  });

  it('reads the printed wc_add_to_cart_params as WooCommerce 10 prints them (strings: is_cart "", cart_redirect_after_add "no")', async () => {
    const printed = JSON.parse(readFileSync(join(RECORDED_DIR, 'woocommerce/globals/wc_add_to_cart_params.json'), 'utf8')) as {
      value: Record<string, string>;
    };
    expect(printed.value).toMatchObject({ is_cart: '', cart_redirect_after_add: 'no' });
    resetConfig();
    delete (globalThis as Record<string, unknown>).shopIslands;
    vi.stubGlobal('wc_add_to_cart_params', printed.value);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const button = await card();
    release = () => undefined;
    act(() => button.click());
    await settle(10);
    expect(fetch).toHaveBeenCalledWith('/?wc-ajax=add_to_cart', expect.anything());
    expect(document.querySelector('.added_to_cart')?.getAttribute('href')).toBe(printed.value.cart_url);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    const button = await card();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => button.dispatchEvent(event));
    await settle(10);
    expect(event.defaultPrevented).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

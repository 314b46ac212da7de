// @vitest-environment jsdom
// jsdom: fragments go through the sanitiser (DOMPurify does not work under happy-dom).
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../src/cart/store';
import { ROOT_ATTRIBUTE } from '../../src/islands/island';
import { resetConfig } from '../../src/wp/config';
import { mountedInAct, mountedInAsyncAct, settle } from '../../test/fixtures/act';
import miniCart from './index';
import { WOKEN_BY_ADD_ATTRIBUTE } from './names';

// the Cart widget's chunk, which its mount imports before it renders: loaded here, that import settles at once
beforeAll(() => import('./CartWidget'));

const line = (key: string, quantity: number) =>
  `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/cart/?remove_item=${key}" class="remove remove_from_cart_button" data-cart_item_key="${key}">×</a> Espresso <input type="number" class="qty" data-cart_item_key="${key}" value="${quantity}" min="0" max="99"></li>`;
const list = (...lines: string[]) =>
  `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">${lines.join('')}</ul></div>`;
const PRINTED_TOGGLE =
  '<button type="button" class="si-mini-cart__toggle" aria-expanded="false" aria-controls="si-mini-cart-panel" aria-label="Warenkorb anzeigen">v</button>';

function markup(mode: 'dropdown' | 'off-canvas', toggle = true) {
  return `<button id="before">vorher</button><div class="header-cart" data-island="mini-cart" data-mode="${mode}">
<a href="/cart/" class="header-cart-link"><span class="cart-count">1</span></a>${toggle ? PRINTED_TOGGLE : ''}
<div class="si-mini-cart__panel" id="si-mini-cart-panel" hidden>${list(line('aaa', 1))}</div></div>`;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fragmentsReply = (...lines: string[]) => ({
  fragments: { 'div.widget_shopping_cart_content': list(...lines), 'span.cart-count': `<span class="cart-count">${lines.length}</span>` },
  cart_hash: 'hash-1',
});

let unmount: (() => void) | undefined;
let replies: Array<(url: string) => Response | Promise<Response>>;

beforeEach(() => {
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const next = replies.shift();
      if (!next) throw new Error(`unexpected request ${url}`);
      return next(url);
    }),
  );
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetConfig();
  document.body.innerHTML = '';
  document.cookie = 'woocommerce_items_in_cart=; Max-Age=0';
});

async function mountOn(mode: 'dropdown' | 'off-canvas', options: { toggle?: boolean; autoCloseMs?: number } = {}) {
  document.body.innerHTML = markup(mode, options.toggle ?? true);
  const host = document.querySelector<HTMLElement>('[data-island="mini-cart"]')!;
  unmount = await mountedInAct(() => miniCart.mount(host, { mode, autoCloseMs: options.autoCloseMs ?? 5000 }));
  return host;
}

const panel = () => document.querySelector<HTMLElement>('.si-mini-cart__panel')!;
const toggle = () => document.querySelector<HTMLButtonElement>('.si-mini-cart__toggle')!;
const message = () => document.querySelector('.si-mini-cart__message')!;
const waitFor = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await settle();
  }
};

it('the hidden fragments host (its spec starts the cart store) mounts nothing: no root, its markup untouched', async () => {
  document.body.innerHTML = '<div data-island="mini-cart" data-mode="fragments" hidden></div>';
  const host = document.querySelector<HTMLElement>('[data-island]')!;
  const stop = await mountedInAct(() => miniCart.mount(host, { mode: 'fragments', autoCloseMs: 5000 }));
  expect(host.outerHTML).toBe('<div data-island="mini-cart" data-mode="fragments" hidden=""></div>');
  expect(document.querySelector(`[${ROOT_ATTRIBUTE}]`)).toBeNull();
  stop();
});

describe('mini-cart island', () => {
  it('answers the printed toggle from a slot root; the server’s list stays outside React; unmount gives the markup back', async () => {
    const host = await mountOn('dropdown');
    const printed = toggle();
    const list = document.querySelector('.widget_shopping_cart_content')!;
    expect(host.querySelector(`[${ROOT_ATTRIBUTE}]`)?.classList.contains('si-mini-cart__ui')).toBe(true);
    expect(list.closest(`[${ROOT_ATTRIBUTE}]`)).toBeNull();
    expect(document.querySelectorAll('.si-mini-cart__toggle')).toHaveLength(1);
    act(() => printed.click());
    expect(panel().hidden).toBe(false);
    expect(printed.getAttribute('aria-expanded')).toBe('true');
    expect(host.classList.contains('is-open')).toBe(true);
    expect(message().getAttribute('role')).toBe('alert');
    act(() => printed.click());
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(printed);
    act(() => unmount!());
    unmount = undefined;
    expect(host.querySelector('.si-mini-cart__message, .si-mini-cart__ui')).toBeNull();
    expect(panel().hidden).toBe(true);
  });

  it('renders its own toggle where the theme printed none', async () => {
    await mountOn('dropdown', { toggle: false });
    expect(toggle().getAttribute('aria-controls')).toBe('si-mini-cart-panel');
    act(() => toggle().click());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('off-canvas: a dialog that takes focus, traps Tab, closes on Escape and the backdrop, and gives focus back', async () => {
    await mountOn('off-canvas');
    toggle().focus();
    act(() => toggle().click());
    expect(panel().getAttribute('role')).toBe('dialog');
    expect(panel().getAttribute('aria-modal')).toBe('true');
    const close = document.querySelector<HTMLButtonElement>('.si-mini-cart__close')!;
    expect(document.activeElement).toBe(close);
    const last = [...panel().querySelectorAll<HTMLElement>('a[href], input')].at(-1)!;
    last.focus();
    act(() => void last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })));
    expect(document.activeElement).toBe(close);
    act(() => void close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
    act(() => toggle().click());
    const backdrop = document.querySelector<HTMLElement>('.si-mini-cart__backdrop')!;
    expect(backdrop.hidden).toBe(false);
    act(() => backdrop.click());
    expect(panel().hidden).toBe(true);
    expect(backdrop.hidden).toBe(true);
  });

  it('opens after an add and closes by itself after the delay, in both modes', async () => {
    for (const mode of ['dropdown', 'off-canvas'] as const) {
      await mountOn(mode, { autoCloseMs: 60 });
      // the panel's hidden attribute before each write of it (a loaded machine may take longer than the
      // delay to come back from the add, when the panel has closed again)
      const wasHidden: boolean[] = [];
      const changes = new MutationObserver((records) => wasHidden.push(...records.map((change) => change.oldValue !== null)));
      changes.observe(panel(), { attributeFilter: ['hidden'], attributeOldValue: true });
      replies.push(() => json(fragmentsReply(line('aaa', 1), line('bbb', 1))));
      await act(async () => void (await cartStore().addToCart({ product_id: 2 })));
      expect(document.querySelectorAll('.widget_shopping_cart_content li')).toHaveLength(2);
      await waitFor(() => panel().hidden);
      await settle();
      changes.disconnect();
      // hidden, opened by the add, closed by itself (a write that changed nothing is no change)
      const states = [...wasHidden, panel().hidden].filter((hidden, index, all) => index === 0 || hidden !== all[index - 1]);
      expect(states).toEqual([true, false, true]);
      act(() => unmount!());
      unmount = undefined;
    }
  });

  it('the drawer opened by a press stays open after an add', async () => {
    await mountOn('off-canvas', { autoCloseMs: 30 });
    act(() => toggle().click());
    replies.push(() => json(fragmentsReply(line('aaa', 2))));
    await act(async () => void (await cartStore().addToCart({ product_id: 1 })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(panel().hidden).toBe(false);
  });

  it('woken by an add that completed before it mounted, it opens at once (it reads the store, not only events)', async () => {
    replies.push(() => json(fragmentsReply(line('aaa', 1))));
    await cartStore().addToCart({ product_id: 3 });
    document.body.innerHTML = markup('dropdown');
    const host = document.querySelector<HTMLElement>('[data-island="mini-cart"]')!;
    host.setAttribute(WOKEN_BY_ADD_ATTRIBUTE, '');
    unmount = await mountedInAct(() => miniCart.mount(host, { mode: 'dropdown', autoCloseMs: 5000 }));
    expect(panel().hidden).toBe(false);
    expect(host.hasAttribute(WOKEN_BY_ADD_ATTRIBUTE)).toBe(false);
  });

  it('fragments replacing the list while open keep remove and quantity working (delegated on the host)', async () => {
    await mountOn('dropdown');
    act(() => toggle().click());
    replies.push(() => json(fragmentsReply(line('ccc', 1), line('ddd', 1))));
    await act(() => cartStore().refresh());
    expect(panel().hidden).toBe(false);
    expect(document.querySelectorAll('.widget_shopping_cart_content li')).toHaveLength(2);
    replies.push(() => json(fragmentsReply(line('ddd', 1))));
    act(() => document.querySelector<HTMLElement>('a[data-cart_item_key="ccc"]')!.click());
    await waitFor(() => document.querySelectorAll('.widget_shopping_cart_content li').length === 1);
    expect(panel().hidden).toBe(false);
  });

  it.each([
    ['500', () => new Response('<h1>Fehler</h1>', { status: 500 })],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['0 body', () => new Response('0', { status: 200 })],
  ])('a quantity change failing with %s says so and shows the cart as the server has it', async (_name, failure) => {
    await mountOn('dropdown');
    act(() => toggle().click());
    const input = document.querySelector<HTMLInputElement>('input.qty')!;
    input.value = '4';
    replies.push(failure);
    replies.push(() => json(fragmentsReply(line('aaa', 1))));
    act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() => message().textContent !== '');
    expect(message().textContent).toMatch(/Fehler|Verbindung|Menge|Antwort/);
    await waitFor(() => document.querySelector<HTMLInputElement>('input.qty')!.value === '1');
    expect(panel().getAttribute('aria-busy')).toBeNull();
  });

  it('a failed remove on a page with a checkout form stays, with a message in the panel', async () => {
    await mountOn('dropdown');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form class="checkout woocommerce-checkout"><input name="billing_first_name" value="Erika"></form>',
    );
    act(() => toggle().click());
    replies.push(() => new Response('<h1>Fehler</h1>', { status: 500 }));
    act(() => document.querySelector<HTMLElement>('a.remove_from_cart_button')!.click());
    await waitFor(() => message().textContent !== '');
    expect(message().textContent).toContain('nicht entfernt');
    expect(document.querySelectorAll('.widget_shopping_cart_content li')).toHaveLength(1);
    expect(document.querySelector('li')!.classList.contains('loading')).toBe(false);
  });

  it('an invalid quantity shows the browser’s report and sends nothing', async () => {
    await mountOn('dropdown');
    const input = document.querySelector<HTMLInputElement>('input.qty')!;
    input.value = '150';
    const report = vi.spyOn(input, 'reportValidity');
    act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(report).toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('the Cart widget (data-mode="widget")', () => {
    const WIDGET = (content: string) =>
      `<section class="widget woocommerce widget_shopping_cart"><h2>Warenkorb</h2><div class="hide_cart_widget_if_empty"><div class="si-mini-cart" data-island="mini-cart" data-mode="widget">${content}</div></div></section>`;
    async function mountWidget(content = list(line('aaa', 1))) {
      document.body.innerHTML = WIDGET(content);
      const host = document.querySelector<HTMLElement>('[data-island="mini-cart"]')!;
      unmount = await mountedInAsyncAct(() => miniCart.mount(host, { mode: 'widget', autoCloseMs: 5000 }));
      return host;
    }

    it('leaves the list where it is, shown: no toggle, no panel; the message line before it; unmount gives the markup back', async () => {
      const host = await mountWidget();
      expect(host.querySelector('button, .si-mini-cart__panel, [hidden]')).toBeNull();
      expect(host.firstElementChild!.classList.contains('si-mini-cart__ui')).toBe(true);
      expect(message().getAttribute('role')).toBe('alert');
      expect(document.querySelector('.widget_shopping_cart_content')!.closest(`[${ROOT_ATTRIBUTE}]`)).toBeNull();
      act(() => unmount!());
      unmount = undefined;
      expect(host.innerHTML).toBe(list(line('aaa', 1)));
    });

    it('an add refreshes the list in place and does not open anything', async () => {
      const host = await mountWidget();
      replies.push(() => json(fragmentsReply(line('aaa', 1), line('bbb', 1))));
      await act(async () => void (await cartStore().addToCart({ product_id: 2 })));
      expect(host.querySelectorAll('.widget_shopping_cart_content li')).toHaveLength(2);
      expect(host.classList.contains('is-open')).toBe(false);
    });

    it('removes through wc-ajax=remove_from_cart and shows the empty list the server sends', async () => {
      const host = await mountWidget();
      replies.push((url) => {
        expect(url).toContain('remove_from_cart');
        return json({
          fragments: {
            'div.widget_shopping_cart_content':
              '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>',
          },
          cart_hash: '',
        });
      });
      act(() => host.querySelector<HTMLElement>('a.remove_from_cart_button')!.click());
      await waitFor(() => host.querySelector('.woocommerce-mini-cart__empty-message') !== null);
      expect(host.getAttribute('aria-busy')).toBeNull();
    });

    it('a double click on a remove link removes once and never follows the link', async () => {
      const host = await mountWidget();
      const followed = vi.fn();
      const watch = (event: MouseEvent) => !event.defaultPrevented && followed();
      document.addEventListener('click', watch);
      let answer: (response: Response) => void = () => undefined;
      replies.push(() => new Promise<Response>((resolve) => (answer = resolve)));
      const remove = host.querySelector<HTMLElement>('a.remove_from_cart_button')!;
      act(() => remove.click());
      act(() => remove.click());
      await waitFor(() => vi.mocked(fetch).mock.calls.length > 0);
      await settle();
      await act(async () => answer(json(fragmentsReply())));
      await waitFor(() => host.querySelectorAll('li').length === 0);
      expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('remove_from_cart'))).toHaveLength(1);
      expect(followed).not.toHaveBeenCalled();
      document.removeEventListener('click', watch);
    });

    it('Space on a remove link presses it (the link has role="button" in WooCommerce)', async () => {
      const host = await mountWidget();
      replies.push(() => json(fragmentsReply()));
      const remove = host.querySelector<HTMLElement>('a.remove_from_cart_button')!;
      act(() => void remove.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })));
      await waitFor(() => host.querySelectorAll('li').length === 0);
    });

    it.each([
      ['500', () => new Response('<h1>Fehler</h1>', { status: 500 })],
      ['-1 body', () => new Response('-1', { status: 200 })],
    ])('a remove failing with %s on a checkout page keeps the line and says so', async (_name, failure) => {
      const host = await mountWidget();
      document.body.insertAdjacentHTML('beforeend', '<form class="checkout woocommerce-checkout"></form>');
      replies.push(failure);
      act(() => host.querySelector<HTMLElement>('a.remove_from_cart_button')!.click());
      await waitFor(() => message().textContent !== '');
      expect(message().textContent).toContain('nicht entfernt');
      expect(host.querySelectorAll('li')).toHaveLength(1);
      expect(host.getAttribute('aria-busy')).toBeNull();
    });

    it('shows a hidden empty-cart widget once a cart appears, and does not hide it again when emptied', async () => {
      document.documentElement.setAttribute('data-si-cart-empty', '');
      await mountWidget('<div class="widget_shopping_cart_content"><p>No products in the cart.</p></div>');
      document.cookie = 'woocommerce_items_in_cart=1';
      replies.push(() => json(fragmentsReply(line('aaa', 1))));
      await act(() => cartStore().refresh());
      expect(document.documentElement.hasAttribute('data-si-cart-empty')).toBe(false);
      document.cookie = 'woocommerce_items_in_cart=; Max-Age=0';
      replies.push(() => json(fragmentsReply()));
      await act(() => cartStore().refresh());
      expect(document.documentElement.hasAttribute('data-si-cart-empty')).toBe(false);
    });
  });
});

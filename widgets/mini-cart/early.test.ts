// @vitest-environment jsdom
// jsdom: fragments go through the sanitiser (DOMPurify does not work under happy-dom).
/** The remove and quantity that leave before the framework (early.ts) and the island that adopts them once mounted (controls.ts). */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_MARK } from '../../src/islands/busy';
import { holdPresses, type HeldPresses } from '../../src/islands/hold';
import { resetConfig } from '../../src/wp/config';
import { mountedInAct, mountedInAsyncAct, settle } from '../../test/fixtures/act';
import { takePress } from './early';
import miniCart from './index';
import { miniCart as spec } from './island';

// the Cart widget's chunk, which its mount imports before it renders: loaded here, that import settles at once
beforeAll(() => import('./CartWidget'));

const line = (key: string, quantity: number) =>
  `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/cart/?remove_item=${key}" class="remove remove_from_cart_button" data-cart_item_key="${key}">×</a> Espresso <input type="number" class="qty" data-cart_item_key="${key}" value="${quantity}" min="0" max="99"></li>`;
const list = (...lines: string[]) =>
  `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart">${lines.join('')}</ul></div>`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fragmentsReply = (...lines: string[]) => ({ fragments: { 'div.widget_shopping_cart_content': list(...lines) }, cart_hash: 'hash-1' });

let unmount: (() => void) | undefined;
let held: HeldPresses | undefined;
let replies: Array<(url: string) => Response | Promise<Response>>;
let requests: string[];
let removedEvents: number;
let listening: AbortController;

beforeEach(() => {
  replies = [];
  requests = [];
  removedEvents = 0;
  listening = new AbortController();
  document.body.addEventListener('removed_from_cart', () => removedEvents++, { signal: listening.signal });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push(`${String(url)} ${String(init?.body ?? '')}`);
      const next = replies.shift();
      if (!next) throw new Error(`unexpected request ${url}`);
      return next(String(url));
    }),
  );
});
afterEach(() => {
  listening.abort();
  held?.release();
  held = undefined;
  act(() => unmount?.());
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetConfig();
  document.body.innerHTML = '';
});

const waitFor = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await settle();
  }
};
/** A reply held until `answer` is called. */
function later() {
  let answer!: (reply: Response | Promise<Response>) => void;
  replies.push(() => new Promise<Response>((resolve) => (answer = resolve)));
  return (reply: Response | Promise<Response>) => answer(reply);
}

const removeRequests = () => requests.filter((request) => request.includes('remove_from_cart'));
const quantityRequests = () => requests.filter((request) => request.includes('flatsome_ajax_cart_item_alter_quantity'));
const message = () => document.querySelector('.si-mini-cart__message')?.textContent ?? '';
const removeLink = (key = 'aaa') => document.querySelector<HTMLAnchorElement>(`a.remove_from_cart_button[data-cart_item_key="${key}"]`);

/** The Cart widget, not mounted, with the loader's hold on it (the spec's selector, this module as its early answer, as the runtime sets it up). */
function widget(content = list(line('aaa', 1), line('bbb', 1)), checkout = true) {
  document.body.innerHTML = `<section class="widget woocommerce widget_shopping_cart"><div class="si-mini-cart" data-island="mini-cart" data-mode="widget">${content}</div></section>${
    checkout ? '<form class="checkout woocommerce-checkout"><input name="billing_first_name" value="Erika"></form>' : ''
  }`;
  const host = document.querySelector<HTMLElement>('[data-island="mini-cart"]')!;
  held = holdPresses(host, spec.holdUntilMounted, 8000, (press) => Promise.resolve(takePress(host, press)));
  return host;
}

/** The island mounts; the loader then lets go of what it held (the runtime's order). */
async function mount(host: HTMLElement) {
  unmount = await mountedInAsyncAct(() => miniCart.mount(host, { mode: 'widget', autoCloseMs: 5000 }));
  held?.release();
  held = undefined;
  await settle();
}

describe('a remove pressed before the island mounted', () => {
  it('leaves at once, busy from the press; the island adopts it (no second request, busy while out) and the item is gone once answered', async () => {
    const host = widget();
    const answer = later();
    act(() => removeLink()!.click());
    await settle();
    expect(removeRequests()).toHaveLength(1);
    expect(removeRequests()[0]).toContain('cart_item_key=aaa');
    const link = removeLink()!;
    expect(link.classList.contains('loading')).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.closest('li')!.classList.contains('loading')).toBe(true);

    await mount(host);
    expect(requests).toHaveLength(1);
    expect(host.getAttribute('aria-busy')).toBe('true');
    expect(link.closest('li')!.classList.contains('loading')).toBe(true);

    await act(async () => answer(json(fragmentsReply(line('bbb', 1)))));
    await waitFor(() => removeLink() === null);
    expect(host.querySelectorAll('li')).toHaveLength(1);
    expect(host.getAttribute('aria-busy')).toBeNull();
    expect(removedEvents).toBe(1);
    expect(requests).toHaveLength(1);
    expect(message()).toBe('');
  });

  it('answered before the mount: the list shows it without the island, which then sends nothing and says nothing', async () => {
    const host = widget();
    replies.push(() => json(fragmentsReply(line('bbb', 1))));
    act(() => removeLink()!.click());
    await waitFor(() => removeLink() === null);
    expect(host.querySelectorAll('li')).toHaveLength(1);
    await mount(host);
    expect(requests).toHaveLength(1);
    expect(removedEvents).toBe(1);
    expect(host.getAttribute('aria-busy')).toBeNull();
    expect(message()).toBe('');
  });

  it('a second press while it is out sends nothing and is not replayed to the island', async () => {
    const host = widget();
    const answer = later();
    act(() => removeLink()!.click());
    act(() => removeLink()!.click());
    await settle();
    await mount(host);
    await act(async () => answer(json(fragmentsReply(line('bbb', 1)))));
    await waitFor(() => removeLink() === null);
    await settle();
    expect(removeRequests()).toHaveLength(1);
  });

  it('the Cart widget’s toggle and a remove outside the list are left to the island', () => {
    const host = widget();
    host.insertAdjacentHTML(
      'afterbegin',
      '<button class="si-mini-cart__toggle">v</button><a class="remove_from_cart_button" data-cart_item_key="zzz">×</a>',
    );
    expect(takePress(host, { type: 'click', control: host.querySelector('.si-mini-cart__toggle')! })).toBe(false);
    expect(takePress(host, { type: 'click', control: removeLink('zzz')! })).toBe(false);
    const noKey = removeLink()!;
    noKey.removeAttribute('data-cart_item_key');
    expect(takePress(host, { type: 'click', control: noKey })).toBe(false);
    expect(requests).toEqual([]);
  });

  describe.each([
    ['HTTP 500', () => new Response('<h1>Fehler</h1>', { status: 500 })],
    ['-1', () => new Response('-1', { status: 200 })],
    ['0', () => new Response('0', { status: 200 })],
    ['a malformed reply', () => json({ fragments: 'kaputt' })],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('failing with %s on a page with a checkout form', (_name, failure) => {
    it('answered after the mount: the island shows its own failure (the line stays, unblocked, with the message)', async () => {
      const host = widget();
      const answer = later();
      act(() => removeLink()!.click());
      await settle();
      await mount(host);
      await act(async () => answer(failure()));
      await waitFor(() => message() !== '');
      expect(message()).toContain('nicht entfernt');
      expect(host.querySelectorAll('li')).toHaveLength(2);
      const link = removeLink()!;
      expect(link.closest('li')!.classList.contains('loading')).toBe(false);
      expect(link.classList.contains('loading')).toBe(false);
      expect(link.hasAttribute('aria-busy')).toBe(false);
      expect(host.getAttribute('aria-busy')).toBeNull();
      expect(removeRequests()).toHaveLength(1);
      // the island answers the next press itself
      replies.push(() => json(fragmentsReply(line('bbb', 1))));
      act(() => removeLink()!.click());
      await waitFor(() => removeLink() === null);
      expect(removeRequests()).toHaveLength(2);
    });

    it('answered before the mount: the line is unblocked at once and the island says why when it mounts', async () => {
      const host = widget();
      replies.push(failure);
      act(() => removeLink()!.click());
      await waitFor(() => !removeLink()!.hasAttribute(BUSY_MARK));
      expect(removeLink()!.closest('li')!.classList.contains('loading')).toBe(false);
      expect(removeLink()!.hasAttribute('aria-busy')).toBe(false);
      await mount(host);
      expect(message()).toContain('nicht entfernt');
      expect(removeRequests()).toHaveLength(1);
    });
  });
});

describe('a quantity changed before the island mounted', () => {
  const change = (input: HTMLInputElement, value: string) => {
    input.value = value;
    act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
  };
  const qty = () => document.querySelector<HTMLInputElement>('input.qty[data-cart_item_key="aaa"]')!;

  it('is sent at once (then the fragments refreshed), busy on the field; the island adopts it and sends nothing again', async () => {
    const host = widget();
    const answer = later();
    replies.push(() => json(fragmentsReply(line('aaa', 3), line('bbb', 1))));
    change(qty(), '3');
    await settle();
    expect(quantityRequests()).toHaveLength(1);
    expect(quantityRequests()[0]).toMatch(/quantity=3/);
    expect(qty().getAttribute('aria-busy')).toBe('true');
    await mount(host);
    expect(host.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(json({ success: true })));
    await waitFor(() => qty().value === '3' && host.getAttribute('aria-busy') === null);
    expect(qty().hasAttribute('aria-busy')).toBe(false);
    expect(quantityRequests()).toHaveLength(1);
    expect(requests).toHaveLength(2);
    // after the mount the island's own listener answers, the early one is quiet
    replies.push(
      () => json({ success: true }),
      () => json(fragmentsReply(line('aaa', 5), line('bbb', 1))),
    );
    change(qty(), '5');
    await waitFor(() => qty().value === '5' && host.getAttribute('aria-busy') === null);
    expect(quantityRequests()).toHaveLength(2);
    expect(qty().hasAttribute('aria-busy')).toBe(false);
  });

  it.each([
    ['HTTP 500', () => new Response('<h1>Fehler</h1>', { status: 500 })],
    ['-1', () => new Response('-1', { status: 200 })],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a malformed reply', () => new Response('<html>', { status: 200 })],
  ])('failing with %s: the cart as the server has it, and the island says so when it mounts', async (_name, failure) => {
    const host = widget();
    replies.push(failure, () => json(fragmentsReply(line('aaa', 1), line('bbb', 1))));
    change(qty(), '4');
    await waitFor(() => requests.length === 2 && qty().value === '1');
    await settle();
    expect(qty().hasAttribute('aria-busy')).toBe(false);
    await mount(host);
    expect(message()).toMatch(/Fehler|Verbindung|Menge|Antwort|offline|Sitzung/i);
    expect(host.getAttribute('aria-busy')).toBeNull();
    expect(quantityRequests()).toHaveLength(1);
    expect(document.querySelector('.si-mini-cart__unsaved')).toBeNull();
  });

  describe('failing while the island’s code cannot be loaded', () => {
    const unsaved = () => document.querySelector('.si-mini-cart__unsaved');

    it('offline, the code failing after the change: the field shows the cart’s quantity and the list says why, until back online', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const host = widget();
      host.setAttribute('data-island-state', 'loading');
      const offline = () => Promise.reject(new TypeError('Failed to fetch'));
      replies.push(offline, offline);
      change(qty(), '4');
      await waitFor(() => requests.length === 2);
      await settle();
      expect(unsaved()).toBeNull();
      host.setAttribute('data-island-state', 'error');
      await waitFor(() => unsaved() !== null);
      expect(qty().value).toBe('1');
      expect(unsaved()!.getAttribute('role')).toBe('alert');
      expect(unsaved()!.textContent).toMatch(/nicht geändert.*online/);
      expect(document.querySelector('.widget_shopping_cart_content')!.nextElementSibling).toBe(unsaved());
      dispatchEvent(new Event('online'));
      expect(unsaved()).toBeNull();
    });

    it('the code already failed (online): the list says the quantity was not changed, until the page is reloaded', async () => {
      const host = widget();
      host.setAttribute('data-island-state', 'error');
      replies.push(
        () => new Response('<h1>Fehler</h1>', { status: 500 }),
        () => new Response('<h1>Fehler</h1>', { status: 500 }),
      );
      change(qty(), '4');
      await waitFor(() => unsaved() !== null);
      expect(unsaved()!.textContent).toMatch(/nicht geändert.*Seite neu/);
      expect(qty().value).toBe('1');
      // online already: it stays, the code will not come without a reload
      dispatchEvent(new Event('online'));
      expect(unsaved()).not.toBeNull();
    });

    it('said once, however many changes failed', async () => {
      const host = widget();
      host.setAttribute('data-island-state', 'error');
      for (const value of ['4', '5']) {
        replies.push(
          () => new Response('-1', { status: 200 }),
          () => new Response('-1', { status: 200 }),
        );
        change(qty(), value);
        await waitFor(() => unsaved() !== null && qty().value === '1');
      }
      expect(document.querySelectorAll('.si-mini-cart__unsaved')).toHaveLength(1);
    });
  });

  it('an invalid quantity shows the browser’s report and sends nothing', () => {
    widget();
    const report = vi.spyOn(qty(), 'reportValidity');
    change(qty(), '150');
    expect(report).toHaveBeenCalled();
    expect(requests).toEqual([]);
  });
});

describe('the header dropdown’s toggle pressed before the island mounted', () => {
  const header = (mode = 'dropdown') => {
    document.body.innerHTML = `<div class="header-cart" data-island="mini-cart" data-mode="${mode}">
      <button type="button" class="si-mini-cart__toggle" aria-expanded="false" aria-controls="si-mini-cart-panel">Warenkorb</button>
      <div class="si-mini-cart__panel" id="si-mini-cart-panel" hidden>${list(line('aaa', 1))}</div></div>`;
    return document.querySelector<HTMLElement>('[data-island="mini-cart"]')!;
  };
  const toggle = () => document.querySelector<HTMLButtonElement>('.si-mini-cart__toggle')!;
  const panel = () => document.querySelector<HTMLElement>('.si-mini-cart__panel')!;

  it('opens the panel at once, a second press closes it; the island mounts on the open panel and keeps it open', async () => {
    const host = header();
    expect(takePress(host, { type: 'click', control: toggle() })).toBe(true);
    expect([host.classList.contains('is-open'), panel().hidden, toggle().getAttribute('aria-expanded')]).toEqual([true, false, 'true']);
    expect(takePress(host, { type: 'click', control: toggle() })).toBe(true);
    expect([host.classList.contains('is-open'), panel().hidden, toggle().getAttribute('aria-expanded')]).toEqual([false, true, 'false']);
    takePress(host, { type: 'click', control: toggle() });
    unmount = await mountedInAct(() => miniCart.mount(host, { mode: 'dropdown', autoCloseMs: 5000 }));
    await settle();
    expect([host.classList.contains('is-open'), panel().hidden, toggle().getAttribute('aria-expanded')]).toEqual([true, false, 'true']);
    // pinned open as by the toggle: the island's next press closes it
    act(() => toggle().click());
    expect([host.classList.contains('is-open'), panel().hidden]).toEqual([false, true]);
    // mounted, the island answers: the early module takes no press any more
    expect(takePress(host, { type: 'click', control: toggle() })).toBe(false);
    expect(requests).toEqual([]);
  });

  it('leaves the drawer (a modal dialog that moves focus) to the island', () => {
    const host = header('off-canvas');
    expect(takePress(host, { type: 'click', control: toggle() })).toBe(false);
    expect(panel().hidden).toBe(true);
  });
});

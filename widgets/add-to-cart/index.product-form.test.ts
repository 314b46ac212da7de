// @vitest-environment jsdom
/** The single-product form on a site without Flatsome's ajax add (admin-ajax answers `0`), and its messages. */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct, settle, waitForPage } from '../../test/fixtures/act';
import { recorded } from '../../test/fixtures/recorded';
import { useShopConfig } from '../../test/fixtures/shop-config';
import island from './index';

let unmount: (() => void) | undefined;
let replies: Array<() => Response>;
let sent: Array<{ url: string; body: string }>;

const fromRecording = (file: string) => () => {
  const { response } = recorded(`woocommerce/${file}`);
  return new Response(response.body, { status: response.status, headers: { 'Content-Type': response.contentType } });
};

async function page(fields: string) {
  document.body.innerHTML = `<div class="product"><h1 class="product_title">French Press</h1>
    <form class="cart" method="post" action="/product/french-press/">${fields}<input name="quantity" value="2">
    <button type="submit" name="add-to-cart" value="13" class="single_add_to_cart_button">In den Warenkorb</button></form></div>`;
  const form = document.querySelector<HTMLFormElement>('form.cart')!;
  unmount = await mountedInAct(() => island.mount(form, {}));
  return { form, button: form.querySelector<HTMLButtonElement>('button')! };
}

beforeEach(() => {
  useShopConfig({ locale: 'de-DE' });
  // a Flatsome page (its globals printed); the tests below say when its handler is missing
  (globalThis as Record<string, unknown>).flatsomeVars = { ajaxurl: '/wp-admin/admin-ajax.php' };
  Element.prototype.scrollIntoView = () => undefined;
  replies = [];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: String(init.body ?? '') });
      const reply = replies.shift();
      if (!reply) throw new Error(`no reply for ${url}`);
      return reply();
    }),
  );
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
  delete (globalThis as Record<string, unknown>).flatsomeVars;
});

describe('add-to-cart form without Flatsome’s ajax handler', () => {
  it('a simple product: admin-ajax says 0, the add goes to wc-ajax add_to_cart once, and shows as added', async () => {
    const { form, button } = await page('');
    replies.push(fromRecording('33-admin-ajax-no-action.json'), fromRecording('03-add_to_cart-success-simple.json'));
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    act(() => form.requestSubmit(button));
    await waitForPage(() => expect(button.classList.contains('added')).toBe(true));
    expect(sent.map((request) => request.url)).toEqual(['/wp-admin/admin-ajax.php', '/?wc-ajax=add_to_cart']);
    expect(new URLSearchParams(sent[1]!.body).get('quantity')).toBe('2');
    expect(post).not.toHaveBeenCalled();
    expect(document.querySelector('.woocommerce-error')).toBeNull();
  });

  it('a variable product: admin-ajax says 0, the form is posted as the browser would, with its add-to-cart field', async () => {
    const { form, button } = await page('<select name="variation_id"><option value="17" selected>Blau</option></select>');
    replies.push(fromRecording('33-admin-ajax-no-action.json'));
    let posted: Record<string, string> | undefined;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted = Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>);
    });
    act(() => form.requestSubmit(button));
    await waitForPage(() => expect(posted).toBeDefined());
    expect(posted).toEqual({ variation_id: '17', quantity: '2', 'add-to-cart': '13' });
    // (the page's store remembers the first `0`: later forms skip admin-ajax)
    expect(sent.filter((request) => request.url.includes('wc-ajax'))).toEqual([]);
    expect(document.querySelector('.woocommerce-error, .si-toast--error')).toBeNull();
  });

  it.each([
    ['HTTP 500', () => new Response('<h1>Fehler</h1>', { status: 500 })],
    ['-1', () => new Response('-1', { status: 403 })],
    ['malformed JSON', () => new Response('{"error": fal')],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response],
  ])('%s: a message right before the form, values kept, the button usable', async (_name, reply) => {
    const { form, button } = await page('');
    replies.push(reply);
    act(() => form.requestSubmit(button));
    await waitForPage(() => expect(form.previousElementSibling?.querySelector('.woocommerce-error')).not.toBeNull());
    const message = form.previousElementSibling!.querySelector('.woocommerce-error')!;
    expect(message.textContent).not.toMatch(/undefined|Error:|HTTP|JSON/);
    expect(button.getAttribute('aria-describedby')).toBe(message.id);
    expect(button.classList.contains('loading')).toBe(false);
    expect(form.querySelector<HTMLInputElement>('[name=quantity]')!.value).toBe('2');
    replies.push(() => new Response(JSON.stringify({ error: false, notices: '', fragments: {}, cart_hash: 'h' })));
    act(() => form.requestSubmit(button));
    await waitForPage(() => expect(button.classList.contains('added')).toBe(true));
    expect(form.previousElementSibling!.querySelector('.woocommerce-error')).toBeNull();
  });
});

describe('add-to-cart form: what is never sent by ajax', () => {
  it('a press on the button the variation script disabled adds nothing and posts nothing', async () => {
    const { form, button } = await page('<input type="hidden" name="variation_id" value="">');
    button.classList.add('disabled', 'wc-variation-selection-needed');
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    act(() => form.requestSubmit(button));
    await settle();
    expect(sent).toEqual([]);
    expect(post).not.toHaveBeenCalled();
    expect(button.classList.contains('loading')).toBe(false);
  });

  it('a form with a file field is posted by the browser, with its add-to-cart field', async () => {
    const { form, button } = await page('<input type="file" name="upload"><input type="checkbox" name="addon[]" value="a" checked>');
    let posted = false;
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted = new FormData(this).get('add-to-cart') === '13';
    });
    act(() => form.requestSubmit(button));
    await waitForPage(() => expect(posted).toBe(true));
    expect(sent).toEqual([]);
    expect(document.querySelector('.woocommerce-error, .si-toast--error')).toBeNull();
  });
});

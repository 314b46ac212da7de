// @vitest-environment jsdom
/**
 * The single-product form where Flatsome runs (its `flatsomeVars` printed): what the island posts to
 * `flatsome_ajax_add_to_cart` (its own file: the page's cart store remembers a missing handler).
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct, waitForPage } from '../../test/fixtures/act';
import { useShopConfig } from '../../test/fixtures/shop-config';
import island from './index';

let unmount: (() => void) | undefined;
let sent: Array<{ url: string; body: URLSearchParams }>;

beforeEach(() => {
  useShopConfig({ locale: 'de-DE' });
  (globalThis as Record<string, unknown>).flatsomeVars = { ajaxurl: '/wp-admin/admin-ajax.php' };
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: new URLSearchParams(String(init.body ?? '')) });
      return new Response(JSON.stringify({ fragments: {}, cart_hash: 'h' }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).shopIslands;
  delete (globalThis as Record<string, unknown>).flatsomeVars;
});

async function mount(html: string) {
  document.body.innerHTML = `<div class="product"><h1 class="product_title">Hoodie</h1>${html}</div>`;
  const form = document.querySelector<HTMLFormElement>('form.cart')!;
  unmount = await mountedInAct(() => island.mount(form, {}));
  return { form, button: form.querySelector<HTMLButtonElement>('button')! };
}

describe('the product form on a Flatsome site', () => {
  it('a simple product with add-ons: the repeated names, product_id and quantity, no add-to-cart field', async () => {
    const { form, button } = await mount(`<form class="cart" method="post">
      <input type="checkbox" name="addon[]" value="a" checked><input type="checkbox" name="addon[]" value="b" checked>
      <input name="quantity" value="2"><button type="submit" name="add-to-cart" value="13">In den Warenkorb</button></form>`);
    act(() => form.requestSubmit(button));
    await waitForPage(() => expect(button.classList.contains('added')).toBe(true));
    expect(sent.map((request) => request.url)).toEqual(['/wp-admin/admin-ajax.php']);
    const { body } = sent[0]!;
    expect(body.get('action')).toBe('flatsome_ajax_add_to_cart');
    expect(body.getAll('addon[]')).toEqual(['a', 'b']);
    expect(body.getAll('product_id')).toEqual(['13']);
    expect(body.get('quantity')).toBe('2');
    expect(body.has('add-to-cart')).toBe(false);
  });

  it('a variation chosen: product_id is the variation, its attributes as variation[…]', async () => {
    const { form, button } =
      await mount(`<form class="variations_form cart" method="post" data-product_id="20" data-product_variations="false">
      <select name="attribute_pa_groesse"><option value="m" selected>M</option></select>
      <select name="attribute_pa_farbe"><option value="blau" selected>Blau</option></select>
      <input name="quantity" value="3"><button type="submit" class="single_add_to_cart_button">In den Warenkorb</button>
      <input type="hidden" name="add-to-cart" value="20"><input type="hidden" name="product_id" value="20">
      <input type="hidden" name="variation_id" value="21"></form>`);
    act(() => form.requestSubmit(button));
    await waitForPage(() => expect(button.classList.contains('added')).toBe(true));
    const { body } = sent[0]!;
    expect(body.getAll('product_id')).toEqual(['21']);
    expect(body.get('quantity')).toBe('3');
    expect(body.get('variation[attribute_pa_groesse]')).toBe('m');
    expect(body.get('variation[attribute_pa_farbe]')).toBe('blau');
    expect(body.has('add-to-cart')).toBe(false);
  });
});

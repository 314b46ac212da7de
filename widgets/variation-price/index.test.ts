// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_HTML, inlineLeftovers, LEGIT_TEXT } from '../../test/fixtures/hostile-html';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';
import { variationPrice } from './island';

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { __xss?: string }).__xss;
});

const PRODUCT = `<div class="product"><p class="price" id="price"><span class="amount">9 € – 12 €</span></p>
<form class="cart"><select name="variation_id"><option value="">Wählen</option><option value="31">Groß</option></select></form></div>`;

const choose = (value: string) =>
  act(() => {
    const select = document.querySelector('select')!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('variation price', () => {
  it('shows a chosen variation price and stock through the inline allow-list, and the range again after', async () => {
    document.body.innerHTML = PRODUCT;
    const host = document.getElementById('price')!;
    const printed = host.innerHTML;
    const variations = [
      {
        variation_id: 31,
        price_html: `<span class="amount">12 €</span>${HOSTILE_HTML}`,
        availability_html: `<p class="stock">Vorrätig</p>${HOSTILE_HTML}`,
      },
    ];
    const unmount = await mountedInAct(() => island.mount(host, { variations, form: 'form.cart' }));
    expect(host.textContent).toBe('9 € – 12 €');
    expect(host.getAttribute('aria-live')).toBe('polite');
    const stock = document.querySelector<HTMLElement>('.si-variation-stock')!;
    expect(stock.hidden).toBe(true);
    choose('31');
    await vi.waitFor(() => expect(host.querySelector('.amount')?.textContent).toBe('12 €'));
    await vi.waitFor(() => expect(stock.textContent).toContain('Vorrätig'));
    expect(stock.hidden).toBe(false);
    expect(host.textContent).toContain(LEGIT_TEXT);
    expect(inlineLeftovers(host) + inlineLeftovers(stock)).toBe(0);
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
    choose('');
    expect(host.textContent).toBe('9 € – 12 €');
    expect(stock.hidden).toBe(true);
    act(() => unmount());
    expect(host.innerHTML).toBe(printed);
    expect(document.querySelector('.si-variation-stock')).toBeNull();
  });

  it('shows the variation already chosen when it mounts (a choice before hydration), and follows found_variation / reset_data', async () => {
    document.body.innerHTML = PRODUCT;
    const host = document.getElementById('price')!;
    document.querySelector('select')!.value = '31';
    const variations = [{ variation_id: 31, price_html: '<span class="amount">12 €</span>' }];
    const unmount = await mountedInAct(() => island.mount(host, { variations, form: 'form.cart' }));
    await vi.waitFor(() => expect(host.textContent).toBe('12 €'));
    const form = document.querySelector('form')!;
    act(() => void form.dispatchEvent(new CustomEvent('reset_data', { bubbles: true, detail: [] })));
    expect(host.textContent).toBe('9 € – 12 €');
    act(() => void form.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [{ price_html: '<b>11 €</b>' }] })));
    await vi.waitFor(() => expect(host.textContent).toBe('11 €'));
    act(() => unmount());
  });

  it('ignores malformed variation data: the range stays', async () => {
    document.body.innerHTML = PRODUCT;
    const host = document.getElementById('price')!;
    const unmount = await mountedInAct(() => island.mount(host, { variations: { not: 'a list' }, form: 'form.cart' }));
    choose('31');
    expect(host.textContent).toBe('9 € – 12 €');
    act(() => unmount());
  });

  it('refuses a page without the variations form', () => {
    document.body.innerHTML = '<p class="price" id="price">9 €</p>';
    expect(() => island.mount(document.getElementById('price')!, { variations: [], form: 'form.cart' })).toThrow(/no variations form/);
  });

  it('the loader forwards a pointer or focus on the form to the price host (its interaction strategy)', () => {
    document.body.innerHTML = PRODUCT;
    const host = document.getElementById('price')!;
    const woke = vi.fn();
    host.addEventListener('focusin', woke);
    variationPrice.onFound(host);
    document.querySelector('select')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(woke).toHaveBeenCalledTimes(1);
  });
});

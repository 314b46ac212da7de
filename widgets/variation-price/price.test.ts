// @vitest-environment jsdom
// jsdom: DOMPurify (the sanitiser) does not work under happy-dom.
import { afterEach, describe, expect, it } from 'vitest';
import { HOSTILE_HTML, inlineLeftovers, LEGIT_TEXT } from '../../test/fixtures/hostile-html';
import { mount } from './index';

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { __xss?: string }).__xss;
});

describe('variation price', () => {
  it('shows a chosen variation price and stock through the inline allow-list, and the range again after', () => {
    document.body.innerHTML = `<div class="product"><p class="price" id="price"><span class="amount">9 € – 12 €</span></p>
<form class="cart"><select name="variation_id"><option value="">Wählen</option><option value="31">Groß</option></select></form></div>`;
    const host = document.getElementById('price')!;
    const variations = [
      {
        variation_id: 31,
        price_html: `<span class="amount">12 €</span>${HOSTILE_HTML}`,
        availability_html: `<p class="stock">Vorrätig</p>${HOSTILE_HTML}`,
      },
    ];
    const unmount = mount(host, { variations, form: 'form.cart' });
    const select = document.querySelector('select')!;
    select.value = '31';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const stock = document.querySelector('.si-variation-stock')!;
    expect(host.querySelector('.amount')!.textContent).toBe('12 €');
    expect(host.textContent).toContain(LEGIT_TEXT);
    expect(stock.textContent).toContain('Vorrätig');
    expect(inlineLeftovers(host) + inlineLeftovers(stock)).toBe(0);
    expect((window as unknown as { __xss?: string }).__xss).toBeUndefined();
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(host.textContent).toBe('9 € – 12 €');
    unmount();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import { buttonData, productName } from './button';

let dropJQuery: (() => void) | undefined;
afterEach(() => dropJQuery?.());

describe('add-to-cart button data', () => {
  it('sends every data-* attribute but the runtime’s own', () => {
    document.body.innerHTML = `<li class="product"><h2 class="woocommerce-loop-product__title">Filter &amp; Co</h2>
      <a data-island="add-to-cart" data-island-state="mounted" data-hydrate="load" data-product_id="12" data-product_sku="NL-1" data-quantity="2" data-custom="x">+</a></li>`;
    const button = document.querySelector('a')!;
    expect(buttonData(button)).toEqual({ product_id: '12', product_sku: 'NL-1', quantity: '2', custom: 'x' });
    expect(productName(button)).toBe('Filter & Co');
  });

  it("names a dashed attribute as add-to-cart.js sends it (the element's dataset: data-variation-id is variationId)", () => {
    document.body.innerHTML = `<a data-island="add-to-cart" data-si-busy="" data-product_id="12" data-variation-id="34" data-addon-gift-note="Hi">+</a>`;
    expect(buttonData(document.querySelector('a')!)).toEqual({ product_id: '12', variationId: '34', addonGiftNote: 'Hi' });
  });

  it('with jQuery on the page, takes the values other scripts stored with .data(key, value) too; the attributes win, as in add-to-cart.js', () => {
    dropJQuery = useRealJQuery();
    document.body.innerHTML = `<a data-island="add-to-cart" data-island-state="mounted" data-product_id="12" data-quantity="1" data-flags='{"a":1}'>+</a>`;
    const button = document.querySelector('a')!;
    realJQuery(button).data('quantity', 5).data('gift_note', 'Für Oma').data('wrapping', { paper: 'rot' });
    expect(buttonData(button)).toEqual({
      product_id: '12',
      quantity: '1',
      flags: '{"a":1}',
      gift_note: 'Für Oma',
      wrapping: { paper: 'rot' },
    });
  });
});

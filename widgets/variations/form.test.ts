import { afterEach, describe, expect, it } from 'vitest';
import { resetContent, resetVariationAttr, setContent, setVariationAttr, showMeta, showQuantity, updateAttributeFields } from './form';
import { parseVariationData, type Variation } from './match';

afterEach(() => {
  document.body.innerHTML = '';
});

const variations = (list: unknown[]) => parseVariationData(list) as Variation[];

describe('printed text and attributes kept as WooCommerce keeps them', () => {
  it('data-o_content holds the printed text once; reset puts it back', () => {
    document.body.innerHTML = '<span class="sku">HOODIE</span>';
    const sku = document.querySelector('.sku')!;
    setContent(sku, 'HOODIE-M');
    setContent(sku, 'HOODIE-L');
    expect(sku.getAttribute('data-o_content')).toBe('HOODIE');
    expect(sku.textContent).toBe('HOODIE-L');
    resetContent(sku);
    expect(sku.textContent).toBe('HOODIE');
  });

  it('data-o_<attribute> as jQuery’s attr(): false removes, undefined leaves, reset restores (an absent one as empty)', () => {
    document.body.innerHTML = '<img src="/a.png" alt="A">';
    const image = document.querySelector('img')!;
    setVariationAttr(image, 'src', '/b.png');
    setVariationAttr(image, 'srcset', false);
    setVariationAttr(image, 'alt', undefined);
    expect(image.getAttribute('src')).toBe('/b.png');
    expect(image.getAttribute('alt')).toBe('A');
    expect(image.getAttribute('data-o_srcset')).toBe('');
    resetVariationAttr(image, 'src');
    resetVariationAttr(image, 'srcset');
    expect(image.getAttribute('src')).toBe('/a.png');
    expect(image.getAttribute('srcset')).toBe('');
  });
});

describe('showMeta / showQuantity', () => {
  it('sets SKU, weight and decoded dimensions, and puts the printed ones back', () => {
    document.body.innerHTML = `<div class="product"><form class="variations_form"></form>
      <div class="product_meta"><span class="sku">P</span></div>
      <table><tr class="woocommerce-product-attributes-item--weight"><td class="woocommerce-product-attributes-item__value">1 kg</td></tr>
      <tr class="woocommerce-product-attributes-item--dimensions"><td class="woocommerce-product-attributes-item__value">N/A</td></tr></table></div>`;
    const form = document.querySelector('form')!;
    const [variation] = variations([
      { variation_id: 1, sku: 'P-1', weight: '2', weight_html: '2 kg', dimensions: { length: '1' }, dimensions_html: '10 &times; 5 cm' },
    ]);
    showMeta(form, variation!);
    const text = (selector: string) => document.querySelector(selector)!.textContent;
    expect(text('.sku')).toBe('P-1');
    expect(text('.woocommerce-product-attributes-item--weight td')).toBe('2 kg');
    expect(text('.woocommerce-product-attributes-item--dimensions td')).toBe('10 × 5 cm');
    showMeta(form, null);
    expect(text('.sku')).toBe('P');
    expect(text('.woocommerce-product-attributes-item--weight td')).toBe('1 kg');
  });

  it('a sold-individually variation gets 1 and a hidden quantity; another its limits', () => {
    document.body.innerHTML = `<form><div class="single_variation_wrap"><div class="quantity"><input class="qty" name="quantity" value="4"></div></div></form>`;
    const form = document.querySelector('form')!;
    const input = document.querySelector('input')!;
    showQuantity(form, variations([{ variation_id: 1, is_sold_individually: 'yes' }])[0]!);
    expect([input.value, input.getAttribute('max'), document.querySelector<HTMLElement>('.quantity')!.style.display]).toEqual([
      '1',
      '',
      'none',
    ]);
    input.value = '9';
    showQuantity(form, variations([{ variation_id: 2, min_qty: 1, max_qty: 3 }])[0]!);
    expect([input.value, input.getAttribute('max'), document.querySelector<HTMLElement>('.quantity')!.style.display]).toEqual([
      '3',
      '3',
      '',
    ]);
  });
});

describe('updateAttributeFields', () => {
  it('rebuilds each select from its printed options; show_option_none="no" drops the placeholder once a valid value is chosen', () => {
    document.body.innerHTML = `<form><table class="variations">
      <tr><td><select name="attribute_a" data-show_option_none="no"><option value="">Choose</option><option value="x">X</option><option value="y">Y</option></select></td></tr>
      <tr><td><select name="attribute_b" data-show_option_none="yes"><option value="">Choose</option><option value="p">P</option><option value="q">Q</option></select></td></tr>
    </table></form>`;
    const form = document.querySelector('form')!;
    const [a, b] = [...document.querySelectorAll('select')];
    const list = variations([
      { variation_id: 1, attributes: { attribute_a: 'x', attribute_b: 'p' } },
      { variation_id: 2, attributes: { attribute_a: 'y', attribute_b: 'q' }, variation_is_active: false },
    ]);
    a!.value = 'x';
    expect(updateAttributeFields(form, list)).toEqual([]);
    const options = (select: HTMLSelectElement) =>
      [...select.options].map((option) => `${option.value}${option.disabled ? '(disabled)' : ''}`);
    expect(options(a!)).toEqual(['x', 'y(disabled)']);
    expect(options(b!)).toEqual(['', 'p']);
    a!.value = '';
    updateAttributeFields(form, list);
    expect(options(a!)).toEqual(['', 'x', 'y(disabled)']);
    expect(options(b!)).toEqual(['', 'p', 'q(disabled)']);
  });
});

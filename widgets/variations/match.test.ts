import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORDED_DIR, recorded } from '../../test/fixtures/recorded';
import { parseVariationReply } from './api';
import {
  DEFAULT_TEMPLATE,
  chosenOf,
  decodeEntities,
  fillTemplate,
  findMatchingVariations,
  isComplete,
  isMatch,
  isPurchasable,
  parseVariationData,
  planOptions,
  quantityFor,
  type Attributes,
  type Variation,
} from './match';

const variation = (id: number, attributes: Attributes, more: Record<string, unknown> = {}): Variation =>
  (parseVariationData([{ variation_id: id, attributes, ...more }]) as Variation[])[0]!;

/** The Hoodie of the test shop: S/M/L × schwarz/blau, L + blau out of stock. */
const HOODIE = ['s', 'm', 'l'].flatMap((size, i) =>
  ['schwarz', 'blau'].map((colour, j) =>
    variation(
      22 + i * 2 + j,
      { attribute_pa_groesse: size, attribute_pa_farbe: colour },
      { is_in_stock: !(size === 'l' && colour === 'blau'), sku: `HOODIE-${size.toUpperCase()}-${colour.toUpperCase()}` },
    ),
  ),
);

describe('parseVariationData', () => {
  it('reads the list, keeps unknown keys, and drops malformed entries', () => {
    const list = parseVariationData([
      { variation_id: 5, attributes: { attribute_pa_farbe: 'blau' }, price_html: '<b>1</b>', wgm_extra: 'x' },
      { variation_id: 'nope' },
      'junk',
      { variation_id: '7', attributes: { attribute_x: 3 }, is_in_stock: 'maybe' },
    ]) as Variation[];
    expect(list.map((entry) => entry.variation_id)).toEqual([5, 7]);
    expect((list[0] as Record<string, unknown>).wgm_extra).toBe('x');
    expect(list[1]!.attributes).toEqual({ attribute_x: '' });
    expect(list[1]!.is_in_stock).toBe(true);
  });

  it('is false above the threshold (`false`) and for anything that is not a list', () => {
    expect(parseVariationData(false)).toBe(false);
    expect(parseVariationData({})).toBe(false);
    expect(parseVariationData('[]')).toBe(false);
    expect(parseVariationData([])).toEqual([]);
  });

  it('reads the recorded variations of a variable product', () => {
    const list = parseVariationData(
      JSON.parse(readFileSync(join(RECORDED_DIR, 'woocommerce/html/single-product-variations-data.json'), 'utf8')),
    );
    expect(list && list.length).toBeGreaterThan(0);
    expect(list && list[0]).toMatchObject({ attributes: { attribute_pa_size: 's' }, is_in_stock: true, variation_is_visible: true });
  });
});

describe('isMatch', () => {
  it('matches as WooCommerce: empty on either side is "any"', () => {
    expect(isMatch({ a: 'x', b: 'y' }, { a: 'x', b: 'y' })).toBe(true);
    expect(isMatch({ a: 'x', b: '' }, { a: 'x', b: 'z' })).toBe(true);
    expect(isMatch({ a: 'x', b: 'y' }, { a: 'x', b: '' })).toBe(true);
    expect(isMatch({ a: 'x', b: 'y' }, { a: 'x' })).toBe(true);
    expect(isMatch({ a: 'x', b: 'y' }, { a: 'x', b: 'z' })).toBe(false);
  });

  it('finds the Hoodie’s M + Schwarz and nothing for a half choice alone', () => {
    const chosen = { attribute_pa_groesse: 'm', attribute_pa_farbe: 'schwarz' };
    expect(findMatchingVariations(HOODIE, chosen).map((entry) => entry.sku)).toEqual(['HOODIE-M-SCHWARZ']);
    expect(findMatchingVariations(HOODIE, { attribute_pa_groesse: 'm', attribute_pa_farbe: '' })).toHaveLength(2);
  });

  const value = fc.constantFrom('', 'a', 'b', 'c');
  const names = ['attribute_x', 'attribute_y', 'attribute_z'];
  const attributes = fc.record(Object.fromEntries(names.map((name) => [name, value])) as Record<string, typeof value>);

  it('a full choice matches a variation exactly when each attribute is equal or the variation’s is "any" (property)', () => {
    fc.assert(
      fc.property(attributes, attributes, (own, chosen) => {
        const full = Object.fromEntries(Object.entries(chosen).map(([name, v]) => [name, v || 'a']));
        const expected = names.every((name) => own[name] === '' || own[name] === full[name]);
        expect(isMatch(own, full)).toBe(expected);
      }),
    );
  });

  it('choosing less never matches fewer variations (property)', () => {
    fc.assert(
      fc.property(fc.array(attributes, { maxLength: 12 }), attributes, fc.constantFrom(...names), (list, chosen, dropped) => {
        const variations = list.map((attrs, i) => variation(i + 1, attrs));
        const fewer = findMatchingVariations(variations, { ...chosen, [dropped]: '' });
        for (const match of findMatchingVariations(variations, chosen)) expect(fewer).toContain(match);
      }),
    );
  });
});

describe('chosenOf / isComplete', () => {
  it('counts the fields and the chosen ones', () => {
    const chosen = chosenOf([
      ['attribute_pa_groesse', 'm'],
      ['attribute_pa_farbe', ''],
    ]);
    expect(chosen).toEqual({ count: 2, chosenCount: 1, data: { attribute_pa_groesse: 'm', attribute_pa_farbe: '' } });
    expect(isComplete(chosen)).toBe(false);
    expect(isComplete(chosenOf([['a', 'x']]))).toBe(true);
    expect(isComplete(chosenOf([]))).toBe(false);
  });
});

describe('planOptions', () => {
  const sizes = ['s', 'm', 'l'];

  it('keeps every option of an attribute that a variation of the other choices has', () => {
    const plan = planOptions(HOODIE, { attribute_pa_groesse: '', attribute_pa_farbe: 'blau' }, 'attribute_pa_groesse', sizes, '', 'yes');
    expect(plan).toEqual({
      placeholder: true,
      options: sizes.map((value) => ({ value, disabled: false })),
      value: '',
      reset: false,
    });
  });

  it('removes options no variation has, disables those of inactive ones, and resets a gone choice', () => {
    const variations = [
      variation(1, { attribute_a: 'x', attribute_b: 'p' }),
      variation(2, { attribute_a: 'y', attribute_b: 'p' }, { variation_is_active: false }),
      variation(3, { attribute_a: 'z', attribute_b: 'q' }),
    ];
    const plan = planOptions(variations, { attribute_a: 'z', attribute_b: 'p' }, 'attribute_a', ['x', 'y', 'z'], 'z', 'yes');
    expect(plan.options).toEqual([
      { value: 'x', disabled: false },
      { value: 'y', disabled: true },
    ]);
    expect(plan).toMatchObject({ value: '', reset: true, placeholder: true });
  });

  it('drops the placeholder for a valid choice only when the field says show_option_none = no', () => {
    expect(planOptions(HOODIE, { attribute_pa_groesse: 'm' }, 'attribute_pa_groesse', sizes, 'm', 'no').placeholder).toBe(false);
    expect(planOptions(HOODIE, { attribute_pa_groesse: 'm' }, 'attribute_pa_groesse', sizes, 'm', 'yes').placeholder).toBe(true);
  });

  it('an "any" variation keeps every option; an attribute value with an entity matches its option’s text', () => {
    const variations = [
      variation(1, { attribute_a: '', attribute_b: 'p' }),
      variation(2, { attribute_a: 'Tom &amp; Jerry', attribute_b: 'q' }),
    ];
    expect(planOptions(variations, { attribute_b: 'p' }, 'attribute_a', ['1', '2'], '', 'yes').options.map((o) => o.value)).toEqual([
      '1',
      '2',
    ]);
    expect(
      planOptions(variations, { attribute_b: 'q' }, 'attribute_a', ['1', 'Tom & Jerry'], '', 'yes').options.map((o) => o.value),
    ).toEqual(['Tom & Jerry']);
  });

  it('never invents options, and the value it keeps is one of them or empty (property)', () => {
    const value = fc.constantFrom('', 'a', 'b', 'c');
    fc.assert(
      fc.property(
        fc.array(fc.record({ attribute_x: value, attribute_y: value }), { maxLength: 10 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        value,
        value,
        (list, active, x, y) => {
          const variations = list.map((attrs, i) => variation(i + 1, attrs, { variation_is_active: active[i] }));
          const plan = planOptions(variations, { attribute_x: x, attribute_y: y }, 'attribute_x', ['a', 'b', 'c'], x, 'no');
          const values = plan.options.map((option) => option.value);
          expect(values.every((option) => ['a', 'b', 'c'].includes(option))).toBe(true);
          expect(plan.value === '' || values.includes(plan.value)).toBe(true);
          expect(plan.reset).toBe(x !== '' && plan.value === '');
          if (plan.value !== '') expect(plan.options.find((option) => option.value === plan.value)!.disabled).toBe(false);
        },
      ),
    );
  });
});

describe('isPurchasable / quantityFor', () => {
  it('needs purchasable, in stock and visible', () => {
    expect(isPurchasable(HOODIE[2]!)).toBe(true);
    expect(isPurchasable(HOODIE[5]!)).toBe(false);
    expect(isPurchasable(variation(1, {}, { variation_is_visible: false }))).toBe(false);
    expect(isPurchasable(variation(1, {}, { is_purchasable: false }))).toBe(false);
  });

  it('keeps the quantity within the variation’s limits, as WooCommerce', () => {
    const limited = variation(1, {}, { min_qty: 2, max_qty: 5 });
    expect(quantityFor(limited, '1')).toEqual({ value: '2', min: '2', max: '5', hidden: false });
    expect(quantityFor(limited, '9')).toEqual({ value: '5', min: '2', max: '5', hidden: false });
    expect(quantityFor(limited, '')).toEqual({ value: '2', min: '2', max: '5', hidden: false });
    expect(quantityFor(variation(1, {}, { min_qty: 1, max_qty: '' }), '40')).toMatchObject({ value: '40', max: '' });
    expect(quantityFor(variation(1, {}, { is_sold_individually: 'yes' }), '3')).toEqual({ value: '1', min: '1', max: '', hidden: true });
  });
});

describe('fillTemplate', () => {
  it('fills the default template with the variation’s markup', () => {
    const html = fillTemplate(DEFAULT_TEMPLATE, {
      variation_description: '<p>Blau</p>',
      price_html: '<b>39 €</b>',
      availability_html: '',
    })!;
    expect(html).toContain('<div class="woocommerce-variation-description"><p>Blau</p></div>');
    expect(html).toContain('<div class="woocommerce-variation-price"><b>39 €</b></div>');
    expect(html).toContain('<div class="woocommerce-variation-availability"></div>');
  });

  it('escapes {{ }}, empties mismatched braces and falsy values, and gives up on what needs wp.template', () => {
    expect(fillTemplate('<i>{{ data.variation.sku }}</i>', { sku: '<b>&' })).toBe('<i>&lt;b&gt;&amp;</i>');
    expect(fillTemplate('<i>{{{ data.variation.sku }}</i>', { sku: 'x' })).toBe('<i></i>');
    expect(fillTemplate('<i>{{{ data.variation.min_qty }}}</i>', { min_qty: 0 })).toBe('<i></i>');
    expect(fillTemplate('<# if ( data.variation.sku ) { #>x<# } #>', {})).toBeNull();
    expect(fillTemplate('{{{ data.other }}}', {})).toBeNull();
    expect(fillTemplate('{{{ data.variation.image.src }}}', {})).toBeNull();
  });

  it('German Market’s unit price and delivery time, appended to price_html, come through', () => {
    // WGM_Helper::prepare_variation_data appends its summary to price_html (no key of its own)
    const german = {
      price_html:
        '<span class="price"><span class="woocommerce-Price-amount amount"><bdi>39,00&nbsp;&euro;</bdi></span></span>' +
        '<div class="wgm-info woocommerce-de_price_taxrate ">Enthält 19% MwSt.</div>' +
        '<div class="wgm-info price-per-unit price-per-unit-loop ppu-variation-wrap">78,00 € / 1 kg</div>' +
        '<div class="wgm-info shipping_de shipping_de_string delivery-time-2-3-tage"><small><span>Lieferzeit: 2-3 Tage</span></small></div>',
    };
    const html = fillTemplate(DEFAULT_TEMPLATE, german)!;
    expect(html).toContain('78,00 € / 1 kg');
    expect(html).toContain('Lieferzeit: 2-3 Tage');
  });
});

describe('decodeEntities', () => {
  it('decodes the entities WooCommerce’s attribute values carry', () => {
    expect(decodeEntities('Tom &amp; Jerry &#8211; &#x41; &quot;x&quot; &lt;&gt; &nope;')).toBe('Tom & Jerry – A "x" <> &nope;');
  });
});

describe('get_variation replies (recorded)', () => {
  const body = (file: string) => recorded(`woocommerce/${file}`).response.body;

  it('a match is the variation', () => {
    const found = parseVariationReply(body('22-get_variation-match.json'), '/?wc-ajax=get_variation')!;
    expect(found).toMatchObject({ variation_id: 17, sku: 'HOODIE-S', is_in_stock: true, attributes: { attribute_pa_size: 's' } });
  });

  it('`false` and the empty body (no product id) are "no match"', () => {
    expect(parseVariationReply(body('23-get_variation-no-match.json'), '/x')).toBeNull();
    expect(parseVariationReply(body('24-get_variation-no-product_id.json'), '/x')).toBeNull();
  });

  it('malformed JSON and JSON that is no variation are protocol errors', () => {
    expect(() => parseVariationReply('<html>Fatal error</html>', '/x')).toThrow(
      expect.objectContaining({ kind: 'protocol', code: 'malformed' }),
    );
    expect(() => parseVariationReply('{"success":true}', '/x')).toThrow(expect.objectContaining({ kind: 'protocol', code: 'shape' }));
    expect(() => parseVariationReply('[1,2]', '/x')).toThrow(expect.objectContaining({ code: 'shape' }));
  });
});

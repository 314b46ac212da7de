/**
 * The variations form's pure logic, as WooCommerce's add-to-cart-variation.js decides it: which
 * variation the chosen attributes match, which options of each attribute stay available, what the
 * quantity becomes, and how the page's `tmpl-variation-template` is filled. No DOM here.
 */
import * as v from 'valibot';

/** attribute name (`attribute_pa_farbe`) => value (`''` = any / not chosen) */
export type Attributes = Record<string, string>;

const text = v.optional(v.fallback(v.union([v.string(), v.pipe(v.number(), v.transform(String))]), ''), '');
const bool = (fallback: boolean) => v.optional(v.fallback(v.boolean(), fallback), fallback);

const imageSchema = v.looseObject({
  src: text,
  src_w: v.optional(v.unknown()),
  src_h: v.optional(v.unknown()),
  srcset: v.optional(v.unknown()),
  sizes: v.optional(v.unknown()),
  title: v.optional(v.unknown()),
  caption: v.optional(v.unknown()),
  alt: v.optional(v.unknown()),
  full_src: v.optional(v.unknown()),
  full_src_w: v.optional(v.unknown()),
  full_src_h: v.optional(v.unknown()),
  gallery_thumbnail_src: text,
});

/**
 * One entry of `data-product_variations` (WC_Product_Variable::get_available_variations()) or a
 * `get_variation` reply. Loose: every other key (German Market's, a theme's) is kept for the
 * template and for the `found_variation` listeners.
 */
export const variationSchema = v.looseObject({
  variation_id: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number)),
  attributes: v.optional(
    v.fallback(
      v.record(
        v.string(),
        v.pipe(
          v.unknown(),
          v.transform((value) => (typeof value === 'string' ? value : '')),
        ),
      ),
      {},
    ),
    {},
  ),
  price_html: text,
  availability_html: text,
  variation_description: text,
  sku: text,
  weight: v.optional(v.unknown()),
  weight_html: text,
  dimensions: v.optional(v.unknown()),
  dimensions_html: text,
  image: v.optional(v.fallback(v.nullable(imageSchema), null), null),
  image_id: v.optional(v.unknown()),
  is_in_stock: bool(true),
  is_purchasable: bool(true),
  variation_is_visible: bool(true),
  variation_is_active: bool(true),
  is_sold_individually: text,
  min_qty: v.optional(v.unknown()),
  max_qty: v.optional(v.unknown()),
});

export type Variation = v.InferOutput<typeof variationSchema>;

/**
 * `data-product_variations`: a list, or `false` above `woocommerce_ajax_variation_threshold`
 * (the form then asks `wc-ajax=get_variation`). Anything else is treated as `false` too: the
 * server is asked rather than nothing matching. Malformed entries are left out.
 */
export function parseVariationData(value: unknown): Variation[] | false {
  if (!Array.isArray(value)) return false;
  const list: Variation[] = [];
  for (const entry of value) {
    const result = v.safeParse(variationSchema, entry);
    if (result.success) list.push(result.output);
  }
  return list;
}

/** The attribute's text as WooCommerce's option values hold it (`&amp;` in the JSON is `&` in the option). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos|#039);/gi, (whole, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[lower] ?? whole;
  });
}

/**
 * WooCommerce's isMatch: every attribute the variation names agrees with the chosen one, where an
 * empty value on either side (a variation for "any", an attribute not chosen) agrees with all.
 */
export function isMatch(variationAttributes: Attributes, chosen: Attributes): boolean {
  for (const [name, wanted] of Object.entries(variationAttributes)) {
    const value = Object.hasOwn(chosen, name) ? chosen[name] : undefined;
    if (wanted !== undefined && value !== undefined && wanted.length !== 0 && value.length !== 0 && wanted !== value) return false;
  }
  return true;
}

export const findMatchingVariations = (variations: readonly Variation[], chosen: Attributes): Variation[] =>
  variations.filter((variation) => isMatch(variation.attributes, chosen));

export interface Chosen {
  /** how many attribute fields the form has */
  count: number;
  /** how many of them have a value */
  chosenCount: number;
  data: Attributes;
}

/** getChosenAttributes over the fields' [name, value] pairs, in the form's order. */
export function chosenOf(fields: ReadonlyArray<readonly [string, string]>): Chosen {
  const data: Attributes = {};
  let chosenCount = 0;
  for (const [name, value] of fields) {
    if (value.length > 0) chosenCount += 1;
    data[name] = value;
  }
  return { count: fields.length, chosenCount, data };
}

/** Every attribute has a value (WooCommerce then looks for the variation). */
export const isComplete = (chosen: Chosen): boolean => chosen.count > 0 && chosen.count === chosen.chosenCount;

export interface OptionPlan {
  /** the placeholder option ("Choose an option") stays */
  placeholder: boolean;
  /** the options that stay, in the printed order; `disabled` when no active variation has them */
  options: Array<{ value: string; disabled: boolean }>;
  /** the value the field ends with */
  value: string;
  /** the chosen value is gone: the field falls back to the placeholder and announces a change */
  reset: boolean;
}

/**
 * onUpdateAttributes for one field: the options any variation matching the *other* chosen
 * attributes has stay ("attached"), enabled when one such variation is active; the rest are
 * removed. The placeholder goes only when a valid value is chosen and the field says
 * `data-show_option_none="no"`.
 *
 * @param values the field's printed option values after the placeholder
 */
export function planOptions(
  variations: readonly Variation[],
  chosen: Attributes,
  name: string,
  values: readonly string[],
  selected: string,
  showOptionNone: string,
): OptionPlan {
  const others = { ...chosen, [name]: '' };
  const attached = new Set<string>();
  const enabled = new Set<string>();
  for (const variation of findMatchingVariations(variations, others)) {
    if (!Object.hasOwn(variation.attributes, name)) continue;
    const raw = variation.attributes[name];
    const matching = raw ? values.filter((value) => value === decodeEntities(raw)).slice(0, 1) : values;
    for (const value of matching) {
      attached.add(value);
      if (variation.variation_is_active) enabled.add(value);
    }
  }
  const valid = selected === '' || enabled.has(selected);
  const placeholder = !(attached.size > 0 && selected !== '' && valid && showOptionNone === 'no');
  return {
    placeholder,
    options: values.filter((value) => attached.has(value)).map((value) => ({ value, disabled: !enabled.has(value) })),
    value: valid ? selected : '',
    reset: !valid,
  };
}

/** WooCommerce's purchasable test for the add button. */
export const isPurchasable = (variation: Variation): boolean =>
  variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible;

const numberOr = (value: unknown, fallback: number): number => {
  const parsed = typeof value === 'number' ? value : parseFloat(String(value ?? ''));
  return Number.isNaN(parsed) ? fallback : parsed;
};

/**
 * The quantity field for a variation: its `min`, `max` (empty: no limit) and the value kept within
 * them, as onFoundVariation sets them. A sold-individually variation gets 1 and a hidden field.
 */
export function quantityFor(variation: Variation, current: string): { value: string; min: string; max: string; hidden: boolean } {
  if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: '', hidden: true };
  const min = variation.min_qty === undefined || variation.min_qty === null ? '' : String(variation.min_qty);
  const max = variation.max_qty === undefined || variation.max_qty === null ? '' : String(variation.max_qty);
  let value = parseFloat(current);
  if (Number.isNaN(value)) return { value: min, min, max, hidden: false };
  if (value > numberOr(max, Infinity)) value = numberOr(max, value);
  if (value < numberOr(min, -Infinity)) value = numberOr(min, value);
  return { value: String(value), min, max, hidden: false };
}

/** The default template WooCommerce prints (single-product/add-to-cart/variation.php). */
export const DEFAULT_TEMPLATE = `<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[character]!);

const SIMPLE_TAG = /({{{?)\s?data\.variation\.([\w-]*)\s?(}}}?)/g;

/**
 * Fills a `tmpl-*` template as wp.template would for the simple case: `{{{ data.variation.key }}}`
 * (markup) and `{{ data.variation.key }}` (text, escaped); a missing or falsy value is empty. Null
 * for a template that needs wp.template's evaluation (`<# #>`, other data, deeper paths): the
 * caller uses the default. (WooCommerce's own "simple template" test backtracks into matching the
 * default template too, so it always hands it to wp.template; the result is the same.)
 */
export function fillTemplate(template: string, variation: Record<string, unknown>): string | null {
  const body = template.replace('/*<![CDATA[*/', '').replace('/*]]>*/', '');
  if (/<#/.test(body) || /{{/.test(body.replace(SIMPLE_TAG, ''))) return null;
  return body.replace(SIMPLE_TAG, (_, open: string, key: string, close: string) => {
    if (open.length !== close.length) return '';
    const raw = Object.hasOwn(variation, key) ? variation[key] : '';
    const value = raw === undefined || raw === null || raw === false || raw === 0 || raw === '' ? '' : String(raw);
    return open.length === 2 ? escapeHtml(value) : value;
  });
}

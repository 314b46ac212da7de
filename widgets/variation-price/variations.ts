import * as v from 'valibot';

/** The part of WooCommerce's `data-product_variations` the price area needs. */
export const variationSchema = v.object({
  variation_id: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number)),
  price_html: v.optional(v.string(), ''),
  availability_html: v.optional(v.string(), ''),
  is_in_stock: v.optional(v.boolean(), true),
});

export const variationsSchema = v.array(variationSchema);

export type Variation = v.InferOutput<typeof variationSchema>;

export function parseVariations(value: unknown): Variation[] {
  const result = v.safeParse(variationsSchema, value);
  return result.success ? result.output : [];
}

export const findVariation = (variations: readonly Variation[], id: unknown): Variation | undefined =>
  variations.find((variation) => variation.variation_id === Number(id));

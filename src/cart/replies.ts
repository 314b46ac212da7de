/** The shapes WooCommerce's cart endpoints answer. */
import * as v from 'valibot';

export const FragmentsReply = v.object({
  fragments: v.pipe(
    v.union([v.record(v.string(), v.string()), v.array(v.unknown())]),
    v.transform((value) => (Array.isArray(value) ? {} : value)),
  ),
  cart_hash: v.optional(v.nullable(v.string()), ''),
});
export type FragmentsReply = v.InferOutput<typeof FragmentsReply>;

/** An error's product_url is `false` when the product does not exist (recorded from WooCommerce 10). */
export const AddToCartReply = v.union([
  v.object({ error: v.literal(true), product_url: v.optional(v.union([v.string(), v.literal(false)]), '') }),
  FragmentsReply,
]);

/**
 * Flatsome's single-product add (`flatsome_ajax_add_to_cart`), modelled on `WC_AJAX::add_to_cart`:
 * the refreshed fragments, or `{"error":true,"product_url":…}`; without `product_id`
 * `{"success":false,"data":{"message":"Invalid request"}}`. Older versions (3.17) also sent the
 * add's `notices` HTML with an error.
 */
export const FormAddReply = v.union([
  v.object({ success: v.literal(false), data: v.optional(v.unknown()) }),
  v.object({
    error: v.literal(true),
    product_url: v.optional(v.union([v.string(), v.literal(false)]), ''),
    notices: v.optional(v.string(), ''),
    fragments: v.optional(FragmentsReply.entries.fragments, {}),
    cart_hash: v.optional(v.nullable(v.string()), ''),
  }),
  FragmentsReply,
]);

/** Flatsome's quantity change answers the cart item; wp_send_json_error means it failed. */
export const AlterQuantityReply = v.pipe(
  v.looseObject({ success: v.optional(v.boolean()) }),
  v.check((value) => value.success !== false, 'the cart item could not be changed'),
);

/** WooCommerce and Flatsome cart endpoints. */
import {
  addToCart,
  cartFragments,
  cartLines,
  cartSession,
  productUrl,
  recordCartMutation,
  removeLine,
  setLineQuantity,
  syncCartCookies,
  type ProductRow,
} from '../cart';
import type { Ctx } from '../http';
import { cartNonce } from '../users';
import type { Handler } from './types';

/**
 * A cart mutation handler that records its run for the overlap count: from the moment the request
 * arrived (a `slow-<ms>` fault holds it in between, as a busy PHP would) until the handler is done.
 */
const mutation =
  (action: string, handler: (ctx: Ctx) => void): Handler =>
  (ctx) => {
    handler(ctx);
    recordCartMutation(ctx.db, cartSession(ctx, false), action, ctx.receivedAt);
  };

const int = (value: string | null) => (value !== null && /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

/** A price field as a shopper types it: "25", "25,50", "25.5" → cents. */
export const priceCents = (value: string | null) => {
  if (value === null) return undefined;
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) ? Math.round(parsed * 100) : Number.NaN;
};

function sendFragments(ctx: Ctx, session: string | null) {
  const lines = cartLines(ctx.db, session);
  syncCartCookies(ctx, lines);
  ctx.phpJson(cartFragments(lines, cartNonce(ctx)));
}

function slugOf(ctx: Ctx, productId: number) {
  const row = ctx.db.prepare('SELECT slug FROM products WHERE id = ?').get(productId) as Pick<ProductRow, 'slug'> | undefined;
  return row ? productUrl(row.slug) : '/shop/';
}

/** Adds what the request names (quantity, variation, a name-your-price amount) to the visitor's cart. */
function addRequested(ctx: Ctx, productId: number) {
  const quantity = ctx.param('quantity') === null ? 1 : int(ctx.param('quantity'));
  const variationId = int(ctx.param('variation_id'));
  const price = priceCents(ctx.param('woonp'));
  const session = cartSession(ctx, true)!;
  const result = addToCart(ctx.db, session, productId, quantity, {
    ...(Number.isNaN(variationId) ? {} : { variationId }),
    ...(price === undefined ? {} : { price }),
  });
  return { session, result };
}

export const wcAddToCart: Handler = mutation('add_to_cart', (ctx) => {
  const productId = int(ctx.param('product_id'));
  const { session, result } = addRequested(ctx, productId);
  if (!result.ok) {
    ctx.phpJson({ error: true, product_url: slugOf(ctx, productId) });
    return;
  }
  sendFragments(ctx, session);
});

export const wcRemoveFromCart: Handler = mutation('remove_from_cart', (ctx) => {
  const session = cartSession(ctx, false);
  const key = ctx.param('cart_item_key') ?? '';
  if (!removeLine(ctx.db, session, key)) {
    ctx.wpJson({ success: false });
    return;
  }
  sendFragments(ctx, session);
});

export const wcRefreshedFragments: Handler = (ctx) => sendFragments(ctx, cartSession(ctx, false));

/**
 * Flatsome's single-product ajax add as current Flatsome answers it (modelled on WC_AJAX::add_to_cart):
 * `product_id` (a variation's id for a variation: the demo finds its product through the form's
 * `variation_id`), `quantity` and the form's other fields (`woonp`); the refreshed fragments, or
 * `{"error":true,"product_url":…}`; without `product_id` `{"success":false,"data":{"message":"Invalid request"}}`.
 * A numeric `add-to-cart` field is never read here (on WordPress it is WooCommerce's form handler's).
 */
export const flatsomeAddToCart: Handler = mutation('flatsome_ajax_add_to_cart', (ctx) => {
  if (ctx.param('product_id') === null) {
    ctx.phpJson({ success: false, data: { message: 'Invalid request' } });
    return;
  }
  let productId = int(ctx.param('product_id'));
  const variationId = int(ctx.param('variation_id'));
  if (!Number.isNaN(variationId)) {
    const variation = ctx.db.prepare('SELECT product_id FROM variations WHERE id = ?').get(variationId) as
      { product_id: number } | undefined;
    if (variation) productId = variation.product_id;
  }
  const { session, result } = addRequested(ctx, productId);
  if (!result.ok) {
    ctx.phpJson({ error: true, product_url: slugOf(ctx, productId) });
    return;
  }
  sendFragments(ctx, session);
});

export const alterQuantity: Handler = mutation('flatsome_ajax_cart_item_alter_quantity', (ctx) => {
  const session = cartSession(ctx, false);
  const key = ctx.param('cart_item_key') ?? '';
  const quantity = int(ctx.param('quantity'));
  if (!Number.isInteger(quantity) || quantity < 0 || !setLineQuantity(ctx.db, session, key, quantity)) {
    ctx.wpJson({ success: false });
    return;
  }
  const lines = cartLines(ctx.db, session);
  syncCartCookies(ctx, lines);
  const line = lines.find((candidate) => candidate.key === key);
  ctx.wpJson(
    line ? { key: line.key, product_id: line.productId, variation_id: line.variationId, quantity: line.quantity } : { key, quantity: 0 },
  );
});

/** WooCommerce's cart-fragments settings as printed in `wc_cart_fragments_params`. */

export interface FragmentParams {
  cartHashKey: string;
  fragmentName: string;
  requestTimeoutMs: number;
}

export function readFragmentParams(raw: unknown): FragmentParams {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
  const timeout = Number(r.request_timeout);
  return {
    cartHashKey: text(r.cart_hash_key, 'wc_cart_hash'),
    fragmentName: text(r.fragment_name, 'wc_fragments'),
    requestTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 5000,
  };
}

export const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';
export const ITEMS_COOKIE = 'woocommerce_items_in_cart';
export const HASH_COOKIE = 'woocommerce_cart_hash';
export const CREATED_KEY = 'wc_cart_created';
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

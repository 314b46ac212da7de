/**
 * Pages cached for days keep working. Full-page caches (WP Rocket, LiteSpeed, Varnish, Cloudflare)
 * serve HTML rendered hours or days ago, and the nonces printed in it expire after 12 to 24 hours.
 * When the server refuses a nonce as stale, the islands ask the plugin's fresh-nonce endpoint
 * (`admin-ajax.php?action=shop_islands_nonces`: it runs with the visitor's cookies, answers with
 * `Cache-Control: no-store`) once per page, put the fresh nonces where the page keeps them
 * (WooCommerce's localized params, Rate My Post's, the forms' nonce fields and the cart's remove
 * links) and send the refused request once more. A second refusal, or no fresh nonces (the
 * endpoint failed), is left to the island: it shows its "session expired" message.
 */
import * as v from 'valibot';
import { adminAjax } from './ajax';
import { getConfig, pageGlobals, type PageGlobals } from './config';
import { isTransportError } from './errors';

export const FRESH_NONCES_ACTION = 'shop_islands_nonces';
export const VERIFY_NONCE_ACTION = 'shop_islands_verify_nonce';

/** Nonce name → nonce: `wp_rest`, `rmp_public_nonce`, WooCommerce's param and form field names. */
export type FreshNonces = Readonly<Record<string, string>>;

const FreshNoncesReply = v.pipe(
  v.record(v.string(), v.pipe(v.string(), v.regex(/^[0-9a-f]{1,64}$/i))),
  v.check((nonces) => !Array.isArray(nonces) && typeof nonces.wp_rest === 'string', 'no wp_rest nonce'),
);

let pending: Promise<FreshNonces> | undefined;
let fetched: FreshNonces | undefined;

/**
 * The visitor's nonces as the server creates them now: fetched once per page, one request shared by
 * concurrent callers; a failed fetch is forgotten, so a later press may try again.
 */
export function freshNonces(): Promise<FreshNonces> {
  pending ??= adminAjax(FRESH_NONCES_ACTION, {}, { schema: FreshNoncesReply }).then(
    (nonces) => {
      fetched = nonces;
      applyFreshNonces(nonces);
      return nonces;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

const NonceCheck = v.object({ valid: v.boolean() });

/**
 * Whether the server still takes a nonce the page sent, for this visitor (the plugin's
 * `shop_islands_verify_nonce`); undefined when it cannot say (the call failed).
 */
export async function nonceStillValid(name: string, nonce: string): Promise<boolean | undefined> {
  try {
    return (await adminAjax(VERIFY_NONCE_ACTION, { name, nonce }, { schema: NonceCheck })).valid;
  } catch (error) {
    console.warn('[shop-islands] the nonce could not be checked', error);
    return undefined;
  }
}

/** The fresh nonce of that name once fetched on this page, else the printed one. */
export const latestNonce = (name: string, printed: string): string => fetched?.[name] ?? printed;

/** For tests: forget the fetched nonces. */
export function resetFreshNonces(): void {
  pending = undefined;
  fetched = undefined;
}

type Params = Record<string, unknown>;
const PARAM_NONCES: Record<'wc_checkout_params' | 'wc_cart_params', readonly string[]> = {
  wc_checkout_params: ['update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce'],
  wc_cart_params: ['apply_coupon_nonce', 'remove_coupon_nonce', 'update_shipping_method_nonce'],
};
const FORM_FIELDS = ['woocommerce-process-checkout-nonce', 'woocommerce-cart-nonce', 'woocommerce-shipping-calculator-nonce'];
const CART_LINKS = 'a[href*="remove_item="], a[href*="undo_item="]';

/**
 * Puts fresh nonces where the page keeps them, so every later request and the next native form post
 * send them: WooCommerce's and Rate My Post's globals, the site config, the forms' hidden fields and
 * the cart's remove / undo links (same-origin only).
 */
export function applyFreshNonces(nonces: FreshNonces, doc: Document = document, globals: Partial<PageGlobals> = pageGlobals()): void {
  for (const [name, keys] of Object.entries(PARAM_NONCES)) {
    const params: unknown = globals[name as keyof typeof PARAM_NONCES];
    if (typeof params !== 'object' || params === null) continue;
    for (const key of keys) if (nonces[key]) (params as Params)[key] = nonces[key];
  }
  const rateMyPost = globals.rmp_frontend;
  if (typeof rateMyPost === 'object' && rateMyPost !== null && nonces.rmp_public_nonce)
    (rateMyPost as Params).nonce = nonces.rmp_public_nonce;
  if (nonces.wp_rest) getConfig().restNonce = nonces.wp_rest;
  for (const name of FORM_FIELDS) {
    const nonce = nonces[name];
    if (!nonce) continue;
    doc.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`).forEach((field) => (field.value = nonce));
  }
  const cartNonce = nonces['woocommerce-cart-nonce'];
  if (!cartNonce) return;
  doc.querySelectorAll<HTMLAnchorElement>(CART_LINKS).forEach((link) => {
    let url: URL;
    try {
      url = new URL(link.getAttribute('href') ?? '', doc.baseURI);
    } catch {
      return;
    }
    if (url.origin !== new URL(doc.baseURI).origin || !url.searchParams.has('_wpnonce')) return;
    url.searchParams.set('_wpnonce', cartNonce);
    link.setAttribute('href', url.href);
  });
}

/**
 * A refusal for a stale nonce: admin-ajax's and wc-ajax's `-1` (check_ajax_referer), the REST API's
 * 403 `rest_cookie_invalid_nonce`.
 */
export function isStaleNonce(error: unknown): boolean {
  if (!isTransportError(error)) return false;
  if (error.code === 'minus-one') return true;
  return error.kind === 'http' && error.status === 403 && (error.body ?? '').includes('rest_cookie_invalid_nonce');
}

export interface FreshNonceOptions<T> {
  /**
   * The nonce the first attempt sent: no second attempt when the fresh one is the same (the nonce
   * was not what the server refused).
   */
  sent?: { name: string; value: string };
  /**
   * For servers that answer a stale nonce like any other failure (Rate My Post's "Invalid WP token!",
   * WooCommerce's checkout and cart form): a reply that may be such a refusal. It is sent again only
   * when the server says `sent` is no longer good for the visitor (`nonceStillValid`), so a refusal
   * for another reason (a coupon removed on the way, an item out of stock) is never repeated.
   */
  staleReply?: (reply: T) => boolean;
}

/**
 * Sends; once more, with fresh nonces (also passed to `send`), when the server refused a stale one.
 * At most two requests. When no fresh nonces can be had, the first failure stands.
 */
export async function withFreshNonces<T>(send: (fresh?: FreshNonces) => Promise<T>, options: FreshNonceOptions<T> = {}): Promise<T> {
  const { sent, staleReply } = options;
  const changed = (fresh: FreshNonces) => !sent || (fresh[sent.name] !== undefined && fresh[sent.name] !== sent.value);
  let reply: T;
  try {
    reply = await send();
  } catch (error) {
    if (!isStaleNonce(error)) throw error;
    let fresh: FreshNonces;
    try {
      fresh = await freshNonces();
    } catch (freshError) {
      console.warn('[shop-islands] no fresh nonces', freshError);
      throw error;
    }
    if (!changed(fresh)) throw error;
    // again: the page may have put a stale nonce back since (a fragment, a reply's form)
    applyFreshNonces(fresh);
    return send(fresh);
  }
  if (!staleReply?.(reply) || !sent) return reply;
  if ((await nonceStillValid(sent.name, sent.value)) !== false) return reply;
  let fresh: FreshNonces;
  try {
    fresh = await freshNonces();
  } catch (freshError) {
    console.warn('[shop-islands] no fresh nonces', freshError);
    return reply;
  }
  if (!changed(fresh)) return reply;
  applyFreshNonces(fresh);
  return send(fresh);
}

/**
 * The cart page's requests, as cart.js sends them: the cart form and the shipping calculator post
 * to the cart page (the reply, after WooCommerce's redirect, is the cart page), coupons and the
 * shipping method go to wc-ajax with the nonces of `wc_cart_params`, remove and undo links are
 * followed. URLs are the site's cart URL and its wc-ajax URL (config); a link is followed only
 * when it stays on this site and on the cart.
 */
import { wcAjax } from '../../src/wp/ajax';
import { getConfig, pageGlobal } from '../../src/wp/config';
import { TransportError } from '../../src/wp/errors';
import { latestNonce, withFreshNonces, type FreshNonces } from '../../src/wp/fresh-nonces';
import { httpRequest } from '../../src/wp/http';
import { safeSameOriginUrl } from '../../src/wp/url';
import { NOTICE_SELECTOR } from './page';

export interface CartParams {
  applyCouponNonce: string;
  removeCouponNonce: string;
  updateShippingMethodNonce: string;
}

/** `wc_cart_params` as WooCommerce localizes it for cart.js (kept printed with cart.js emptied). */
export function readCartParams(raw: unknown = pageGlobal('wc_cart_params')): CartParams {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    applyCouponNonce: text(r.apply_coupon_nonce),
    removeCouponNonce: text(r.remove_coupon_nonce),
    updateShippingMethodNonce: text(r.update_shipping_method_nonce),
  };
}

export interface Send {
  /** past the site's time-out: the change is still waiting for the server */
  onSlow?: () => void;
  signal?: AbortSignal;
}

const timeoutMs = () => getConfig().requestTimeoutMs;

/** A form's fields as jQuery's serialize() sends them, plus the pressed button's name. */
export function formBody(form: HTMLFormElement, extra: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') body.append(name, value);
  });
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

/** The form nonces a post to the cart page may carry (WC_Form_Handler::update_cart_action, the shipping calculator). */
const CART_FORM_NONCES = ['woocommerce-cart-nonce', 'woocommerce-shipping-calculator-nonce'] as const;

/** The value of a nonce field the cart page's HTML prints (null: none). */
export function printedNonce(html: string, name: string): string | null {
  const field = new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return field ? field.value : null;
}

/**
 * WooCommerce answers a stale cart-form nonce as if nothing was asked: the cart page, unchanged, with
 * a fresh nonce in its form. A reply printing another nonce than the one sent may be that refusal
 * (a page kept for days by a cache): the post goes once more with the visitor's fresh nonce, which
 * is harmless when it was not (the cart form sets quantities; a removed item stays removed).
 */
const cartNonceOptions = (name: string, sent: string | null) =>
  sent === null ? {} : { sent: { name, value: sent }, staleReply: (html: string) => (printedNonce(html, name) ?? sent) !== sent };

/** POSTs to the cart page (the cart form, the shipping calculator); the reply is the cart page's HTML. */
export async function postToCart(body: URLSearchParams, send: Send = {}): Promise<string> {
  const name = CART_FORM_NONCES.find((candidate) => body.has(candidate)) ?? CART_FORM_NONCES[0];
  return withFreshNonces(
    async (fresh?: FreshNonces) => {
      const fields = new URLSearchParams(body);
      if (fresh?.[name]) fields.set(name, fresh[name]);
      const reply = await httpRequest(getConfig().cartUrl, {
        method: 'POST',
        body: fields,
        headers: { Accept: 'text/html' },
        timeoutMs: timeoutMs(),
        ...send,
      });
      return reply.text;
    },
    cartNonceOptions(name, body.get(name)),
  );
}

/** The cart page as the server has it now. */
export async function readCartPage(send: Send = {}): Promise<string> {
  const reply = await httpRequest(getConfig().cartUrl, { headers: { Accept: 'text/html' }, timeoutMs: timeoutMs(), ...send });
  return reply.text;
}

/**
 * A remove or undo link of the cart (`?remove_item=…` / `?undo_item=…` with the cart nonce):
 * followed only on this site's cart page; the reply is the cart page.
 */
export function cartLinkUrl(href: string | null, parameter: 'remove_item' | 'undo_item', base: string = location.href): URL | null {
  const url = safeSameOriginUrl(href, base);
  const cart = safeSameOriginUrl(getConfig().cartUrl, base);
  if (!url || !cart || url.pathname !== cart.pathname || !url.searchParams.get(parameter)) return null;
  return url;
}

export async function followCartLink(url: URL, send: Send = {}): Promise<string> {
  const name = 'woocommerce-cart-nonce';
  return withFreshNonces(
    async (fresh?: FreshNonces) => {
      const target = new URL(url);
      if (fresh?.[name]) target.searchParams.set('_wpnonce', fresh[name]);
      const reply = await httpRequest(target.href, { headers: { Accept: 'text/html' }, timeoutMs: timeoutMs(), ...send });
      return reply.text;
    },
    cartNonceOptions(name, url.searchParams.get('_wpnonce')),
  );
}

/** The wc-ajax coupon replies: WooCommerce's notices as HTML. */
export interface CouponReply {
  /** an error notice (the coupon was not applied) */
  error: boolean;
  /** the notices' text (for the coupon field's error) */
  text: string;
  /** the notices' HTML (for the notices wrapper) */
  html: string;
}

const malformed = (url: string, body: string, what: string) =>
  new TransportError('protocol', `The server's answer is not ${what}`, { url, code: 'malformed', body: body.slice(0, 500) });

/** Reads a coupon reply; anything that holds no notice is malformed. */
export function readCouponReply(html: string, url = ''): CouponReply {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const notices = doc.body.querySelectorAll(NOTICE_SELECTOR);
  if (notices.length === 0) throw malformed(url, html, 'a notice');
  return {
    error: html.includes('woocommerce-error') || html.includes('is-error'),
    text: (doc.body.textContent ?? '').trim(),
    html,
  };
}

/*
 * A stale nonce (a page kept for days by a cache) is answered `-1`: the call goes once more with the
 * visitor's fresh nonce (see src/wp/fresh-nonces.ts), which also goes into `wc_cart_params`.
 */

export async function applyCoupon(code: string, params: CartParams, send: Send = {}): Promise<CouponReply> {
  const html = await withFreshNonces((fresh) =>
    wcAjax(
      'apply_coupon',
      { security: fresh?.apply_coupon_nonce ?? latestNonce('apply_coupon_nonce', params.applyCouponNonce), coupon_code: code },
      { timeoutMs: timeoutMs(), ...send },
    ),
  );
  return readCouponReply(html, 'apply_coupon');
}

export async function removeCoupon(code: string, params: CartParams, send: Send = {}): Promise<CouponReply> {
  const html = await withFreshNonces((fresh) =>
    wcAjax(
      'remove_coupon',
      { security: fresh?.remove_coupon_nonce ?? latestNonce('remove_coupon_nonce', params.removeCouponNonce), coupon: code },
      { timeoutMs: timeoutMs(), ...send },
    ),
  );
  return readCouponReply(html, 'remove_coupon');
}

/** The chosen rate per package, `shipping_method[<index>]` (jQuery's encoding of cart.js's object). */
export async function updateShippingMethod(methods: ReadonlyMap<string, string>, params: CartParams, send: Send = {}): Promise<string> {
  const html = await withFreshNonces((fresh) => {
    const body = new URLSearchParams({
      security: fresh?.update_shipping_method_nonce ?? latestNonce('update_shipping_method_nonce', params.updateShippingMethodNonce),
    });
    for (const [index, method] of methods) body.append(`shipping_method[${index}]`, method);
    return wcAjax('update_shipping_method', body, { timeoutMs: timeoutMs(), ...send });
  });
  if (!/class=["'][^"']*\bcart_totals\b/.test(html)) throw malformed('update_shipping_method', html, 'the cart totals');
  return html;
}

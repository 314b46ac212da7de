/// <reference types="google.maps" />
/**
 * Site configuration: `window.shopIslands` first, then the globals the real plugins already print
 * (so a site running those plugins needs nothing new), then WordPress defaults.
 */
import type { ConsentStore } from '../consent/store';

export interface ShopIslandsConfig {
  ajaxUrl: string;
  /** wc-ajax URL template holding `%%endpoint%%`. */
  wcAjaxUrl: string;
  restUrl: string;
  restNonce: string;
  locale: string;
  currency: string;
  /** Per-language catalogue overrides: `{ de: { 'cart.viewCart': '…' } }`. */
  i18n: Record<string, Record<string, string>>;
  cartUrl: string;
  /** Where an add sends the shopper and its "View cart" link goes: WooCommerce's `woocommerce_add_to_cart_redirect`, the cart unless filtered. */
  addedUrl: string;
  isCart: boolean;
  cartRedirectAfterAdd: boolean;
  /** Time-out for every call, in ms (20 s unless the site sets it). */
  requestTimeoutMs: number;
  /** Flatsome runs (it prints `flatsomeVars`): its admin-ajax handlers (single-product ajax add) are there. */
  flatsome: boolean;
  /** Anything else the theme passes, read by individual islands. */
  [key: string]: unknown;
}

/** Flatsome runs: it prints `flatsomeVars` (the loader reads this alone, not the whole config). */
export const flatsomeRuns = (globals: Partial<PageGlobals> = pageGlobals()): boolean =>
  typeof globals.flatsomeVars === 'object' && globals.flatsomeVars !== null;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const text = (...candidates: unknown[]): string | undefined => {
  for (const candidate of candidates) if (typeof candidate === 'string' && candidate !== '') return candidate;
  return undefined;
};

/** wp_localize_script prints booleans as "1" / "" and plugins use 'yes' / 'no'. */
export const flag = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'yes' || value === 'true' || value === 'on';

export function readConfig(globals: Partial<PageGlobals> = pageGlobals()): ShopIslandsConfig {
  const own = record(globals.shopIslands);
  const woocommerce = record(globals.woocommerce_params);
  const addToCart = record(globals.wc_add_to_cart_params);
  const fragments = record(globals.wc_cart_fragments_params);
  const variations = record(globals.wc_add_to_cart_variation_params);
  const flatsome = record(globals.flatsomeVars);
  const wpApi = record(globals.wpApiSettings);
  const htmlLang = typeof document !== 'undefined' ? document.documentElement.lang : '';

  return {
    ...own,
    ajaxUrl:
      text(own.ajaxUrl, woocommerce.ajax_url, addToCart.ajax_url, fragments.ajax_url, flatsome.ajaxurl) ?? '/wp-admin/admin-ajax.php',
    wcAjaxUrl:
      text(own.wcAjaxUrl, woocommerce.wc_ajax_url, addToCart.wc_ajax_url, fragments.wc_ajax_url, variations.wc_ajax_url) ??
      '/?wc-ajax=%%endpoint%%',
    restUrl: text(own.restUrl, wpApi.root) ?? '/wp-json/',
    restNonce: text(own.restNonce, wpApi.nonce) ?? '',
    locale: text(own.locale, htmlLang) ?? 'de-DE',
    currency: text(own.currency) ?? 'EUR',
    i18n: record(own.i18n) as ShopIslandsConfig['i18n'],
    cartUrl: text(own.cartUrl, addToCart.cart_url) ?? '/cart/',
    // add-to-cart.js's cart_url is the filtered one
    addedUrl: text(own.addedUrl, addToCart.cart_url, own.cartUrl) ?? '/cart/',
    isCart: flag(own.isCart ?? addToCart.is_cart),
    cartRedirectAfterAdd: flag(own.cartRedirectAfterAdd ?? addToCart.cart_redirect_after_add),
    requestTimeoutMs: typeof own.requestTimeoutMs === 'number' && own.requestTimeoutMs > 0 ? own.requestTimeoutMs : 20_000,
    flatsome: flatsomeRuns(globals),
  };
}

let cached: ShopIslandsConfig | undefined;

/** The page's configuration, read once. */
export function getConfig(): ShopIslandsConfig {
  cached ??= readConfig();
  return cached;
}

/** For tests: forget the cached configuration. */
export function resetConfig(): void {
  cached = undefined;
}

/**
 * The globals the site's plugins print for their scripts (wp_localize_script and the like), and the
 * browser's and other scripts' that islands feature-detect, read by name through one typed accessor
 * instead of a cast at every use. Each is what the page printed, so every field is optional; a global
 * a reader checks before use is `unknown` here (or its fields are).
 */
export interface PageGlobals {
  /** the plugin's own settings (readConfig reads them; the loader reads its own few fields, each checked) */
  shopIslands: {
    ajaxUrl?: unknown;
    wcAjaxUrl?: unknown;
    cartUrl?: unknown;
    addedUrl?: unknown;
    isCart?: unknown;
    cartRedirectAfterAdd?: unknown;
    locale?: unknown;
    i18n?: Record<string, Record<string, unknown> | undefined>;
    [key: string]: unknown;
  };
  /** Flatsome's */
  flatsomeVars: { ajaxurl?: unknown; options?: { search_result_latency?: unknown }; user?: unknown };
  /** WooCommerce's */
  wc_checkout_params: {
    update_order_review_nonce?: string;
    apply_coupon_nonce?: string;
    remove_coupon_nonce?: string;
    i18n_checkout_error?: string;
    /** 'yes' where guests may order ("Create an account?" is a choice) */
    option_guest_checkout?: unknown;
  };
  wc_cart_params: unknown;
  /** country-select.js's: `countries` is a JSON string of each allowed country's states */
  wc_country_select_params: { countries?: unknown; i18n_select_state_text?: unknown };
  /** address-i18n.js's: `locale` and `locale_fields` are JSON strings */
  wc_address_i18n_params: { locale?: unknown; locale_fields?: unknown; i18n_optional_text?: unknown };
  wc_cart_fragments_params: { cart_hash_key?: unknown };
  wc_single_product_params: unknown;
  wc_add_to_cart_params: unknown;
  wc_add_to_cart_variation_params: unknown;
  wc_order_attribution: unknown;
  woocommerce_params: Record<string, unknown>;
  /** WordPress's (wp-api) */
  wpApiSettings: unknown;
  /** jQuery, where a theme or plugin loads it (src/wp/events.ts checks it is a function) */
  jQuery: unknown;
  /** WPC Name Your Price's */
  woonp_vars: { rounding?: string; price_decimals?: string | number };
  /** Mailchimp for WooCommerce's */
  mailchimp_public_data: { ajax_url?: string; disable_carts?: unknown; language?: string; allowed_to_set_cookies?: unknown };
  /** Rate My Post's */
  rmp_frontend: unknown;
  /** Google reCAPTCHA's (Rate My Post loads it) */
  grecaptcha: { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };
  /** Map Builder's */
  gmwdmapData: unknown;
  /** Google Maps' namespace, once its loader has run */
  google: { maps: typeof google.maps };
  /** the SEPA mandate plugin's */
  sepa_ajax_object: { nonce?: string };
  /** the browser's Prioritized Task Scheduling API, where it has it */
  scheduler: { yield?: () => Promise<void> };
}

/** The islands' own globals, shared between files built apart (the loader, its consent core, the chunks). */
export interface OwnGlobals {
  /** the page's consent store, put there by the consent core (src/consent/boot.ts) */
  shopIslandsConsent: ConsentStore;
  /** true once the page's cart store runs (src/cart/lock.ts) */
  __shopIslandsCartRunning: boolean;
}

type Globals = PageGlobals & OwnGlobals;

/** The page's globals as typed above (tests pass their own where a reader takes them). */
export const pageGlobals = (): Partial<Globals> => globalThis as Partial<Globals>;

export const pageGlobal = <K extends keyof Globals>(name: K): Globals[K] | undefined => pageGlobals()[name];

export const setPageGlobal = <K extends keyof Globals>(name: K, value: Globals[K]): void => void (pageGlobals()[name] = value);

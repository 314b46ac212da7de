/** Names the checkout's loader code, its page module and the island share. */

/** The host's property that says `update_checkout` fired before mount (set by the loader, island.ts). */
export const PENDING_UPDATE = 'siCheckoutUpdatePending';
/** The host's property holding the coupon form submitted before the island listened (page.ts keeps it, useCoupons.ts takes it). */
export const PENDING_COUPON = 'siCheckoutCouponPending';
/** Fired on window to wake the island (its spec's hydrate: onWindow): what it must answer came from outside the form. */
export const WAKE = 'shop-islands:checkout';
/** The host's property holding the order sent by a place-order press before the island was mounted (early.ts). */
export const EARLY_ORDER = 'siCheckoutEarlyOrder';
/** A select's property holding the value it had as the page module started (page.ts), before the shopper chose (country-select.js refills the state's options, forgetting which was printed selected). */
export const PRINTED_VALUE = 'siPrintedValue';
/** WooCommerce's "Click here to login" and "Click here to enter your code" links (page.ts toggles them; the loader holds a press made before). */
export const TOGGLES = 'a.showcoupon, a.showlogin';

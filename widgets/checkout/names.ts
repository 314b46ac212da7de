/** Names the checkout's loader code, its page modules and the island share, and the one way to take what is kept under them. */

/** The host's property that says `update_checkout` fired before mount (set by the loader, island.ts). */
export const PENDING_UPDATE = 'siCheckoutUpdatePending';
/** The host's property holding the coupon form submitted before the island was mounted (form.ts reads it). */
export const PENDING_COUPON = 'siCheckoutCouponPending';
/** Fired on window to wake the island (its spec's wakeOn): what it must answer came from outside the form. */
export const WAKE = 'shop-islands:checkout';
/** The host's property holding the order sent by a place-order press before the island was mounted (early.ts). */
export const EARLY_ORDER = 'siCheckoutEarlyOrder';

/** What was left on the host under `name` for the island, taken: read once, then gone from the host. */
export function takeFromHost(host: HTMLElement, name: string): unknown {
  const bag = host as unknown as Record<string, unknown>;
  const value = bag[name];
  delete bag[name];
  return value;
}

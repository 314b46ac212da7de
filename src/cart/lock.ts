/** The Web Lock every tab of the shop takes for a cart change: one change at a time per session. */
export const CART_LOCK = 'shop-islands:cart';

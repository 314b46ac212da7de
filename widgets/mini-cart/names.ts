/** Names the mini cart's loader code (island.ts) and the island share. */

/** Set on <html> while there is no cart (the items cookie is `0` or absent); the demo stylesheet hides the cart widget then. */
export const CART_EMPTY_ATTRIBUTE = 'data-si-cart-empty';
/** Set on the host by an add that woke the island: once mounted it opens when that add has completed. */
export const WOKEN_BY_ADD_ATTRIBUTE = 'data-si-woken-by-add';

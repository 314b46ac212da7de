import type { IslandSpec } from '../../src/islands/types';

/**
 * Hydrates on intent over the server's loop link or product form; the press that woke it (a click
 * on the link or the form's add button) is held and replayed once mounted. The sticky bar fires
 * `si-add-to-cart-wake` when it needs the form's island before submitting it.
 */
export const addToCart = {
  name: 'add-to-cart',
  hydrate: 'interaction',
  holdUntilMounted: 'a.add_to_cart_button, form.cart [type="submit"]',
  wakeOn: ['si-add-to-cart-wake'],
} satisfies IslandSpec;

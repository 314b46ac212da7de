/** What both layouts of the mini-cart island share: their props and the Cart widget's visibility. */
import { useEffect } from 'react';
import { useCart } from '../../src/cart/react';
import { cartStore } from '../../src/cart/store';
import { prop } from '../../src/islands/props';
import { CART_EMPTY_ATTRIBUTE } from './names';

export const props = {
  /**
   * `widget`: WooCommerce's Cart widget, its list shown where it is printed (no toggle, no panel);
   * `fragments`: a hidden host whose spec only starts the cart store (nothing to mount)
   */
  mode: prop.oneOf(['dropdown', 'off-canvas', 'widget', 'fragments'] as const, { default: 'dropdown' }),
  autoCloseMs: prop.number({ default: 5000 }),
};

/**
 * A "Hide if cart is empty" Cart widget (.widget_shopping_cart .hide_cart_widget_if_empty) is hidden
 * from the first paint while there is no cart (the head snippet, the spec's onFound) and shown once
 * an add starts or a cart appears (another tab); as with cart-fragments.js, emptying the cart does
 * not hide it again before the next page.
 */
export function useShowCartWidget(adding: boolean) {
  const store = cartStore();
  const { fragmentsVersion } = useCart(store);
  useEffect(() => {
    if (adding || store.hasCart()) document.documentElement.removeAttribute(CART_EMPTY_ATTRIBUTE);
  }, [store, adding, fragmentsVersion]);
}

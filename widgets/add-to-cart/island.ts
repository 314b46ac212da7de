import type { IslandSpec } from '../../src/islands/types';
import { sayOffline } from './offline';
import { sendAtOnce } from './send-at-once';

/**
 * The code could not be loaded. Online, the held press went back to the browser (the link and the
 * form work without JavaScript); offline it was dropped, so say why next to the control. The host
 * tries again once the browser is back online.
 */
function codeFailed(host: HTMLElement) {
  if (!navigator.onLine) sayOffline(host);
}

export const addToCart = {
  name: 'add-to-cart',
  hydrate: 'interaction',
  // an invalid form's press is not held: the browser asks for the missing option at once, and no
  // add is replayed later with what the visitor chose since
  holdUntilMounted: 'a.add_to_cart_button, form.cart:valid [type="submit"]',
  // a loop link's or a simple form's add leaves from the cart store before the framework (early.ts)
  early: 'add-to-cart-early',
  // and is shown from there as WooCommerce shows it: the framework loads only for what that cannot answer
  earlyFirst: true,
  // a loop link's add leaves at the press, before even that module is here (send-at-once.ts)
  sendAtOnce,
  wakeOn: ['si-add-to-cart-wake'],
  codeFailed,
} satisfies IslandSpec;

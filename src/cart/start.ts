/**
 * dist/islands/cart-start-<hash>.js: starts the page's cart store (cached fragments or a refresh,
 * WooCommerce's cart-fragments behaviour) without the framework, so a header cart stays current
 * while its island waits for the shopper's intent. Loaded by the mini cart's spec.
 */
import { cartStore } from './store';

cartStore();

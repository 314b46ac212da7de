import type { IslandSpec } from '../../src/islands/types';

/**
 * A click that came without any interaction event before it (a script's or an assistive
 * technology's click, no pointer or focus) still counts as intent: it is held like any other, and
 * this makes the host hydrate so the held click is answered instead of waiting out the hold's limit.
 */
function clickIsIntent(host: HTMLElement) {
  host.addEventListener('click', () => host.dispatchEvent(new Event('focusin')), { capture: true, once: true });
}

/**
 * Hydrates on intent over the server's loop link or product form; the press that woke it (a click
 * on the link or the form's add button) is held and replayed once mounted. The sticky bar fires
 * `si-add-to-cart-wake` when it needs the form's island before submitting it.
 */
export const addToCart = {
  name: 'add-to-cart',
  hydrate: 'interaction',
  // an invalid form's press is not held: the browser asks for the missing option at once, and no
  // add is replayed later with what the visitor chose since
  holdUntilMounted: 'a.add_to_cart_button, form.cart:valid [type="submit"]',
  wakeOn: ['si-add-to-cart-wake'],
  onFound: clickIsIntent,
} satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

/**
 * A click that came without any interaction event before it (a script's or an assistive
 * technology's click, no pointer or focus) still counts as intent: it is held like any other, and
 * this makes the host hydrate so the held click is answered instead of waiting out the hold's limit.
 */
export function clickIsIntent(host: HTMLElement) {
  host.addEventListener('click', () => host.dispatchEvent(new Event('focusin')), { capture: true, once: true });
}

/**
 * Hydrates on intent over the server's loop link or product form; the press that woke it (a click
 * on the link or the form's add button) is held and replayed once mounted. The sticky bar fires
 * `si-add-to-cart-wake` when it needs the form's island before submitting it.
 */
/**
 * Before the island is mounted, presses are held for its code, or given back to the browser when
 * the code cannot come (the link and the form work without JavaScript). Offline, neither helps:
 * the visitor is told at once, and a press given back is kept on the page instead of leading to
 * the browser's error page. (Kept small: this is loader code.)
 */
function offlineBeforeMount(host: HTMLElement) {
  let message: HTMLElement | undefined;
  const keep = (event: Event) => {
    const control = event.type === 'submit' ? host : (event.target as Element).closest('a.add_to_cart_button,[type=submit]');
    if (navigator.onLine || !control || host.dataset.islandState === 'mounted') return;
    event.preventDefault();
    if (message) return;
    message = document.createElement('p');
    message.className = 'woocommerce-error si-add-to-cart__message';
    message.setAttribute('role', 'alert');
    message.textContent = document.documentElement.lang.startsWith('en')
      ? 'You are offline. Please try again when you are back online.'
      : 'Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.';
    if (control === host) host.before(message);
    else control.after(message);
    addEventListener('online', () => (message?.remove(), (message = undefined)), { once: true });
  };
  host.addEventListener('click', keep, true);
  host.addEventListener('submit', keep);
}

export const addToCart = {
  name: 'add-to-cart',
  hydrate: 'interaction',
  // an invalid form's press is not held: the browser asks for the missing option at once, and no
  // add is replayed later with what the visitor chose since
  holdUntilMounted: 'a.add_to_cart_button, form.cart:valid [type="submit"]',
  wakeOn: ['si-add-to-cart-wake'],
  onFound: (host) => {
    clickIsIntent(host);
    offlineBeforeMount(host);
  },
} satisfies IslandSpec;

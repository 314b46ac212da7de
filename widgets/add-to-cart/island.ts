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
const OFFLINE = {
  de: 'Sie sind offline. Bitte versuchen Sie es erneut, sobald Sie wieder online sind.',
  en: 'You are offline. Please try again when you are back online.',
} as const;

function showOffline(host: HTMLElement) {
  const form = host instanceof HTMLFormElement ? host : host.querySelector('form.cart');
  const place = form ?? host;
  const next = form ? form.previousElementSibling : host.nextElementSibling;
  if (next?.classList.contains('si-add-to-cart__offline')) return;
  const locale = (globalThis as { shopIslands?: { locale?: unknown } }).shopIslands?.locale;
  const english = (typeof locale === 'string' && locale ? locale : document.documentElement.lang).toLowerCase().startsWith('en');
  const message = document.createElement(form ? 'p' : 'span');
  message.className = `${form ? 'woocommerce-error ' : ''}si-add-to-cart__message si-add-to-cart__offline`;
  message.setAttribute('role', 'alert');
  message.textContent = english ? OFFLINE.en : OFFLINE.de;
  if (form) place.before(message);
  else place.after(message);
  window.addEventListener('online', () => message.remove(), { once: true });
}

/**
 * Before the island is mounted, presses are held for its code, or given back to the browser when
 * the code cannot come (the link and the form work without JavaScript). Offline, neither helps:
 * the visitor is told at once, and a press given back is kept on the page instead of leading to
 * the browser's error page.
 */
function offlineBeforeMount(host: HTMLElement) {
  const waiting = () => navigator.onLine === false && host.getAttribute('data-island-state') !== 'mounted';
  const onClick = (event: MouseEvent) => {
    if (!waiting() || !(event.target instanceof Element)) return;
    const control = event.target.closest('a.add_to_cart_button, [type="submit"]');
    if (!control || !host.contains(control)) return;
    showOffline(host);
    if (control instanceof HTMLAnchorElement) event.preventDefault();
  };
  const onSubmit = (event: Event) => {
    if (!waiting()) return;
    showOffline(host);
    event.preventDefault();
  };
  host.addEventListener('click', onClick, true);
  host.addEventListener('submit', onSubmit);
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

/**
 * dist/islands/mini-cart-early-<hash>.js: the cart list's remove and quantity before the framework.
 * The loader holds a press on a remove link (src/islands/hold.ts), shows it busy at once, and offers
 * it here: this plain module (the cart store, no React) blocks the item's row and sends the remove
 * at once, as the island would, while the island's chunk is still loading. A quantity field's
 * `change` (the field's value committed: Enter, leaving it, a step) before the island listens is sent
 * from here too (latest-wins in the store), once this module has loaded: it is fetched with the
 * island's chunk, on the first intent (the focus or the pointer that precedes the change). The
 * island adopts both when it mounts (handover.ts, controls.ts): no second request.
 */
import { cartStore } from '../../src/cart/store';
import { showBusy } from '../../src/islands/busy';
import type { HeldPress } from '../../src/islands/hold';
import { noticeBeside } from '../../src/islands/notice-beside';
import { handOver, isAdopted, quantityKey, removing } from './handover';

const LIST = '.widget_shopping_cart_content';

/** The mini cart's host around `element`'s list, while its island has not taken over. */
function hostBefore(element: Element, host = element.closest<HTMLElement>('[data-island="mini-cart"]')): HTMLElement | null {
  const list = element.closest(LIST);
  return host && list && host.contains(list) && !isAdopted(host) ? host : null;
}

/**
 * The header dropdown's toggle: the panel opens (or closes again) at once, the state the island
 * starts from when it mounts (its reducer reads `is-open`). The drawer (a modal dialog that moves
 * and traps focus) and the Cart widget are left to the island.
 */
function toggleDropdown(host: HTMLElement, toggle: Element): boolean {
  const panel = host.querySelector<HTMLElement>('.si-mini-cart__panel');
  const mode = host.getAttribute('data-mode') ?? 'dropdown';
  if (!toggle.matches('.si-mini-cart__toggle') || !panel || mode !== 'dropdown' || isAdopted(host)) return false;
  const open = !host.classList.contains('is-open');
  host.classList.toggle('is-open', open);
  panel.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
  return true;
}

export function takePress(host: HTMLElement, press: HeldPress): boolean {
  if (press.type !== 'click') return false;
  if (toggleDropdown(host, press.control)) return true;
  const link = press.control;
  const key = link.getAttribute('data-cart_item_key');
  if (!link.matches('a.remove_from_cart_button') || !key || !hostBefore(link, host)) return false;
  // a second press while its remove is out: nothing more to send, nothing to give back
  if (removing(key)) return true;
  // as WooCommerce blocks the item's row
  link.closest('li')?.classList.add('loading');
  handOver(host, {
    kind: 'remove',
    key,
    control: link,
    result: cartStore()
      .remove(key, link as HTMLAnchorElement)
      .catch((error: unknown) => ({ ok: false, error, followed: false }) as const),
  });
  return true;
}

/** A quantity committed before the island listens: checked and sent as the island does. */
function onChange(event: Event) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.matches('input.qty')) return;
  const host = hostBefore(input);
  const key = quantityKey(input);
  if (!host || !key) return;
  if (!input.checkValidity()) {
    input.reportValidity();
    return;
  }
  showBusy(input);
  const result = cartStore()
    .setQuantity(key, Number(input.value))
    .then(
      () => ({ ok: true }) as const,
      (error: unknown) => ({ ok: false, error }) as const,
    );
  handOver(host, { kind: 'quantity', key, control: input, result });
  void result.then((outcome) => outcome.ok || unlessIslandShows(host, () => sayNotChanged(input)));
}

/**
 * Runs `say` if the island will not show an early change's failure: its code could not be loaded
 * (offline, most often), now or once its load ends. An island that mounts adopts and shows it.
 */
function unlessIslandShows(host: HTMLElement, say: () => void) {
  const state = () => host.getAttribute('data-island-state');
  const decided = () => {
    if (isAdopted(host) || state() === 'mounted') return true;
    if (state() !== 'error') return false;
    say();
    return true;
  };
  if (decided()) return;
  const watching = new MutationObserver(() => decided() && watching.disconnect());
  watching.observe(host, { attributes: true, attributeFilter: ['data-island-state'] });
}

/** The field shows the quantity the cart still has (the server's, as printed), and why, below the list. */
function sayNotChanged(input: HTMLInputElement) {
  input.value = input.defaultValue;
  noticeBeside(
    input.closest(LIST) ?? input,
    'woocommerce-error si-mini-cart__message si-mini-cart__unsaved',
    {
      de: 'Die Menge wurde nicht geändert. Bitte versuchen Sie es erneut, sobald Sie online sind, oder laden Sie die Seite neu.',
      en: 'The quantity was not changed. Please try again when you are online, or reload the page.',
    },
    !navigator.onLine,
  );
}

document.addEventListener('change', onChange);

/**
 * The cart list's own controls, for both layouts of the island (the header's panel and the Cart
 * widget): remove links (`a.remove_from_cart_button`, wc-ajax=remove_from_cart through the cart
 * store) and quantity fields (`input.qty` with the item's key). The list is the server's node and
 * fragments replace it, so the listeners are delegated to the host and check the element is inside
 * `within` (the list's place) when the event comes. Changes sent before the island mounted (early.ts)
 * are adopted here: shown as the island's own, not sent again.
 */
import { t as cartT } from '../../src/cart/messages';
import type { CartStore } from '../../src/cart/store';
import { t, type MessageKey } from '../../src/i18n';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { adoptEarly, quantityKey, type EarlyOutcome } from './handover';

export interface ListControls {
  /** a message for the shopper ('' clears it) */
  message(text: string): void;
  /** a change started (+1) or ended (-1) */
  busy(delta: 1 | -1): void;
}

/** The message for a failed change: the transport's own when it names the cause, else `fallback`. */
export function failureMessage(error: unknown, fallback: MessageKey): string | null {
  if (isAborted(error)) return null;
  const key = errorMessageKey(error);
  return key === 'error.protocol' || key === 'error.unknown' ? t(fallback) : t(key);
}

export { quantityKey };

/** Listens on the host; returns the clean-up. */
export function listenToListControls(
  host: HTMLElement,
  within: () => Element,
  store: Pick<CartStore, 'remove' | 'setQuantity'>,
  ui: ListControls,
): () => void {
  // items whose removal is out: a second press (a double click) sends nothing and leaves nothing to
  // the browser (a second remove would fail, the item being gone, and WooCommerce then follows the link)
  const removing = new Set<string>();
  /** A remove's answer: on the checkout page a failure does not follow the link (it would leave a half-filled form). */
  const removed = (remove: Element, result: EarlyOutcome) => {
    if (result.ok || result.followed) return;
    remove.closest('li')?.classList.remove('loading');
    ui.message(cartT('cart.removeFailedStay'));
  };
  const quantityFailed = (error: unknown) => {
    const text = failureMessage(error, 'cart.quantityFailed');
    if (text !== null) ui.message(text);
  };
  // sent before this mount (early.ts): shown as this island's own, from where they are now
  for (const change of adoptEarly(host)) {
    const show = (outcome: EarlyOutcome) => {
      if (change.kind === 'remove') removed(change.control, outcome);
      else if (!outcome.ok) quantityFailed(outcome.error);
    };
    if (change.settled) {
      show(change.settled);
      continue;
    }
    if (change.kind === 'remove') removing.add(change.key);
    ui.busy(1);
    void change.result.then(show).finally(() => {
      if (change.kind === 'remove') removing.delete(change.key);
      ui.busy(-1);
    });
  }
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const remove = event.target.closest<HTMLAnchorElement>('a.remove_from_cart_button');
    if (!remove || !within().contains(remove)) return;
    event.preventDefault();
    const key = remove.getAttribute('data-cart_item_key') ?? '';
    if (removing.has(key)) return;
    removing.add(key);
    remove.closest('li')?.classList.add('loading');
    ui.message('');
    ui.busy(1);
    void store
      .remove(key, remove)
      .then((result) => removed(remove, result))
      .finally(() => {
        removing.delete(key);
        ui.busy(-1);
      });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // WooCommerce gives the link role="button": Space presses it, as add-to-cart.js does
    if (event.key !== ' ' || !(event.target instanceof Element)) return;
    const remove = event.target.closest<HTMLAnchorElement>('a.remove_from_cart_button');
    if (!remove || !within().contains(remove)) return;
    event.preventDefault();
    remove.click();
  };
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches('input.qty') || !within().contains(input)) return;
    const key = quantityKey(input);
    if (!key) return;
    if (!input.checkValidity()) {
      input.reportValidity();
      return;
    }
    ui.message('');
    ui.busy(1);
    store
      .setQuantity(key, Number(input.value))
      .catch(quantityFailed)
      .finally(() => ui.busy(-1));
  };
  const listening = new AbortController();
  const { signal } = listening;
  host.addEventListener('click', onClick, { signal });
  host.addEventListener('keydown', onKeyDown, { signal });
  host.addEventListener('change', onChange, { signal });
  return () => {
    listening.abort();
  };
}

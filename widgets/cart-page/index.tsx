/**
 * The cart page: remove links and quantity changes go through the cart store (the same queue as
 * every other cart change), then the page's cart blocks are re-read from the server, as
 * WooCommerce's cart.js does: latest-wins, with a time-out, through the sanitiser, and never over
 * a field the shopper is typing in or has not sent yet. A failed re-read says so and keeps the page.
 *
 * React over the printed cart: the root is a slot at the top of the host holding the status line;
 * the status and the busy flag are one state (the host's aria-busy follows it); the server's form,
 * inputs, links and totals stay the ones used, listened to from an effect.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { loadSanitizer } from '../../src/cart/fragments';
import { t as cartT } from '../../src/cart/messages';
import { cartStore } from '../../src/cart/store';
import { t, type MessageKey } from '../../src/i18n';
import { defineIsland, makeSlot, useHost, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { trigger } from '../../src/wp/events';
import { httpRequest } from '../../src/wp/http';
import { latestWins } from '../../src/wp/latest';
import { cartPage } from './island';

const props = {
  debounceMs: prop.number({ default: 800 }),
};

/**
 * Islands whose hosts stay hosts in the re-read page: this island's own host (found, then only its
 * children are used) and Flatsome's quantity boxes in the rows (demo/pages/cart-page.ts).
 */
const REREAD_ISLANDS = ['cart-page', 'quantity'];

const keyOf = (input: HTMLInputElement) =>
  input.name.match(/^cart\[([a-f0-9]+)\]\[qty\]$/)?.[1] ?? input.getAttribute('data-cart_item_key') ?? '';

const SLOT_CLASS = 'si-cart-page__slot';

/** What the shopper is told, and whether a change is under way: the island's one state. */
export interface CartPageStatus {
  busy: boolean;
  message: string;
}

/** Wires the printed cart to the store; reports through `report`. Returns the clean-up. */
function wireCart(
  host: HTMLElement,
  slot: HTMLElement,
  debounceMs: number,
  report: (update: (status: CartPageStatus) => CartPageStatus) => void,
) {
  const store = cartStore();
  let busy = false;
  const setMessage = (message: string) => report((status) => ({ ...status, message }));
  const setBusy = (next: boolean) => {
    busy = next;
    report((status) => ({ ...status, busy: next }));
  };

  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** Items whose change is on its way to the server. */
  const sending = new Set<string>();

  // the sanitiser is a chunk of its own, fetched beside the first re-read (the store starts it with the change)
  const reread = latestWins(async (signal: AbortSignal) => {
    const [reply, { serverHtml }] = await Promise.all([
      httpRequest(location.href, { headers: { Accept: 'text/html' }, signal, timeoutMs: getConfig().requestTimeoutMs }),
      loadSanitizer(),
    ]);
    return serverHtml(reply.text, { islands: REREAD_ISLANDS });
  });

  /** The shopper's own values: fields with focus or with input not sent yet, by name. */
  function typedValues() {
    const typed = new Map<string, { value: string; focused: boolean }>();
    host.querySelectorAll<HTMLInputElement>('input.qty').forEach((input) => {
      const key = keyOf(input);
      const focused = input === document.activeElement;
      if (input.name && (focused || pending.has(key) || sending.has(key))) typed.set(input.name, { value: input.value, focused });
    });
    return typed;
  }

  /** Re-read the cart blocks from the server and put them in place (hosts inside mount again). */
  async function reloadBlocks() {
    const page = await reread.run();
    const fresh = page.querySelector('[data-island="cart-page"]');
    const emptied = page.querySelector('.cart-empty');
    if (!fresh && !emptied) throw new Error('the cart page came back without a cart');
    const content = page.ownerDocument.createDocumentFragment();
    if (fresh) content.append(...fresh.childNodes);
    else content.append(...[emptied, page.querySelector('.return-to-shop')].filter((node) => node !== null));
    content.querySelectorAll('[data-island="cart-page"]').forEach((nested) => nested.removeAttribute('data-island'));
    const typed = typedValues();
    let refocus: HTMLInputElement | undefined;
    content.querySelectorAll<HTMLInputElement>('input.qty').forEach((input) => {
      const own = typed.get(input.name);
      if (!own) return;
      input.value = own.value;
      if (own.focused) refocus = input;
    });
    // everything but the island's own slot (the status line) is the server's
    for (const node of [...host.childNodes]) if (node !== slot) node.remove();
    host.append(content);
    refocus?.focus();
    trigger('updated_cart_totals');
  }
  async function settle(work: Promise<unknown>, failure: MessageKey) {
    setBusy(true);
    setMessage(t('cart.updating'));
    let stage: 'change' | 'reread' = 'change';
    try {
      await work;
      stage = 'reread';
      await reloadBlocks();
      setMessage('');
    } catch (error) {
      if (isAborted(error)) return;
      if (stage === 'reread') {
        setMessage(cartT('cart.reloadFailed'));
        return;
      }
      const key = errorMessageKey(error);
      setMessage(key === 'error.protocol' || key === 'error.unknown' ? t(failure) : t(key as MessageKey));
    } finally {
      setBusy(false);
    }
  }

  const onClick = (event: MouseEvent) => {
    const remove = (event.target as Element).closest<HTMLAnchorElement>('a.remove[data-cart_item_key]');
    if (!remove) return;
    event.preventDefault();
    void settle(
      store.remove(remove.getAttribute('data-cart_item_key') ?? '', remove).then((result) => {
        if (!result.ok) throw result.error;
      }),
      'cart.removeFailed',
    );
  };

  const send = (input: HTMLInputElement) => {
    const key = keyOf(input);
    if (!key) return;
    clearTimeout(pending.get(key));
    pending.delete(key);
    sending.add(key);
    void settle(
      store.setQuantity(key, Number(input.value)).finally(() => sending.delete(key)),
      'cart.quantityFailed',
    );
  };

  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches('input.qty')) return;
    if (!input.checkValidity()) {
      input.reportValidity();
      return;
    }
    const key = keyOf(input);
    clearTimeout(pending.get(key));
    pending.set(
      key,
      setTimeout(() => send(input), debounceMs),
    );
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('.woocommerce-cart-form')) return;
    event.preventDefault();
    form.querySelectorAll<HTMLInputElement>('input.qty').forEach((input) => {
      if (input.value !== input.defaultValue) send(input);
    });
  };

  const unsubscribe = store.subscribe((event) => {
    if (event.type === 'slow' && busy) setMessage(cartT('cart.slow'));
  });

  host.addEventListener('click', onClick);
  host.addEventListener('change', onChange);
  host.addEventListener('submit', onSubmit);
  return () => {
    pending.forEach((timer) => clearTimeout(timer));
    unsubscribe();
    reread.cancel();
    host.removeEventListener('click', onClick);
    host.removeEventListener('change', onChange);
    host.removeEventListener('submit', onSubmit);
  };
}

function CartPage({ debounceMs = 800 }: IslandComponentProps<typeof props>) {
  const host = useHost();
  const [status, setStatus] = useState<CartPageStatus>({ busy: false, message: '' });
  useEffect(() => {
    const slot = host.querySelector<HTMLElement>(`:scope > .${SLOT_CLASS}`)!;
    return wireCart(host, slot, debounceMs, setStatus);
  }, [host, debounceMs]);
  useLayoutEffect(() => {
    if (status.busy) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
  }, [host, status.busy]);
  return (
    <p className="si-cart-page__status" role="status">
      {status.message || null}
    </p>
  );
}

export default defineIsland(cartPage, {
  props,
  slot: (host) => makeSlot(host, SLOT_CLASS, (slot) => host.prepend(slot)),
  component: CartPage,
});

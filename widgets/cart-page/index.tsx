/**
 * The cart page: remove links and quantity changes go through the cart store (the same queue as
 * every other cart change), then the page's cart blocks are re-read from the server, as
 * WooCommerce's cart.js does.
 */
import { cartStore } from '../../src/cart/store';
import { t, type MessageKey } from '../../src/i18n';
import { prop, type InferProps } from '../../src/islands/props';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { trigger } from '../../src/wp/events';

export const props = {
  debounceMs: prop.number({ default: 800 }),
};

const keyOf = (input: HTMLInputElement) => input.name.match(/^cart\[([a-f0-9]+)\]\[qty\]$/)?.[1] ?? input.getAttribute('data-cart_item_key') ?? '';

export function mount(host: HTMLElement, { debounceMs = 800 }: InferProps<typeof props>) {
  const store = cartStore();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const status = document.createElement('p');
  status.className = 'si-cart-page__status';
  status.setAttribute('role', 'status');
  host.before(status);

  /** Re-read the cart blocks from the server and put them in place (hosts inside mount again). */
  async function reloadBlocks() {
    const response = await fetch(location.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    const html = await response.text();
    const fresh = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-island="cart-page"]');
    if (fresh) host.innerHTML = fresh.innerHTML;
    else location.reload(); // the cart is empty: the page itself changes
    trigger('updated_cart_totals');
  }

  async function settle(work: Promise<unknown>, failure: MessageKey) {
    host.setAttribute('aria-busy', 'true');
    status.textContent = t('cart.updating');
    try {
      await work;
      await reloadBlocks();
      status.textContent = '';
    } catch (error) {
      if (isAborted(error)) return;
      const key = errorMessageKey(error);
      status.textContent = key === 'error.protocol' || key === 'error.unknown' ? t(failure) : t(key as MessageKey);
    } finally {
      host.removeAttribute('aria-busy');
    }
  }

  const onClick = (event: MouseEvent) => {
    const remove = (event.target as Element).closest<HTMLAnchorElement>('a.remove[data-cart_item_key]');
    if (!remove) return;
    event.preventDefault();
    void settle(
      store.remove(remove.getAttribute('data-cart_item_key') ?? '', remove).then((ok) => {
        if (!ok) throw new Error('remove failed');
      }),
      'cart.removeFailed',
    );
  };

  const send = (input: HTMLInputElement) => {
    const key = keyOf(input);
    if (!key) return;
    clearTimeout(pending.get(key));
    pending.delete(key);
    void settle(store.setQuantity(key, Number(input.value)), 'cart.quantityFailed');
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
    pending.set(key, setTimeout(() => send(input), debounceMs));
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('.woocommerce-cart-form')) return;
    event.preventDefault();
    form.querySelectorAll<HTMLInputElement>('input.qty').forEach((input) => {
      if (input.value !== input.defaultValue) send(input);
    });
  };

  host.addEventListener('click', onClick);
  host.addEventListener('change', onChange);
  host.addEventListener('submit', onSubmit);
  return () => {
    pending.forEach((timer) => clearTimeout(timer));
    status.remove();
    host.removeEventListener('click', onClick);
    host.removeEventListener('change', onChange);
    host.removeEventListener('submit', onSubmit);
  };
}

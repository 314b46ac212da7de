/**
 * The header's mini cart: a dropdown (disclosure) or an off-canvas drawer (modal dialog) around
 * WooCommerce's `div.widget_shopping_cart_content` fragment. It opens after an add and closes
 * 5 s later unless the visitor is pointing at it or working in it. Removes and quantity changes
 * go through the cart store. Plain DOM, since fragments replace its content from outside.
 */
import { cartStore } from '../../src/cart/store';
import { wrapTab } from '../../src/ui/focus';
import { t, type MessageKey } from '../../src/i18n';
import { prop, type InferProps } from '../../src/islands/props';
import { t as cartT } from '../../src/cart/messages';
import { errorMessageKey, isAborted } from '../../src/wp/errors';

export const props = {
  mode: prop.oneOf(['dropdown', 'off-canvas'] as const, { default: 'dropdown' }),
  autoCloseMs: prop.number({ default: 5000 }),
};

let panelCount = 0;

export function mount(host: HTMLElement, { mode = 'dropdown', autoCloseMs = 5000 }: InferProps<typeof props>) {
  const store = cartStore();
  const found = host.querySelector<HTMLElement>('.si-mini-cart__panel');
  if (!found) throw new Error('holds no .si-mini-cart__panel');
  const panel: HTMLElement = found;
  const offCanvas = mode === 'off-canvas';
  panel.id ||= `si-mini-cart-${++panelCount}`;
  panel.hidden = true;
  host.classList.add('si-mini-cart', `si-mini-cart--${mode}`);

  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'si-mini-cart__toggle';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', panel.id);
  toggle.setAttribute('aria-label', t('cart.showMiniCart'));
  toggle.innerHTML =
    '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" stroke-width="2"/></svg>';
  (host.querySelector('.header-cart-link') ?? host.firstElementChild)?.after(toggle);

  const message = document.createElement('p');
  message.className = 'si-mini-cart__message';
  message.setAttribute('role', 'alert');
  panel.prepend(message);

  let closeButton: HTMLButtonElement | undefined;
  let backdrop: HTMLElement | undefined;
  if (offCanvas) {
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', t('cart.miniCart'));
    closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.className = 'si-mini-cart__close';
    closeButton.setAttribute('aria-label', t('cart.close'));
    closeButton.textContent = '×';
    panel.prepend(closeButton);
    backdrop = document.createElement('div');
    backdrop.className = 'si-mini-cart__backdrop';
    backdrop.hidden = true;
    host.append(backdrop);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let returnFocus: HTMLElement | null = null;
  /** How it was opened: a click on the toggle after hovering or an add pins it open instead of closing. */
  let openedBy: 'toggle' | 'added' | 'hover' | null = null;
  const isOpen = () => !panel.hidden;
  const engaged = () => host.matches(':hover') || host.contains(document.activeElement);

  function open(reason: 'toggle' | 'added' | 'hover') {
    clearTimeout(timer);
    if (!isOpen() || reason === 'toggle') openedBy = reason;
    if (!isOpen()) {
      panel.hidden = false;
      if (backdrop) backdrop.hidden = false;
      toggle.setAttribute('aria-expanded', 'true');
      host.classList.add('is-open');
      if (offCanvas && reason !== 'hover') {
        returnFocus = document.activeElement as HTMLElement | null;
        (closeButton ?? panel).focus();
      }
    }
    if (reason === 'added' && !offCanvas) timer = setTimeout(closeUnlessEngaged, autoCloseMs);
  }

  function close(restoreFocus = false) {
    clearTimeout(timer);
    if (!isOpen()) return;
    panel.hidden = true;
    if (backdrop) backdrop.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    host.classList.remove('is-open');
    openedBy = null;
    if (restoreFocus) (returnFocus?.isConnected ? returnFocus : toggle).focus();
    returnFocus = null;
  }

  function closeUnlessEngaged() {
    if (!engaged()) close();
  }

  const onToggle = () => (isOpen() && openedBy === 'toggle' ? close(true) : open('toggle'));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) {
      event.stopPropagation();
      close(true);
      return;
    }
    if (offCanvas && isOpen()) wrapTab(event, panel);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (!offCanvas && event.pointerType === 'mouse') open('hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (!offCanvas && event.pointerType === 'mouse' && openedBy !== 'toggle' && !host.contains(document.activeElement))
      timer = setTimeout(() => close(), 300);
  };
  const onFocusOut = (event: FocusEvent) => {
    // Focus leaving because fragments replaced the focused element is not the visitor leaving.
    if (!offCanvas && openedBy !== 'toggle' && event.relatedTarget !== null && !host.contains(event.relatedTarget as Node))
      timer = setTimeout(closeUnlessEngaged, 300);
  };

  const showError = (error: unknown, fallback: MessageKey) => {
    if (isAborted(error)) return;
    const key = errorMessageKey(error);
    message.textContent = key === 'error.protocol' || key === 'error.unknown' ? t(fallback) : t(key as MessageKey);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (closeButton && target.closest('.si-mini-cart__close')) return close(true);
    if (backdrop && target === backdrop) return close(true);
    const remove = target.closest<HTMLAnchorElement>('a.remove_from_cart_button');
    if (!remove || !panel.contains(remove)) return;
    event.preventDefault();
    const key = remove.getAttribute('data-cart_item_key') ?? '';
    remove.closest('li')?.classList.add('loading');
    panel.setAttribute('aria-busy', 'true');
    message.textContent = '';
    void store
      .remove(key, remove)
      .then((result) => {
        // on the checkout page the link is not followed: it would leave a half-filled form
        if (!result.ok && !result.followed) {
          remove.closest('li')?.classList.remove('loading');
          message.textContent = cartT('cart.removeFailedStay');
        }
      })
      .finally(() => panel.removeAttribute('aria-busy'));
  };

  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches('input.qty') || !panel.contains(input)) return;
    const key = input.getAttribute('data-cart_item_key') ?? input.name.match(/cart\[([a-f0-9]+)\]/)?.[1] ?? '';
    if (!key) return;
    if (!input.checkValidity()) {
      input.reportValidity();
      return;
    }
    message.textContent = '';
    panel.setAttribute('aria-busy', 'true');
    store
      .setQuantity(key, Number(input.value))
      .catch((error: unknown) => showError(error, 'cart.quantityFailed'))
      .finally(() => panel.removeAttribute('aria-busy'));
  };

  const unsubscribe = store.subscribe((event) => {
    if (event.type === 'adding') host.classList.add('si-mini-cart--adding');
    if (event.type === 'added' || event.type === 'add-failed') host.classList.remove('si-mini-cart--adding');
    if (event.type === 'added') open('added');
    if (event.type === 'slow') message.textContent = cartT('cart.slow');
    if (event.type === 'fragments' && message.textContent === cartT('cart.slow')) message.textContent = '';
    if (event.type === 'fragments' || event.type === 'added' || event.type === 'removed')
      host.classList.toggle('si-mini-cart--empty', !store.hasCart() && !store.isAdding);
  });
  host.classList.toggle('si-mini-cart--empty', !store.hasCart());

  toggle.addEventListener('click', onToggle);
  const listeners: Array<[string, (event: never) => void]> = [
    ['keydown', onKeyDown],
    ['pointerenter', onPointerEnter],
    ['pointerleave', onPointerLeave],
    ['focusout', onFocusOut],
    ['click', onClick],
    ['change', onChange],
  ];
  for (const [type, listener] of listeners) host.addEventListener(type, listener as EventListener);

  return () => {
    clearTimeout(timer);
    unsubscribe();
    toggle.remove();
    message.remove();
    closeButton?.remove();
    backdrop?.remove();
    panel.hidden = false;
    for (const [type, listener] of listeners) host.removeEventListener(type, listener as EventListener);
  };
}

/**
 * Ajax add to cart on WooCommerce's buttons and Flatsome's single-product forms. Plain DOM:
 * loading and added states, the "View cart" link, a 3-second message, notices on errors.
 * Every add goes through the cart store's serial queue, so 20 fast clicks are 20 items.
 */
import { t as cartT } from '../../src/cart/messages';
import { cartStore, type AddResult } from '../../src/cart/store';
import { t, type MessageKey } from '../../src/i18n';
import { toast } from '../../src/ui/toast';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey } from '../../src/wp/errors';
import { trigger } from '../../src/wp/events';
import { buttonData, productName } from './button';

function addViewCartLink(button: Element) {
  const config = getConfig();
  if (config.isCart || button.parentElement?.querySelector('.added_to_cart')) return;
  const link = document.createElement('a');
  link.href = config.cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = t('cart.viewCart');
  link.textContent = t('cart.viewCart');
  button.after(link);
  trigger('wc_cart_button_updated', [button]);
}

const NOTICES_CLASS = 'si-add-to-cart__notices';

/**
 * The notices area right before `form`: where the shopper acted, inside a quick view dialog when
 * the form is in one, never the page's first notices wrapper (which may sit in the hidden login
 * popup) and never in place of the form's surroundings.
 */
function noticesFor(form: HTMLFormElement, create: boolean): HTMLElement | null {
  const previous = form.previousElementSibling;
  if (previous instanceof HTMLElement && previous.classList.contains(NOTICES_CLASS)) return previous;
  if (!create) return null;
  const wrapper = document.createElement('div');
  wrapper.className = `woocommerce-notices-wrapper ${NOTICES_CLASS}`;
  // the notices island scrolls a new error into view and focuses it, as for the page's own wrapper
  wrapper.setAttribute('data-island', 'notices');
  form.before(wrapper);
  return wrapper;
}

function report(result: AddResult, name: string, form: HTMLFormElement | null) {
  if (form) noticesFor(form, false)?.replaceChildren();
  if (result.ok) {
    toast(name ? t('cart.added', { product: name }) : t('cart.viewCart'), {
      link: { href: getConfig().cartUrl, text: t('cart.viewCart') },
    });
    return;
  }
  if (result.reason !== 'failed') return;
  if (result.notices && form) {
    const notices = result.notices;
    // the sanitiser's chunk only when the server sent notices: loop pages never load it otherwise
    void import('../../src/ui/sanitize').then(({ serverHtml }) => {
      const wrapper = noticesFor(form, true);
      wrapper?.replaceChildren(serverHtml(notices));
    });
    return;
  }
  const key = result.error ? errorMessageKey(result.error) : 'error.unknown';
  toast(key === 'error.protocol' ? t('cart.addFailed') : t(key as MessageKey), { kind: 'error' });
}

function track(button: Element, work: Promise<AddResult>, name: string, form: HTMLFormElement | null) {
  const pending = Number(button.getAttribute('data-si-pending') ?? '0') + 1;
  button.setAttribute('data-si-pending', String(pending));
  button.classList.add('loading');
  button.classList.remove('added');
  button.setAttribute('aria-busy', 'true');
  let dismissSlow: (() => void) | undefined;
  const unsubscribe = cartStore().subscribe((event) => {
    if (event.type === 'slow' && event.source === button && !dismissSlow) dismissSlow = toast(cartT('cart.slow'), { ms: 60_000 });
  });
  void work.then((result) => {
    unsubscribe();
    dismissSlow?.();
    const left = Number(button.getAttribute('data-si-pending') ?? '1') - 1;
    button.setAttribute('data-si-pending', String(left));
    if (left === 0) {
      button.classList.remove('loading');
      button.removeAttribute('aria-busy');
    }
    if (result.ok) {
      button.classList.add('added');
      addViewCartLink(button);
    }
    report(result, name, form);
  });
}

function mountButton(button: HTMLElement) {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const store = cartStore();
    track(button, store.addToCart(buttonData(button), button), productName(button), null);
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}

function mountForm(form: HTMLFormElement) {
  const onSubmit = (event: SubmitEvent) => {
    if (event.defaultPrevented) return;
    const submitter = (event.submitter as HTMLButtonElement | null) ?? form.querySelector<HTMLButtonElement>('[name="add-to-cart"]');
    const productId =
      submitter?.getAttribute('name') === 'add-to-cart'
        ? submitter.value
        : (form.querySelector<HTMLInputElement>('[name="add-to-cart"]')?.value ?? '');
    if (!productId) return; // not a form we understand: let it post
    event.preventDefault();
    if (!form.reportValidity()) return;
    track(submitter ?? form, cartStore().addForm(form, productId, submitter), productName(form), form);
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}

export function mount(host: HTMLElement) {
  const form = host instanceof HTMLFormElement ? host : host.querySelector<HTMLFormElement>('form.cart');
  if (form) return mountForm(form);
  return mountButton(host);
}

/**
 * What the checkout page does before the island's code is there, in a plain page module (no
 * framework) the loader fetches as soon as it finds the checkout: WooCommerce's login and coupon
 * toggles, the account fields following "Create an account?", the selects' values as printed, and a
 * coupon form submitted before the island mounted (kept for it). The loader itself keeps only what
 * must be right at once.
 */
import { startPageAddressFields } from '../../src/address/fields';
import { pageGlobal } from '../../src/wp/config';
import { jQueryOf } from '../../src/wp/events';
import { PENDING_COUPON, PENDING_UPDATE, PRINTED_VALUE, TOGGLES, WAKE } from './names';

const COUPON_FORM = 'form.checkout_coupon';
const LOGIN_FORM = 'form.login, form.woocommerce-form--login';

type HostBag = Record<string, unknown>;

const isShown = (element: HTMLElement) => !element.hidden && getComputedStyle(element).display !== 'none';

/** Show or hide as jQuery's slideToggle leaves it: an inline display. Returns whether it is shown now. */
function toggle(elements: HTMLElement[]): boolean {
  const show = !elements.some(isShown);
  for (const element of elements) {
    element.hidden = false;
    element.style.display = show ? '' : 'none';
    if (show && !isShown(element)) element.style.display = 'block';
  }
  return show;
}

/** Asks the loader to fetch and mount the island now (island.ts's wake event). */
const wakeIsland = () => window.dispatchEvent(new Event(WAKE));

let togglesBound = false;

/**
 * "Returning customer? Click here to login" and "Have a coupon? Click here to enter your code", as
 * checkout.js toggles them. Both forms are WooCommerce's, printed above the checkout form (outside
 * the host), so this is the loader's: it works before the island's code is there. Showing the coupon
 * form wakes the island (applying a coupon is its work).
 */
function bindToggles(doc: Document) {
  if (togglesBound) return;
  togglesBound = true;
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(TOGGLES);
    if (!link) return;
    event.preventDefault();
    if (link.matches('a.showcoupon')) {
      const forms = [...doc.querySelectorAll<HTMLElement>(COUPON_FORM)];
      if (forms.length === 0) return;
      const shown = toggle(forms);
      doc.querySelectorAll('a.showcoupon').forEach((each) => each.setAttribute('aria-expanded', String(shown)));
      if (shown) forms[0]!.querySelector<HTMLElement>('input,select,textarea,button')?.focus();
      wakeIsland();
      return;
    }
    const forms = [...doc.querySelectorAll<HTMLElement>(LOGIN_FORM)];
    if (forms.length === 0) return;
    if (toggle(forms)) forms[0]!.scrollIntoView({ block: 'start', behavior: 'smooth' });
  });
}

/** Starts the page's own work for the checkout form `host`. */
export function startCheckoutPage(host: HTMLElement): void {
  const doc = host.ownerDocument;
  const bag = host as unknown as HostBag;
  const islandState = () => host.getAttribute('data-island-state');
  // "Create an account?": its fields follow the box, when guests may order (checkout.js's toggle_create_account)
  const guests = pageGlobal('wc_checkout_params')?.option_guest_checkout;
  const account = () => {
    const box = host.querySelector<HTMLInputElement>('input#createaccount');
    if (guests !== 'yes' || !box) return;
    host.querySelectorAll<HTMLElement>('div.create-account').forEach((fields) => {
      fields.hidden = !box.checked;
      fields.style.display = box.checked ? '' : 'none';
    });
    if (box.checked) {
      const password = host.querySelector<HTMLInputElement>('#account_password');
      // as checkout.js: a password the browser filled in is not taken
      if (password) password.value = '';
    }
  };
  account();
  host.addEventListener('change', (event) => {
    if ((event.target as Element).matches('input#createaccount')) account();
  });
  // the selects' values as printed, for the island's mount (form.ts changedBeforeMount): country-select.js
  // refills the state's options at load, keeping the value but not which option the server chose
  for (const select of host.querySelectorAll('select')) (select as unknown as HostBag)[PRINTED_VALUE] = select.value;
  bindToggles(doc);
  // as checkout.js: the browser's own checks (a bubble for a half-typed email) would stop the order
  // before WooCommerce's checks and messages, which the island and the server give
  host.setAttribute('novalidate', 'novalidate');
  // the state field, labels and order follow the country (country-select.js and address-i18n.js are switched off here)
  startPageAddressFields(doc);
  // A script that may listen to the checkout's events (a gateway mounting its card fields on
  // updated_checkout, a theme's: all jQuery's, as checkout.js's events are) gets the start checkout.js
  // gave it at every load: the island wakes now and refreshes (init_checkout, update_order_review,
  // updated_checkout). Without jQuery nothing can be listening, and the checkout waits for the shopper.
  if (jQueryOf() && islandState() !== 'mounted') {
    bag[PENDING_UPDATE] = true;
    wakeIsland();
  }
  // a coupon submitted before the island listens: kept for it (posted without it, it would do nothing).
  // On the window, after the document's listeners: once the island's is on (before its mount is over),
  // it has taken the submit, and one kept here as well would be applied again by a later mount.
  addEventListener('submit', (event) => {
    const target = event.target as Element;
    if (event.defaultPrevented || !target.matches(COUPON_FORM) || islandState() === 'error') return;
    event.preventDefault();
    bag[PENDING_COUPON] = target;
    wakeIsland();
  });
}

import type { IslandSpec } from '../../src/islands/types';

/** The host's property that says `update_checkout` fired before the island was mounted (form.ts reads it). */
const PENDING_UPDATE = 'siCheckoutUpdatePending';
/** The host's property holding the coupon form submitted before the island was mounted (form.ts reads it). */
const PENDING_COUPON = 'siCheckoutCouponPending';
/** Fired on window to wake the island (its spec's wakeOn): what it must answer came from outside the form. */
export const WAKE = 'shop-islands:checkout';

const SHIP_TO_DIFFERENT = '#ship-to-different-address input';
const COUPON_FORM = 'form.checkout_coupon';
const LOGIN_FORM = 'form.login, form.woocommerce-form--login';

type HostBag = Record<string, unknown>;
type JQueryLike = (target: unknown) => { one(name: string, handler: () => void): unknown };

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
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a.showcoupon, a.showlogin');
    if (!link) return;
    event.preventDefault();
    if (link.matches('a.showcoupon')) {
      const forms = [...doc.querySelectorAll<HTMLElement>(COUPON_FORM)];
      if (forms.length === 0) return;
      const shown = toggle(forms);
      doc.querySelectorAll('a.showcoupon').forEach((each) => each.setAttribute('aria-expanded', String(shown)));
      if (shown) forms[0]!.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
      window.dispatchEvent(new Event(WAKE));
      return;
    }
    const forms = [...doc.querySelectorAll<HTMLElement>(LOGIN_FORM)];
    if (forms.length === 0) return;
    if (toggle(forms)) forms[0]!.scrollIntoView({ block: 'start', behavior: 'smooth' });
  });
}

/**
 * On intent (pointer, touch, focus or a key on the form): the server printed the order review and the
 * payment boxes as they are, so nothing needs the island's code (nor React) at load. Held until
 * mounted: the place-order button (a submit by Enter before mount posts the form as without
 * JavaScript), the terms link and a coupon's remove link.
 * Here, at once: the shipping address follows ship-to-different-address and the account fields
 * "Create an account?" (WooCommerce prints them shown and hides them from its script at load); the
 * login and coupon toggles. `update_checkout`
 * fired before mount (another script, through jQuery or not) wakes the island and is remembered
 * for it, and so is a coupon form submitted before mount.
 */
export const checkout = {
  name: 'checkout',
  hydrate: 'interaction',
  holdUntilMounted: '#place_order, a.woocommerce-terms-and-conditions-link, .woocommerce-remove-coupon',
  wakeOn: ['update_checkout', WAKE],
  onFound: (host) => {
    const doc = host.ownerDocument;
    const bag = host as unknown as HostBag;
    const mounted = () => host.getAttribute('data-island-state') === 'mounted';
    const address = host.querySelector<HTMLElement>('.shipping_address');
    const follow = () => {
      const shown = host.querySelector<HTMLInputElement>(SHIP_TO_DIFFERENT)?.checked;
      if (!address || shown === undefined) return;
      address.hidden = !shown;
      address.style.display = shown ? '' : 'none';
    };
    follow();
    // "Create an account?": its fields follow the box, when guests may order (checkout.js's toggle_create_account)
    const guests = (window as unknown as { wc_checkout_params?: { option_guest_checkout?: unknown } }).wc_checkout_params
      ?.option_guest_checkout;
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
      const target = event.target as Element;
      if (target.matches(SHIP_TO_DIFFERENT)) follow();
      if (target.matches('input#createaccount')) account();
    });
    bindToggles(doc);
    const remember = () => {
      if (mounted()) return;
      bag[PENDING_UPDATE] = true;
      window.dispatchEvent(new Event(WAKE));
    };
    // jQuery's trigger() runs jQuery's handlers only (no native listener hears it); its handler hears native events too
    const $ = (window as unknown as { jQuery?: unknown }).jQuery;
    if (typeof $ === 'function') ($ as JQueryLike)(doc.body).one('update_checkout', remember);
    else doc.body.addEventListener('update_checkout', remember, { once: true });
    // a coupon submitted before the code is there: kept for the island (posted without it, it would do nothing)
    doc.addEventListener('submit', (event) => {
      const target = event.target as Element;
      if (mounted() || !target.matches(COUPON_FORM) || host.getAttribute('data-island-state') === 'error') return;
      event.preventDefault();
      bag[PENDING_COUPON] = target;
      window.dispatchEvent(new Event(WAKE));
    });
  },
} satisfies IslandSpec;

/**
 * What cart.js's `update_wc_div` does with a re-read cart page, as plain DOM work: the cart form and
 * the totals are replaced by the server's, the page's notices shown (deduplicated), an emptied
 * cart replaces the whole cart, and, beyond cart.js, what the shopper has typed and not sent (a
 * quantity, a coupon code, the shipping calculator) stays in the new fields unless the request
 * that led to the re-read sent it.
 */

/** WooCommerce's notices, classic and block-styled (cart.js's selector). */
export const NOTICE_SELECTOR = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';
export const FORM_SELECTOR = 'form.woocommerce-cart-form';
export const TOTALS_SELECTOR = '.cart_totals';
export const CALCULATOR_SELECTOR = '.shipping-calculator-form';
export const COUPON_ERROR_ID = 'coupon-error-notice';

/** The fields whose typed value a re-read keeps: quantities, the coupon code, the shipping calculator. */
const KEPT_FIELDS = 'input.qty, #coupon_code, .woocommerce-shipping-calculator :is(input, select, textarea)';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The value the server printed for a field (what a re-read would put back). */
export function printedValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return field.defaultValue;
}

/** The shopper changed this field and it has not been sent (it differs from what the server printed). */
export const isTyped = (field: Field): boolean => field.value !== printedValue(field);

export interface Typed {
  /** name → the shopper's value, in document order (a country before its state) */
  values: Map<string, string>;
  /** the name of the field with focus */
  focused: string | null;
  /** the shipping calculator was open */
  calculatorOpen: boolean;
}

/** Whether a request carried this field as it is now (then the server's new value wins). */
export type SentField = (field: Field) => boolean;

/** What the shopper has typed and not sent (`sent` says what the request carried). */
export function captureTyped(root: ParentNode, sent: SentField = () => false): Typed {
  const values = new Map<string, string>();
  let focused: string | null = null;
  root.querySelectorAll<Field>(KEPT_FIELDS).forEach((field) => {
    if (!field.name) return;
    const hasFocus = field === field.ownerDocument.activeElement;
    if (hasFocus) focused = field.name;
    if (!sent(field) && (hasFocus || isTyped(field))) values.set(field.name, field.value);
  });
  const calculator = root.querySelector<HTMLElement>(CALCULATOR_SELECTOR);
  return { values, focused, calculatorOpen: calculator !== null && calculator.style.display !== 'none' && !calculator.hidden };
}

/**
 * Puts the typed values into the new fields. A changed country is announced with a `change` event
 * first, so WooCommerce's country-select swaps the state field before the state is set.
 */
export function restoreTyped(root: ParentNode, typed: Typed): void {
  for (const [name, value] of typed.values) {
    const field = fieldNamed(root, name);
    if (!field || field.value === value) continue;
    field.value = value;
    if (field.classList.contains('country_to_state')) field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (typed.calculatorOpen) setCalculatorOpen(root, true);
  if (typed.focused) fieldNamed(root, typed.focused)?.focus();
}

const fieldNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<Field>('input, select, textarea')].find((field) => field.name === name) ?? null;

export function setCalculatorOpen(root: ParentNode, open: boolean): void {
  const calculator = root.querySelector<HTMLElement>(CALCULATOR_SELECTOR);
  if (!calculator) return;
  calculator.style.display = open ? '' : 'none';
  root.querySelectorAll('.shipping-calculator-button').forEach((button) => button.setAttribute('aria-expanded', String(open)));
}

/** The page's notices, each text once (cart.js's remove_duplicate_notices). */
export function noticesIn(root: ParentNode): Element[] {
  const seen = new Set<string>();
  const found: Element[] = [];
  root.querySelectorAll(NOTICE_SELECTOR).forEach((notice) => {
    // a notice inside another notice (a list inside its wrapper) goes with its parent
    if (found.some((outer) => outer.contains(notice))) return;
    // the empty cart's own message is the page's content, not a notice
    if (notice.closest('.wc-empty-cart-message, .cart-empty')) return;
    const text = notice.textContent ?? '';
    if (seen.has(text)) return;
    seen.add(text);
    found.push(notice);
  });
  return found;
}

/** The cart of a re-read page: the cart page's host, or the empty cart's content; null for neither. */
export function cartOf(page: ParentNode): { kind: 'cart'; content: Element } | { kind: 'empty'; content: Element } | null {
  const cart = page.querySelector('[data-island="cart-page"]');
  if (cart?.querySelector(FORM_SELECTOR)) return { kind: 'cart', content: cart };
  const empty = page.querySelector('.wc-empty-cart-message, .cart-empty');
  const container = empty?.closest('.woocommerce') ?? empty?.parentElement;
  return container ? { kind: 'empty', content: container } : null;
}

/** Removes the shown notices (and the coupon field's error), as cart.js does before showing new ones. */
export function clearNotices(root: ParentNode): void {
  root.querySelectorAll(`${NOTICE_SELECTOR}, .coupon-error-notice`).forEach((notice) => notice.remove());
  const coupon = root.querySelector('#coupon_code');
  coupon?.classList.remove('has-error');
  coupon?.removeAttribute('aria-invalid');
  coupon?.removeAttribute('aria-describedby');
}

/** Shows notices at the top of the notices wrapper (cart.js's show_notice), else before the form. */
export function showNotices(root: ParentNode, notices: readonly Node[]): void {
  if (notices.length === 0) return;
  const wrapper = root.querySelector('.woocommerce-notices-wrapper');
  if (wrapper) wrapper.prepend(...notices);
  else root.querySelector(FORM_SELECTOR)?.before(...notices);
}

/** The coupon field's error under it (cart.js's show_coupon_error): text only, described by the field. */
export function showCouponError(root: ParentNode, message: string, alert: boolean): void {
  const field = root.querySelector<HTMLInputElement>('#coupon_code');
  const wrapper = field?.closest('.coupon');
  if (!field || !wrapper || message.trim() === '') return;
  wrapper.querySelector('.coupon-error-notice')?.remove();
  const error = field.ownerDocument.createElement('p');
  error.className = 'coupon-error-notice';
  error.id = COUPON_ERROR_ID;
  error.textContent = message.trim();
  if (alert) error.setAttribute('role', 'alert');
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', COUPON_ERROR_ID);
  wrapper.append(error);
}

export interface ApplyOptions {
  /** keep the notices shown (cart.js's preserve_notices) */
  preserveNotices: boolean;
  /** fields the request sent: the server's value wins */
  sent?: SentField;
  /** the shipping calculator closes (it was what was sent) */
  closeCalculator?: boolean;
}

/**
 * Puts a re-read page in place inside `host` (its `keep` child, the island's own slot, stays).
 * Returns what the cart became, or throws when the page holds no cart.
 */
export function applyCartPage(host: Element, keep: Node, page: ParentNode, options: ApplyOptions): 'cart' | 'emptied' {
  const found = cartOf(page);
  if (!found) throw new Error('the cart page came back without a cart');
  const typed = captureTyped(host, options.sent);
  if (options.closeCalculator) typed.calculatorOpen = false;
  const coupon = host.querySelector<HTMLInputElement>('#coupon_code');
  const couponError = coupon?.closest('.coupon')?.querySelector('.coupon-error-notice')?.textContent ?? '';
  const notices = noticesIn(found.content);
  notices.forEach((notice) => notice.remove());

  const form = host.querySelector(FORM_SELECTOR);
  const freshForm = found.content.querySelector(FORM_SELECTOR);
  if (found.kind === 'cart' && form && freshForm) {
    if (!options.preserveNotices) clearNotices(host);
    form.replaceWith(freshForm);
    const totals = host.querySelector(TOTALS_SELECTOR);
    const freshTotals = found.content.querySelector(TOTALS_SELECTOR);
    if (totals && freshTotals) totals.replaceWith(freshTotals);
    else if (freshTotals) host.querySelector('.cart-collaterals')?.append(freshTotals);
  } else {
    // from a cart to an empty one, or back: everything but the island's slot is the server's
    const shown = options.preserveNotices ? [...host.querySelectorAll(NOTICE_SELECTOR)] : [];
    for (const node of [...host.childNodes]) if (node !== keep) node.remove();
    host.append(...found.content.childNodes);
    showNotices(host, shown);
  }
  // cart.js keeps the coupon field's error through a re-read that keeps notices
  if (options.preserveNotices && couponError) showCouponError(host, couponError, true);
  showNotices(host, notices);
  restoreTyped(host, typed);
  return found.kind === 'cart' ? 'cart' : 'emptied';
}

/** The update button is usable while a quantity differs from the server's (cart.js: after a change). */
export function syncUpdateButton(root: ParentNode, changed = false): void {
  const typedQuantity = [...root.querySelectorAll<HTMLInputElement>(`${FORM_SELECTOR} .cart_item :is(input, select)`)].some(isTyped);
  root.querySelectorAll<HTMLButtonElement | HTMLInputElement>(`${FORM_SELECTOR} [name="update_cart"]`).forEach((button) => {
    button.disabled = !(changed || typedQuantity);
  });
}

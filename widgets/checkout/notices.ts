/** Where the checkout's messages go: order errors above the form, review failures above the order review. */
import { serverHtml } from '../../src/ui/sanitize';
import { t } from './messages';
import { navigation } from './navigation';

const REVIEW_NOTICE = 'woocommerce-NoticeGroup-updateOrderReview';

/** WooCommerce's checkout notice group: in the notices wrapper before the form, else at the form's top. */
function checkoutNoticeGroup(form: HTMLFormElement): HTMLElement {
  const doc = form.ownerDocument;
  const wrapper = [...doc.querySelectorAll<HTMLElement>('.woocommerce-notices-wrapper')].find(
    (element) => element.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const container = wrapper ?? form;
  let group = container.querySelector<HTMLElement>('.woocommerce-NoticeGroup-checkout');
  if (!group) {
    group = doc.createElement('div');
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    container.prepend(group);
  }
  return group;
}

/** The server's error HTML (sanitised) in the checkout notice group. */
export function showCheckoutError(form: HTMLFormElement, html: string): void {
  checkoutNoticeGroup(form).replaceChildren(serverHtml(html, {}, form.ownerDocument));
}

/** WooCommerce's error list holding one text of ours (and a control to act on it). */
function errorList(doc: Document, text: string, ...controls: Node[]): HTMLUListElement {
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  list.setAttribute('role', 'alert');
  const item = doc.createElement('li');
  item.textContent = text;
  for (const control of controls) item.append(' ', control);
  list.append(item);
  return list;
}

/** One text of ours in the checkout notice group; returns its HTML for `checkout_error` listeners. */
export function showCheckoutErrorText(form: HTMLFormElement, text: string): string {
  const list = errorList(form.ownerDocument, text);
  checkoutNoticeGroup(form).replaceChildren(list);
  return list.outerHTML;
}

/**
 * A failed refresh of the totals, right above the order review where the shopper sees the totals,
 * in WooCommerce's update-order-review notice group; an expired session offers the reload.
 */
export function showReviewFailure(form: HTMLFormElement, sessionExpired: boolean): void {
  const doc = form.ownerDocument;
  const anchor =
    form.querySelector('.woocommerce-checkout-review-order-table') ??
    form.querySelector('#order_review, .woocommerce-checkout-review-order');
  const group = doc.createElement('div');
  group.className = `woocommerce-NoticeGroup ${REVIEW_NOTICE}`;
  const controls: Node[] = [];
  if (sessionExpired) {
    const reload = doc.createElement('button');
    reload.type = 'button';
    reload.className = 'button';
    reload.textContent = t('checkout.reload');
    reload.addEventListener('click', () => navigation.reload());
    controls.push(reload);
  }
  group.append(errorList(doc, t(sessionExpired ? 'checkout.reviewSession' : 'checkout.reviewFailed'), ...controls));
  clearReviewFailure(form);
  if (anchor) anchor.before(group);
  else form.prepend(group);
}

export function clearReviewFailure(form: HTMLFormElement): void {
  form.ownerDocument.querySelectorAll(`.${REVIEW_NOTICE}`).forEach((group) => group.remove());
}

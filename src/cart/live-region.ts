/**
 * WooCommerce's cart live region (add-to-cart.js): a `role="status"` element of screen-reader text,
 * emptied when an add or a remove starts and then given the pressed control's `data-success_message`
 * ("“Espressobohnen” has been added to your cart") once it answered. One per page: WooCommerce's own
 * where its script made it. (add-to-cart.js asks jQuery to `.delay(1000)` the text, which delays
 * only animations: the text is set at once, as here.)
 */
const REGION_CLASS = 'widget_shopping_cart_live_region';

function cartLiveRegion(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(`.${REGION_CLASS}`);
  if (existing) return existing;
  const region = doc.createElement('div');
  region.className = `${REGION_CLASS} screen-reader-text`;
  region.setAttribute('role', 'status');
  doc.body.append(region);
  return region;
}

/** A change starts: the region is emptied, so that the same message is announced again. */
export function clearCartAnnouncement(doc: Document = document): void {
  const region = cartLiveRegion(doc);
  region.textContent = '';
  region.removeAttribute('aria-relevant');
}

/** The change answered: `control`'s success message, as text, when it has one. */
export function announceCartChange(control: Element | null, doc: Document = document): void {
  const message = control?.getAttribute('data-success_message');
  if (!message) return;
  const region = cartLiveRegion(doc);
  region.textContent = message;
  region.setAttribute('aria-relevant', 'all');
}

/** The bar's target: the product form it stands for, and when that form has scrolled out of sight. */

type Entry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'boundingClientRect'>;

/** Active when nothing of the target is visible and it lies above the viewport. */
export const isAbove = (entry: Entry) => (!entry.isIntersecting || entry.intersectionRatio === 0) && entry.boundingClientRect.bottom <= 0;

/**
 * The product's add-to-cart form the bar stands for: its `data-target` (`form.cart` by default)
 * only where that names a `form.cart`. The bar submits it with the visitor's session, so a host
 * written into page content must not point it at another form. (A `data-target` that is no selector
 * throws: a broken host.)
 */
export function productForm(target: string | null | undefined): HTMLFormElement | null {
  const found = document.querySelector<HTMLFormElement>(target || 'form.cart');
  return found?.matches('form.cart') ? found : null;
}

import { jQueryData } from '../../src/wp/jquery-data';
import type { FormFields } from '../../src/wp/form-encode';

/**
 * What a WooCommerce add-to-cart button sends, as add-to-cart.js gathers it: the values other scripts
 * stored on it with jQuery's `.data(key, value)`, then its data-* attributes over them (the element's
 * `dataset`: `data-product_id` is `product_id`, a plugin's `data-variation-id` is `variationId`), but
 * the runtime's own. Encode it with encodeAsJQuery once `adding_to_cart` handlers have seen it.
 */
const OWN_DATA = new Set(['island', 'islandState', 'hydrate', 'props', 'siBusy']);

export function buttonData(button: Element): FormFields {
  const data: Record<string, unknown> = {};
  const attributes = Object.entries((button as HTMLElement).dataset ?? {});
  for (const [key, value] of [...Object.entries(jQueryData(button)), ...attributes])
    if (value !== undefined && !OWN_DATA.has(key)) data[key] = value;
  return data as FormFields;
}

/** A loop add: the press on the host itself, a link or (a theme's) button; a form's add is its submit button's. */
export const isLoopPress = (host: Element, control: Element) =>
  control === host && (host instanceof HTMLAnchorElement || host instanceof HTMLButtonElement);

/** The product's name for messages, from the card or page around the button. */
export function productName(element: Element): string {
  const product = element.closest('.product, .product-lightbox, .product-page, li');
  const title = product?.querySelector('.woocommerce-loop-product__title, .product_title, .product-title');
  return title?.textContent?.trim() ?? '';
}

/** The browser's own post of the form (the site has no ajax add for it), with the add button's field. */
export function postForm(form: HTMLFormElement, productId: string) {
  if (!form.querySelector('input[name="add-to-cart"]')) {
    const field = form.ownerDocument.createElement('input');
    field.type = 'hidden';
    field.name = 'add-to-cart';
    field.value = productId;
    form.append(field);
  }
  HTMLFormElement.prototype.submit.call(form);
}

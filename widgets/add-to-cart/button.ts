/** What a WooCommerce add-to-cart button sends: every data-* attribute it carries (as jQuery's .data()). */
const OWN_ATTRIBUTES = new Set(['island', 'island-state', 'hydrate', 'props', 'si-busy']);

export function buttonData(button: Element): Record<string, string> {
  const data: Record<string, string> = {};
  for (const attribute of Array.from(button.attributes)) {
    if (!attribute.name.startsWith('data-')) continue;
    const name = attribute.name.slice(5);
    if (!OWN_ATTRIBUTES.has(name)) data[name] = attribute.value;
  }
  return data;
}

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

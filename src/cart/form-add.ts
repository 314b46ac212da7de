/**
 * How a single-product form (`form.cart`) is added to the cart: the request it becomes, or why it
 * must be left to the browser. Pure: reads the form, sends nothing.
 *
 * One rule above all: a numeric `add-to-cart` field never goes to an ajax endpoint. WooCommerce's
 * `WC_Form_Handler::add_to_cart_action` runs on `wp_loaded` for every front-end request carrying
 * one (admin-ajax and wc-ajax included) and adds the product before the ajax handler runs: a handler
 * that adds as well adds twice.
 *
 * - Flatsome (its `flatsomeVars` is printed): `admin-ajax action=flatsome_ajax_add_to_cart` reads
 *   `product_id` (the variation's id for a variation), `quantity` and `variation[attribute_…]`.
 * - Otherwise `wc-ajax=add_to_cart` (`WC_AJAX::add_to_cart`): `product_id` (the variation's id),
 *   `quantity`; a variation's attributes are the variation's own (`get_variation_attributes()`), so a
 *   variation with an "any" attribute cannot be added there and the form posts natively.
 * In both, every other field the form holds goes along with its repeated names (add-ons'
 * `addon[]`): plugins read them in `woocommerce_add_to_cart_validation` and
 * `woocommerce_add_cart_item_data`, which both endpoints run.
 * Left to the browser: a form with a file field (an ajax body cannot carry the upload as the
 * browser's multipart post does), a grouped product's form (`quantity[<id>]` per child).
 */

export type FormAddPlan =
  | { kind: 'send'; endpoint: 'flatsome' | 'wc-ajax'; body: URLSearchParams }
  /** the browser's own post of the form does what no ajax endpoint can */
  | { kind: 'post'; why: 'file' | 'grouped' | 'variation-attributes' | 'no-variation' };

interface Variation {
  variation_id?: unknown;
  attributes?: unknown;
}

/** The form's fields as the browser would post them (without the submitter), files aside. */
export function entries(form: HTMLFormElement): { fields: Array<[string, string]>; hasFile: boolean } {
  const fields: Array<[string, string]> = [];
  let hasFile = form.querySelector('input[type="file"]:not(:disabled)') !== null;
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') fields.push([name, value]);
    else hasFile = true;
  });
  return { fields, hasFile };
}

/** The variation chosen in a variations form ('' when none), as WooCommerce's variation script fills it. */
export const chosenVariation = (form: HTMLFormElement): string =>
  form.querySelector<HTMLInputElement>('[name="variation_id"]')?.value.trim() ?? '';

const isVariationsForm = (form: HTMLFormElement) =>
  form.classList.contains('variations_form') || form.querySelector('[name="variation_id"]') !== null;

/**
 * The chosen variation's attributes from the form's `data-product_variations` (printed while the
 * product has at most 30 variations), or undefined when the form does not say.
 */
function variationAttributes(form: HTMLFormElement, variationId: string): Record<string, unknown> | undefined {
  const printed = form.getAttribute('data-product_variations');
  if (!printed) return undefined;
  try {
    const variations: unknown = JSON.parse(printed);
    if (!Array.isArray(variations)) return undefined;
    const found = (variations as Variation[]).find((variation) => String(variation?.variation_id) === variationId);
    const attributes = found?.attributes;
    return typeof attributes === 'object' && attributes !== null ? (attributes as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** True when wc-ajax add_to_cart adds the variation with everything chosen: none of its attributes is "any" (''). */
function fixedAttributes(form: HTMLFormElement, variationId: string): boolean {
  const attributes = variationAttributes(form, variationId);
  return attributes !== undefined && Object.values(attributes).every((value) => typeof value === 'string' && value !== '');
}

/** A grouped product's form: a quantity per child (`quantity[<id>]`), which no ajax add takes. */
export const isGrouped = (form: HTMLFormElement, fields: Array<[string, string]>): boolean =>
  form.classList.contains('grouped_form') || fields.some(([name]) => /^quantity\[/.test(name));

/** The ajax add's body for product `id`: `product_id`, `quantity`, then every other field but a numeric `add-to-cart` (see above). */
export function addBody(fields: Array<[string, string]>, id: string): URLSearchParams {
  const body = new URLSearchParams();
  body.set('product_id', id);
  const quantity = fields.find(([name]) => name === 'quantity')?.[1];
  if (quantity !== undefined) body.set('quantity', quantity);
  for (const [name, value] of fields) {
    if (name === 'add-to-cart' || name === 'product_id' || name === 'quantity') continue;
    body.append(name, value);
  }
  return body;
}

/**
 * The add for `form` (whose product is `productId`, the add button's value), for a site with
 * Flatsome's ajax add (`flatsome`) or without.
 */
export function planFormAdd(form: HTMLFormElement, productId: string, flatsome: boolean): FormAddPlan {
  const { fields, hasFile } = entries(form);
  if (hasFile) return { kind: 'post', why: 'file' };
  if (isGrouped(form, fields)) return { kind: 'post', why: 'grouped' };

  let id = productId;
  const variation = isVariationsForm(form);
  if (variation) {
    const chosen = chosenVariation(form);
    // no variation chosen (no variation script filled it): the browser's post gets WooCommerce's
    // own answer ("Please choose product options…"; its form handler matches no attributes itself)
    if (!/^[1-9]\d*$/.test(chosen)) return { kind: 'post', why: 'no-variation' };
    if (!flatsome && !fixedAttributes(form, chosen)) return { kind: 'post', why: 'variation-attributes' };
    id = chosen;
  }

  const body = addBody(fields, id);
  if (variation && flatsome) {
    for (const [name, value] of fields) if (name.startsWith('attribute_')) body.append(`variation[${name}]`, value);
  }
  return { kind: 'send', endpoint: flatsome ? 'flatsome' : 'wc-ajax', body };
}

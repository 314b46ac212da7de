/** What the checkout form means: which fields refresh totals, and German Market's visibility rules. */
import * as v from 'valibot';

export const PURCHASE_ON_ACCOUNT = 'german_market_purchase_on_account';
export const SEPA = 'german_market_sepa_direct_debit';

/** Typing in these waits 1000 ms before the totals refresh; a change (select, autofill) refreshes at once. */
export const ADDRESS_FIELD = /^(billing|shipping)_(country|state|postcode|city|address_1|address_2)$/;
export const TYPING_DELAY_MS = 1000;

export const isLocalPickup = (shippingMethod: string | null | undefined) => (shippingMethod ?? '').includes('local_pickup');

export const orderReviewReply = v.object({
  result: v.optional(v.string(), 'success'),
  messages: v.optional(v.string(), ''),
  reload: v.optional(v.union([v.boolean(), v.string()]), false),
  fragments: v.optional(v.record(v.string(), v.string()), {}),
});

/** Loose: a gateway's own keys (a payment intent's secret, its redirect data) reach its `checkout_place_order_success` handler. */
export const checkoutReply = v.variant('result', [
  v.looseObject({ result: v.literal('success'), redirect: v.string(), order_id: v.optional(v.union([v.number(), v.string()])) }),
  v.looseObject({
    result: v.literal('failure'),
    messages: v.optional(v.string(), ''),
    refresh: v.optional(v.union([v.boolean(), v.string()]), false),
    reload: v.optional(v.union([v.boolean(), v.string()]), false),
  }),
]);

export const truthy = (value: unknown) => value === true || value === 'true' || value === '1';

const shown = (element: Element) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : !element.closest('[hidden], [style*="display: none"], [style*="display:none"]');

/**
 * checkout.js's `has_full_address`: every required address row shown (billing's, and shipping's when
 * it is shown; a country without a state hides that row) has its field filled.
 */
export const hasFullAddress = (form: HTMLFormElement): boolean =>
  [...form.querySelectorAll('.address-field.validate-required')]
    .filter(shown)
    .every((row) => (row.querySelector<HTMLInputElement>('input, select, textarea')?.value ?? '') !== '');

/** The body WooCommerce's checkout.js posts to `update_order_review`. */
export function orderReviewBody(form: HTMLFormElement, nonce: string, paymentMethod: string, withShippingMethods = true): URLSearchParams {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const shipToDifferent =
    form.querySelector<HTMLInputElement>('#ship-to-different-address input, input[name="ship_to_different_address"]')?.checked ?? false;
  const shippingPart = (part: string) => (shipToDifferent ? text(`shipping_${part}`) : text(`billing_${part}`));
  const body = new URLSearchParams({
    security: nonce,
    payment_method: paymentMethod,
    country: text('billing_country'),
    state: text('billing_state'),
    postcode: text('billing_postcode'),
    city: text('billing_city'),
    address: text('billing_address_1'),
    address_2: text('billing_address_2'),
    s_country: shippingPart('country') || text('billing_country'),
    s_state: shippingPart('state'),
    s_postcode: shippingPart('postcode'),
    s_city: shippingPart('city'),
    s_address: shippingPart('address_1'),
    s_address_2: shippingPart('address_2'),
    has_full_address: String(hasFullAddress(form)),
  });
  // the chosen shipping methods, left out when a coupon asks for the refresh (`update_shipping_method: false`)
  if (withShippingMethods)
    for (const [name, value] of data.entries()) {
      if (/^shipping_method\[\d+\]$/.test(name) && typeof value === 'string') body.append(name, value);
    }
  const post = new URLSearchParams();
  for (const [name, value] of data.entries()) if (typeof value === 'string') post.append(name, value);
  body.set('post_data', post.toString());
  return body;
}

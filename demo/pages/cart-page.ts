/** Cart, checkout and order-received pages. */
import { cartLines, cartSession, cartSubtotal, lineName, productImage, productUrl } from '../cart';
import {
  ATTRIBUTION_SOURCES,
  CHECKOUT_NONCE,
  isOrderKey,
  ORDER_REVIEW_NONCE,
  PAYMENT_METHODS,
  PICKUP_LOCATIONS,
  reviewTableHtml,
  shippingMethods,
  visitorNonce,
} from '../checkout';
import { esc, quantityHtml, wcPrice } from '../html';
import type { Ctx } from '../http';
import { nonceFor } from '../settings';
import { cartNonce, loggedInUser } from '../users';
import { layout } from './layout';

export function cartPage(ctx: Ctx, notices = '') {
  const lines = cartLines(ctx.db, cartSession(ctx, false));
  if (lines.length === 0)
    return layout(ctx, {
      title: 'Warenkorb',
      bodyClass: 'woocommerce-cart',
      body: `<h1>Warenkorb</h1>${notices}<p class="cart-empty woocommerce-info">Ihr Warenkorb ist gegenwärtig leer.</p><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Zurück zum Shop</a></p>`,
    });
  const nonce = cartNonce(ctx);
  const rows = lines
    .map(
      (line) => `<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove"><a href="/cart/?remove_item=${line.key}&amp;_wpnonce=${nonce}" class="remove" aria-label="${esc(`${lineName(line)} aus dem Warenkorb entfernen`)}" data-product_id="${line.productId}" data-cart_item_key="${line.key}">&times;</a></td>
<td class="product-thumbnail"><img src="${productImage(line.slug)}" alt="" width="64" height="64"></td>
<td class="product-name" data-title="Produkt"><a href="${productUrl(line.slug)}">${esc(lineName(line))}</a></td>
<td class="product-price" data-title="Preis">${wcPrice(line.unitPrice)}</td>
<td class="product-quantity" data-title="Menge">${quantityHtml(`quantity_${line.key}`, `${lineName(line)} Menge`, `<input type="number" id="quantity_${line.key}" class="input-text qty text" name="cart[${line.key}][qty]" value="${line.quantity}" min="0" step="1" inputmode="numeric">`)}</td>
<td class="product-subtotal" data-title="Zwischensumme">${wcPrice(line.unitPrice * line.quantity)}</td>
</tr>`,
    )
    .join('');
  return layout(ctx, {
    title: 'Warenkorb',
    bodyClass: 'woocommerce-cart',
    body: `<h1>Warenkorb</h1>${notices}
<div data-island="cart-page" data-auto-update-ms="800">
<form class="woocommerce-cart-form" action="/cart/" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents"><thead><tr><th><span class="screen-reader-text">Entfernen</span></th><th><span class="screen-reader-text">Bild</span></th><th>Produkt</th><th>Preis</th><th>Menge</th><th>Zwischensumme</th></tr></thead>
<tbody>${rows}</tbody></table>
<p><button type="submit" class="button" name="update_cart" value="1">Warenkorb aktualisieren</button><input type="hidden" name="woocommerce-cart-nonce" value="${nonce}"></p>
</form>
<div class="cart-collaterals"><div class="cart_totals"><h2>Warenkorb-Summe</h2>
<table class="shop_table"><tr class="cart-subtotal"><th>Zwischensumme</th><td>${wcPrice(cartSubtotal(lines))}</td></tr></table>
<p class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">Weiter zur Kasse</a></p></div></div>
</div>`,
  });
}

/** WooCommerce's form row; `first` and `last` share a line on wider screens (form-row-first / -last). */
const field = (
  name: string,
  label: string,
  value: string,
  options: { type?: string; required?: boolean; autocomplete?: string; half?: 'first' | 'last' } = {},
) =>
  `<p class="form-row${options.half ? ` form-row-${options.half}` : ''}" id="${name}_field"><label for="${name}">${esc(label)}${options.required === false ? ' <span class="optional">(optional)</span>' : ' <abbr class="required" title="erforderlich">*</abbr>'}</label>
<input type="${options.type ?? 'text'}" class="input-text" name="${name}" id="${name}" value="${esc(value)}"${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.required === false ? '' : ' aria-required="true"'}></p>`;

export function checkoutPage(ctx: Ctx, errors = '', values: URLSearchParams = new URLSearchParams()) {
  const session = cartSession(ctx, false);
  const lines = cartLines(ctx.db, session);
  if (lines.length === 0) return null;
  const user = loggedInUser(ctx);
  const v = (name: string, fallback = '') => values.get(name) ?? fallback;
  const methods = shippingMethods(cartSubtotal(lines));
  const chosenShipping = v('shipping_method[0]', methods[0]!.id);
  const chosenPayment = v('payment_method', PAYMENT_METHODS[0].id);
  const shipping = methods
    .map(
      (method) =>
        `<li><input type="radio" name="shipping_method[0]" id="shipping_method_0_${method.id.replace(/[:]/g, '')}" value="${method.id}" class="shipping_method"${method.id === chosenShipping ? ' checked' : ''}><label for="shipping_method_0_${method.id.replace(/[:]/g, '')}">${esc(method.title)}${method.cost ? `: ${wcPrice(method.cost)}` : ''}</label></li>`,
    )
    .join('');
  // a returning customer's bank details German Market saved with an earlier order (masked)
  const savedSepa =
    user &&
    ctx.db.prepare("SELECT 1 FROM orders WHERE customer_id = ? AND payment_method = 'german_market_sepa_direct_debit' LIMIT 1").get(user.id)
      ? 'DE89 **** **** 3000'
      : '';
  const payments = PAYMENT_METHODS.map(
    (
      method,
    ) => `<li class="wc_payment_method payment_method_${method.id}"><input id="payment_method_${method.id}" type="radio" class="input-radio" name="payment_method" value="${method.id}"${method.id === chosenPayment ? ' checked' : ''}><label for="payment_method_${method.id}">${esc(method.title)}</label>
<div class="payment_box payment_method_${method.id}"${method.id === chosenPayment ? '' : ' style="display:none;"'}><p>${esc(method.description)}</p>${
      method.id === 'german_market_sepa_direct_debit'
        ? `<fieldset class="german-market-sepa-fields" data-island="sepa-mandate"><legend class="screen-reader-text">Bankverbindung</legend>
${savedSepa ? `<p class="form-row"><label><input type="checkbox" name="german_market_sepa_use_saved_data" value="1" checked> Gespeicherte Bankverbindung verwenden (${esc(savedSepa)})</label></p>` : ''}
<div class="german-market-sepa-entry">
${field('german-market-sepa-holder', 'Kontoinhaber', v('german-market-sepa-holder'), { autocomplete: 'name' })}
${field('german-market-sepa-iban', 'IBAN', v('german-market-sepa-iban'), { autocomplete: 'off' })}
${field('german-market-sepa-bic', 'BIC', v('german-market-sepa-bic'), { required: false })}
</div>
</fieldset>`
        : ''
    }</div></li>`,
  ).join('');
  const pickupChosen = chosenShipping.includes('local_pickup');
  // WooCommerce 10 prints an empty element; order attribution's script gives it one hidden input per field
  const attribution = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';
  return layout(ctx, {
    title: 'Kasse',
    bodyClass: 'woocommerce-checkout',
    globals: {
      wc_checkout_params: {
        ajax_url: '/wp-admin/admin-ajax.php',
        wc_ajax_url: '/?wc-ajax=%%endpoint%%',
        update_order_review_nonce: visitorNonce(ctx.db, ORDER_REVIEW_NONCE, session, user?.id ?? null),
        apply_coupon_nonce: nonceFor(ctx.db, 'apply-coupon'),
        remove_coupon_nonce: nonceFor(ctx.db, 'remove-coupon'),
        checkout_url: '/?wc-ajax=checkout',
        is_checkout: '1',
        i18n_checkout_error: 'Beim Verarbeiten Ihrer Bestellung ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Angaben.',
      },
      sepa_ajax_object: { ajax_url: '/wp-admin/admin-ajax.php', nonce: nonceFor(ctx.db, 'german-market-sepa') },
      mailchimp_public_data: { ajax_url: '/wp-admin/admin-ajax.php', disable_carts: '', language: 'de', allowed_to_set_cookies: '1' },
      wc_order_attribution: {
        params: { lifetime: 6, session: 30, ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'wc_order_attribution_', allowTracking: true },
        fields: ATTRIBUTION_SOURCES,
      },
    },
    body: `<h1>Kasse</h1>
<div class="woocommerce-notices-wrapper" data-island="notices">${errors}</div>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" novalidate data-island="checkout" data-purchase-on-account-hides-shipping="true">
<div class="col2-set" id="customer_details">
<div class="woocommerce-billing-fields"><h2>Rechnungsdetails</h2>
${field('billing_first_name', 'Vorname', v('billing_first_name', user?.name.split(' ')[0] ?? ''), { autocomplete: 'given-name', half: 'first' })}
${field('billing_last_name', 'Nachname', v('billing_last_name', user?.name.split(' ').slice(1).join(' ') ?? ''), { autocomplete: 'family-name', half: 'last' })}
${field('billing_address_1', 'Straße und Hausnummer', v('billing_address_1'), { autocomplete: 'address-line1' })}
${field('billing_postcode', 'Postleitzahl', v('billing_postcode'), { autocomplete: 'postal-code', half: 'first' })}
${field('billing_city', 'Ort', v('billing_city'), { autocomplete: 'address-level2', half: 'last' })}
<p class="form-row" id="billing_country_field"><label for="billing_country">Land <abbr class="required" title="erforderlich">*</abbr></label>
<select name="billing_country" id="billing_country" autocomplete="country"><option value="DE" selected>Deutschland</option><option value="AT">Österreich</option><option value="CH">Schweiz</option></select></p>
${field('billing_email', 'E-Mail-Adresse', v('billing_email', user?.email ?? ''), { type: 'email', autocomplete: 'email' }).replace('id="billing_email_field"', 'id="billing_email_field" data-island="email-capture"')}
<p class="form-row"><label><input type="checkbox" name="mailchimp_woocommerce_newsletter" id="mailchimp_woocommerce_newsletter" value="1"> Newsletter abonnieren</label></p>
</div>
<div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label><input id="ship-to-different-address-checkbox" type="checkbox" name="ship_to_different_address" value="1"${v('ship_to_different_address') ? ' checked' : ''}> Lieferung an eine andere Adresse senden?</label></h3>
<div class="shipping_address"${v('ship_to_different_address') ? '' : ' hidden'}>
${field('shipping_first_name', 'Vorname', v('shipping_first_name'), { required: false, half: 'first' })}
${field('shipping_last_name', 'Nachname', v('shipping_last_name'), { required: false, half: 'last' })}
${field('shipping_address_1', 'Straße und Hausnummer', v('shipping_address_1'), { required: false })}
${field('shipping_postcode', 'Postleitzahl', v('shipping_postcode'), { required: false, half: 'first' })}
${field('shipping_city', 'Ort', v('shipping_city'), { required: false, half: 'last' })}
</div></div>
</div>
<h3 id="order_review_heading">Ihre Bestellung</h3>
<div id="order_review" class="woocommerce-checkout-review-order">
${reviewTableHtml(lines, chosenShipping)}
<div class="shipping-methods"><h4>Versandart</h4><ul id="shipping_method" class="woocommerce-shipping-methods">${shipping}</ul>
<p class="form-row" id="p-shipping-service-provider"${pickupChosen ? ' hidden' : ''}><label for="shipping_service_provider">Versanddienstleister</label><select id="shipping_service_provider" name="shipping_service_provider"><option>DHL</option><option>Hermes</option><option>DPD</option></select></p>
<p class="form-row" id="pickup_location_field"${pickupChosen ? '' : ' hidden'}><label for="pickup_location">Abholort</label><select id="pickup_location" name="pickup_location">${PICKUP_LOCATIONS.map((location) => `<option>${esc(location)}</option>`).join('')}</select></p>
</div>
<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">${payments}</ul>
<div class="form-row place-order">
<p class="form-row validate-required" id="terms_field"><label><input type="checkbox" name="terms" id="terms" value="on"> Ich habe die <a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">Allgemeinen Geschäftsbedingungen</a> gelesen und stimme ihnen zu. <abbr class="required" title="erforderlich">*</abbr></label></p>
${attribution}
<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${visitorNonce(ctx.db, CHECKOUT_NONCE, session, user?.id ?? null)}"><input type="hidden" name="_wp_http_referer" value="/checkout/">
<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Zahlungspflichtig bestellen">Zahlungspflichtig bestellen</button>
</div></div>
</div>
</form>`,
  });
}

/**
 * The thank-you page shows the order only with its key (`?key=wc_order_…`), as WooCommerce's
 * does (hash_equals on the key); without it, the thank-you line and no order details.
 */
export function orderReceivedPage(ctx: Ctx, orderId: number) {
  const row = ctx.db.prepare('SELECT id, total, payment_method, session_id FROM orders WHERE id = ?').get(orderId) as
    { id: number; total: number; payment_method: string; session_id: string | null } | undefined;
  const order = row?.session_id && isOrderKey(ctx.db, row.id, row.session_id, ctx.url.searchParams.get('key')) ? row : undefined;
  const thanks =
    '<h1>Bestellung erhalten</h1><p class="woocommerce-notice woocommerce-thankyou-order-received">Vielen Dank. Ihre Bestellung ist eingegangen.</p>';
  if (!order) return layout(ctx, { title: 'Bestellung erhalten', bodyClass: 'woocommerce-order-received', body: thanks });
  return layout(ctx, {
    title: 'Bestellung erhalten',
    bodyClass: 'woocommerce-order-received',
    body: `${thanks}
<ul class="woocommerce-order-overview"><li>Bestellnummer: <strong>${order.id}</strong></li><li>Gesamtsumme: <strong>${wcPrice(order.total)}</strong></li><li>Zahlungsart: <strong>${esc(PAYMENT_METHODS.find((method) => method.id === order.payment_method)?.title ?? order.payment_method)}</strong></li></ul>`,
  });
}

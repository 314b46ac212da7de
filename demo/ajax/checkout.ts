/** WooCommerce checkout endpoints and German Market's SEPA mandate preview. */
import { cartLines, cartSession, syncCartCookies } from '../cart';
import { errorListHtml, ORDER_REVIEW_NONCE, placeOrder, reviewTableHtml, SESSION_EXPIRED, visitorNonce } from '../checkout';
import { esc } from '../html';
import { nonceFor } from '../settings';
import { loggedInUser } from '../users';
import type { Handler } from './types';

export const updateOrderReview: Handler = (ctx) => {
  const session = cartSession(ctx, false);
  // check_ajax_referer(): 403 and `-1`, as recorded
  if (ctx.param('security') !== visitorNonce(ctx.db, ORDER_REVIEW_NONCE, session, loggedInUser(ctx)?.id ?? null))
    return ctx.text('-1', 403);
  const lines = cartLines(ctx.db, session);
  // an emptied cart (the order was placed): no result, the form replaced by the notice, as recorded
  if (lines.length === 0) return ctx.wpJson({ fragments: { 'form.woocommerce-checkout': errorListHtml([SESSION_EXPIRED]) } });
  ctx.wpJson({
    result: 'success',
    messages: '',
    reload: false,
    fragments: { '.woocommerce-checkout-review-order-table': reviewTableHtml(lines, ctx.param('shipping_method[0]')) },
  });
};

export const checkout: Handler = (ctx) => {
  const session = cartSession(ctx, false);
  const result = placeOrder(ctx.db, session, ctx.form, loggedInUser(ctx)?.id ?? null);
  if (!result.ok)
    return ctx.wpJson({ result: 'failure', messages: errorListHtml(result.errors), refresh: result.refresh ?? false, reload: false });
  syncCartCookies(ctx, []);
  ctx.wpJson({ result: 'success', order_id: result.orderId, redirect: `/checkout/order-received/${result.orderId}/?key=${result.key}` });
};

export const sepaPreview: Handler = (ctx) => {
  if (ctx.param('nonce') !== nonceFor(ctx.db, 'german-market-sepa')) return ctx.text('-1', 403);
  const field = (name: string) => esc((ctx.param(name) ?? '').trim());
  const iban = (ctx.param('iban') ?? '').replace(/\s+/g, '').toUpperCase();
  const maskedIban = iban.length > 8 ? `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}` : esc(iban);
  ctx.html(`<div class="german-market-sepa-mandate-preview">
<h3>SEPA-Lastschriftmandat</h3>
<p>Gläubiger-Identifikationsnummer: DE98ZZZ09999999999<br>Mandatsreferenz: wird mit der Bestellung vergeben</p>
<p>Ich ermächtige die Kaffeerösterei Nordlicht GmbH, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von der Kaffeerösterei Nordlicht GmbH auf mein Konto gezogenen Lastschriften einzulösen.</p>
<p>Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.</p>
<dl><dt>Kontoinhaber</dt><dd>${field('holder')}</dd>
<dt>Anschrift</dt><dd>${field('street')}, ${field('zip')} ${field('city')}, ${field('country')}</dd>
<dt>IBAN</dt><dd>${maskedIban}</dd><dt>BIC</dt><dd>${field('bic') || '–'}</dd></dl>
</div>`);
};

export const ensureCartCookies: Handler = (ctx) => syncCartCookies(ctx, cartLines(ctx.db, cartSession(ctx, false)));

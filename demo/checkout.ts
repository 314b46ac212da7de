/** Checkout rules shared by the wc-ajax endpoints and the plain form post. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { cartLines, cartSubtotal, clearCart, lineName, type CartLine } from './cart';
import { siteSecret, type DB } from './db';
import { esc, wcPrice } from './html';
import { nonceFor, SITE } from './settings';
import { FIELD_SOURCES } from '../widgets/order-attribution/sourcebuster';

export const PAYMENT_METHODS = [
  {
    id: 'german_market_sepa_direct_debit',
    title: 'SEPA-Lastschrift',
    description: 'Wir buchen den Betrag nach Versand von Ihrem Konto ab.',
  },
  {
    id: 'german_market_purchase_on_account',
    title: 'Kauf auf Rechnung',
    description: 'Zahlbar innerhalb von 14 Tagen nach Erhalt der Ware.',
  },
  { id: 'bacs', title: 'Vorkasse per Überweisung', description: 'Die Bankverbindung erhalten Sie mit der Bestellbestätigung.' },
] as const;

export const PICKUP_LOCATIONS = ['Rösterei Hamburg, Speicherstadt', 'Filiale Berlin, Pariser Platz', 'Filiale München, Marienplatz'];

export function shippingMethods(subtotal: number) {
  return [
    subtotal >= SITE.freeShippingFrom
      ? { id: 'free_shipping:1', title: 'Kostenloser Versand', cost: 0 }
      : { id: 'flat_rate:1', title: 'DHL Paket', cost: SITE.flatRate },
    { id: 'local_pickup:2', title: 'Abholung in der Rösterei', cost: 0 },
  ];
}

/** What wc_order_attribution.fields prints: each field and where sourcebuster keeps it (the island's one table). */
export const ATTRIBUTION_SOURCES = FIELD_SOURCES;
export const ATTRIBUTION_FIELDS = Object.keys(FIELD_SOURCES);

const REQUIRED_BILLING: Array<[string, string]> = [
  ['billing_first_name', 'Vorname'],
  ['billing_last_name', 'Nachname'],
  ['billing_address_1', 'Straße und Hausnummer'],
  ['billing_postcode', 'Postleitzahl'],
  ['billing_city', 'Ort'],
  ['billing_country', 'Land'],
  ['billing_email', 'E-Mail-Adresse'],
];

export function reviewTableHtml(lines: CartLine[], shippingId: string | null) {
  const subtotal = cartSubtotal(lines);
  const methods = shippingMethods(subtotal);
  const chosen = methods.find((method) => method.id === shippingId) ?? methods[0]!;
  const rows = lines
    .map(
      (line) =>
        `<tr class="cart_item"><td class="product-name">${esc(lineName(line))}&nbsp;<strong class="product-quantity">&times;&nbsp;${line.quantity}</strong></td><td class="product-total">${wcPrice(line.unitPrice * line.quantity)}</td></tr>`,
    )
    .join('');
  const total = subtotal + chosen.cost;
  const vat = Math.round(total - total / 1.19);
  return `<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Produkt</th><th class="product-total">Zwischensumme</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr class="cart-subtotal"><th>Zwischensumme</th><td>${wcPrice(subtotal)}</td></tr>
<tr class="shipping"><th>Versand</th><td>${esc(chosen.title)}${chosen.cost ? `: ${wcPrice(chosen.cost)}` : ''}</td></tr>
<tr class="order-total"><th>Gesamtsumme</th><td><strong>${wcPrice(total)}</strong> <small class="includes_tax">(enthält ${wcPrice(vat)} MwSt.)</small></td></tr></tfoot></table>`;
}

/**
 * The checkout's nonces, as WordPress makes them: per action and per visitor (the user, or for a
 * guest WooCommerce's customer session), so that a page of one visitor is no use to another.
 */
export const CHECKOUT_NONCE = 'woocommerce-process_checkout';
export const ORDER_REVIEW_NONCE = 'update-order-review';
export const visitorNonce = (db: DB, action: string, session: string | null, userId: number | null) =>
  nonceFor(db, `${action}|${session ?? ''}`, userId ?? 0);

/** WooCommerce's order key (`wc_order_` and 13 characters): unguessable (signed with the site's own secret), and it tells nothing of the session. */
export const orderKey = (db: DB, orderId: number, session: string) =>
  `wc_order_${createHmac('sha256', siteSecret(db, 'order_key_secret'))
    .update(`${orderId}|${session}`)
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 13)}`;

/** Whether `candidate` is the key of the order placed in `session`, compared in constant time as hash_equals does. */
export function isOrderKey(db: DB, orderId: number, session: string, candidate: string | null): boolean {
  const expected = Buffer.from(orderKey(db, orderId, session));
  const given = Buffer.from(candidate ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const SESSION_EXPIRED = 'Ihre Sitzung ist abgelaufen. <a href="/shop/" class="wc-backward">Zurück zum Shop</a>';

export type CheckoutResult = { ok: true; orderId: number; key: string } | { ok: false; errors: string[]; refresh?: boolean };

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export function placeOrder(db: DB, session: string | null, form: URLSearchParams, customerId: number | null): CheckoutResult {
  const lines = cartLines(db, session);
  const errors: string[] = [];
  // WooCommerce checks the nonce first: with an empty cart its failure means the session expired
  if (!session || lines.length === 0) return { ok: false, errors: [SESSION_EXPIRED] };
  if (form.get('woocommerce-process-checkout-nonce') !== visitorNonce(db, CHECKOUT_NONCE, session, customerId))
    return { ok: false, errors: ['Wir konnten Ihre Bestellung nicht verarbeiten. Bitte versuchen Sie es erneut.'], refresh: true };
  for (const [field, label] of REQUIRED_BILLING)
    if (!(form.get(field) ?? '').trim()) errors.push(`<strong>Rechnung ${esc(label)}</strong> ist ein Pflichtfeld.`);
  const email = (form.get('billing_email') ?? '').trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.push('<strong>Rechnung E-Mail-Adresse</strong> ist keine gültige E-Mail-Adresse.');
  const payment = form.get('payment_method') ?? '';
  if (!PAYMENT_METHODS.some((method) => method.id === payment)) errors.push('Bitte wählen Sie eine Zahlungsart.');
  if (payment === 'german_market_sepa_direct_debit' && form.get('german_market_sepa_use_saved_data') !== '1') {
    const iban = (form.get('german-market-sepa-iban') ?? '').replace(/\s+/g, '').toUpperCase();
    if (!(form.get('german-market-sepa-holder') ?? '').trim()) errors.push('<strong>Kontoinhaber</strong> ist ein Pflichtfeld.');
    if (!IBAN_SHAPE.test(iban)) errors.push('Bitte geben Sie eine gültige <strong>IBAN</strong> ein.');
  }
  if (form.get('terms') !== 'on' && form.get('terms') !== '1')
    errors.push('Bitte lesen und akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um mit Ihrer Bestellung fortzufahren.');
  if (errors.length) return { ok: false, errors };

  const subtotal = cartSubtotal(lines);
  const shippingId = form.get('shipping_method[0]') ?? form.get('shipping_method') ?? '';
  const shipping = shippingMethods(subtotal).find((method) => method.id === shippingId) ?? shippingMethods(subtotal)[0]!;
  const attribution = Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => [field, form.get(`wc_order_attribution_${field}`) ?? '']).filter(([, value]) => value !== ''),
  );
  const billing = Object.fromEntries([...form.entries()].filter(([name]) => name.startsWith('billing_')));
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (session_id, created_at, total, payment_method, shipping_method, billing, items, attribution, customer_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      session,
      new Date().toISOString(),
      subtotal + shipping.cost,
      payment,
      shipping.id,
      JSON.stringify(billing),
      JSON.stringify(lines.map((line) => ({ name: lineName(line), quantity: line.quantity, unitPrice: line.unitPrice }))),
      JSON.stringify(attribution),
      customerId,
    );
  clearCart(db, session);
  const orderId = Number(lastInsertRowid);
  return { ok: true, orderId, key: orderKey(db, orderId, session) };
}

export const errorListHtml = (errors: string[]) =>
  `<ul class="woocommerce-error" role="alert">${errors.map((error) => `<li>${error}</li>`).join('')}</ul>`;

/** HTML escaping and German price formatting for server-rendered markup. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** esc_html / esc_attr */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** A JSON value safe inside a <script> element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const euro = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in cents as German digits without the currency: `1.234,50`. */
export const amount = (cents: number): string => euro.format(cents / 100);

/** wc_price(): `<span class="woocommerce-Price-amount amount"><bdi>24,90&nbsp;<span …>&euro;</span></bdi></span>` */
export const wcPrice = (cents: number): string =>
  `<span class="woocommerce-Price-amount amount"><bdi>${euro.format(cents / 100)}&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span>`;

/** Sale prices as WooCommerce prints them. */
export const priceHtml = (cents: number, regularCents?: number | null): string =>
  regularCents && regularCents > cents
    ? `<del aria-hidden="true">${wcPrice(regularCents)}</del> <span class="screen-reader-text">Ursprünglicher Preis war: ${euro.format(regularCents / 100)} €.</span><ins aria-hidden="true">${wcPrice(cents)}</ins><span class="screen-reader-text">Aktueller Preis ist: ${euro.format(cents / 100)} €.</span>`
    : wcPrice(cents);

/**
 * Flatsome's quantity template: the labelled input between the minus and plus buttons it prints
 * itself (so the first paint already has them), as a host of the quantity island.
 */
export const quantityHtml = (id: string, label: string, input: string): string =>
  `<div class="quantity buttons_added" data-island="quantity"><input type="button" value="-" class="ux-quantity__button ux-quantity__button--minus button minus is-form"><label class="screen-reader-text" for="${id}">${esc(label)}</label>${input}<input type="button" value="+" class="ux-quantity__button ux-quantity__button--plus button plus is-form"></div>`;

/** The visitor's cart on SQLite, the cart cookies WooCommerce sets, and the fragments it renders. */
import { createHash, randomBytes } from 'node:crypto';
import type { DB } from './db';
import { esc, quantityHtml, wcPrice } from './html';
import type { Ctx } from './http';

export const SESSION_COOKIE = 'wp_woocommerce_session_demo';

export interface CartLine {
  key: string;
  productId: number;
  variationId: number;
  quantity: number;
  unitPrice: number;
  name: string;
  slug: string;
  sku: string;
  attributes: Record<string, string>;
}

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  sku: string;
  type: 'simple' | 'variable' | 'nyp';
  price: number;
  regular_price: number | null;
  in_stock: number;
  category: string;
  color: string;
  short: string;
  description: string;
  nyp_min: number | null;
  nyp_max: number | null;
  nyp_step: number | null;
}

export interface VariationRow {
  id: number;
  product_id: number;
  attributes: string;
  price: number;
  in_stock: number;
}

export const productUrl = (slug: string) => `/product/${slug}/`;
export const productImage = (slug: string) => `/demo-img/${slug}.svg`;

export function cartSession(ctx: Ctx, create: boolean): string | null {
  const existing = ctx.cookies[SESSION_COOKIE];
  if (existing && /^[a-f0-9]{32}$/.test(existing)) return existing;
  if (!create) return null;
  const id = randomBytes(16).toString('hex');
  ctx.setCookie(SESSION_COOKIE, id, { maxAgeSeconds: 2 * 24 * 3600, httpOnly: true });
  return id;
}

export function cartLines(db: DB, session: string | null): CartLine[] {
  if (!session) return [];
  const rows = db
    .prepare(
      `SELECT c.item_key, c.product_id, c.variation_id, c.quantity, c.unit_price, p.name, p.slug, p.sku, v.attributes
       FROM cart_items c JOIN products p ON p.id = c.product_id LEFT JOIN variations v ON v.id = c.variation_id
       WHERE c.session_id = ? ORDER BY c.added_at, c.item_key`,
    )
    .all(session) as Array<{
    item_key: string;
    product_id: number;
    variation_id: number;
    quantity: number;
    unit_price: number;
    name: string;
    slug: string;
    sku: string;
    attributes: string | null;
  }>;
  return rows.map((row) => ({
    key: row.item_key,
    productId: row.product_id,
    variationId: row.variation_id,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    attributes: row.attributes ? (JSON.parse(row.attributes) as Record<string, string>) : {},
  }));
}

export const lineName = (line: Pick<CartLine, 'name' | 'attributes'>) => [line.name, ...Object.values(line.attributes)].join(' – ');

export const cartCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
export const cartSubtotal = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

export function cartHash(lines: CartLine[]): string {
  if (lines.length === 0) return '';
  const content = lines.map((line) => [line.key, line.quantity, line.unitPrice]);
  return createHash('md5').update(JSON.stringify(content)).digest('hex');
}

/** woocommerce_items_in_cart / woocommerce_cart_hash, set while the cart has items, removed when empty. */
export function syncCartCookies(ctx: Ctx, lines: CartLine[]) {
  if (lines.length) {
    ctx.setCookie('woocommerce_items_in_cart', '1');
    ctx.setCookie('woocommerce_cart_hash', cartHash(lines));
  } else {
    if (ctx.cookies.woocommerce_items_in_cart !== undefined) ctx.clearCookie('woocommerce_items_in_cart');
    if (ctx.cookies.woocommerce_cart_hash !== undefined) ctx.clearCookie('woocommerce_cart_hash');
  }
}

export type AddResult = { ok: true; line: CartLine } | { ok: false; message: string };

export function addToCart(
  db: DB,
  session: string,
  productId: number,
  quantity: number,
  options: { variationId?: number; price?: number } = {},
): AddResult {
  const product = db.prepare('SELECT * FROM products WHERE id = ?').get(productId) as ProductRow | undefined;
  if (!product) return { ok: false, message: 'Dieses Produkt gibt es nicht.' };
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, message: 'Bitte geben Sie eine gültige Menge ein.' };
  if (!product.in_stock) return { ok: false, message: `„${product.name}“ ist leider nicht vorrätig.` };

  let variationId = 0;
  let unitPrice = product.price;
  if (product.type === 'variable') {
    const variation = db.prepare('SELECT * FROM variations WHERE id = ? AND product_id = ?').get(options.variationId ?? -1, productId) as
      VariationRow | undefined;
    if (!variation) return { ok: false, message: 'Bitte wählen Sie Produktoptionen aus, bevor Sie den Artikel in den Warenkorb legen.' };
    if (!variation.in_stock) return { ok: false, message: 'Diese Variante ist leider nicht vorrätig.' };
    variationId = variation.id;
    unitPrice = variation.price;
  }
  if (product.type === 'nyp') {
    const price = options.price ?? product.price;
    const min = product.nyp_min ?? 0;
    const max = product.nyp_max ?? Number.MAX_SAFE_INTEGER;
    if (!Number.isFinite(price) || price < min || price > max)
      return { ok: false, message: `Bitte wählen Sie einen Betrag zwischen ${min / 100} € und ${max / 100} €.` };
    unitPrice = Math.round(price);
  }

  const key = createHash('md5')
    .update(`${productId}|${variationId}|${product.type === 'nyp' ? unitPrice : ''}`)
    .digest('hex');
  db.prepare(
    `INSERT INTO cart_items (session_id, item_key, product_id, variation_id, quantity, unit_price, added_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (session_id, item_key) DO UPDATE SET quantity = quantity + excluded.quantity`,
  ).run(session, key, productId, variationId, quantity, unitPrice, Date.now());
  const line = cartLines(db, session).find((candidate) => candidate.key === key);
  if (!line) throw new Error('cart line vanished');
  return { ok: true, line };
}

export function removeLine(db: DB, session: string | null, key: string): boolean {
  if (!session) return false;
  return db.prepare('DELETE FROM cart_items WHERE session_id = ? AND item_key = ?').run(session, key).changes > 0;
}

export function setLineQuantity(db: DB, session: string | null, key: string, quantity: number): boolean {
  if (!session) return false;
  if (quantity <= 0) return removeLine(db, session, key);
  return db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND item_key = ?').run(quantity, session, key).changes > 0;
}

export function clearCart(db: DB, session: string) {
  db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(session);
}

export function miniCartHtml(lines: CartLine[], removeNonce = ''): string {
  if (lines.length === 0)
    return '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Es befinden sich keine Produkte im Warenkorb.</p></div>';
  const items = lines
    .map(
      (line) => `<li class="woocommerce-mini-cart-item mini_cart_item">
<a href="/cart/?remove_item=${line.key}&amp;_wpnonce=${removeNonce}" class="remove remove_from_cart_button" aria-label="${esc(`${lineName(line)} aus dem Warenkorb entfernen`)}" data-product_id="${line.productId}" data-cart_item_key="${line.key}" data-product_sku="${esc(line.sku)}">&times;</a>
<a href="${productUrl(line.slug)}"><img width="60" height="60" src="${productImage(line.slug)}" class="attachment-woocommerce_thumbnail" alt="" decoding="async">${esc(lineName(line))}</a>
${quantityHtml(`mini-qty-${line.key}`, `${lineName(line)} Menge`, `<input type="number" id="mini-qty-${line.key}" class="input-text qty text" data-cart_item_key="${line.key}" value="${line.quantity}" min="0" max="99" step="1" inputmode="numeric">`)}
<span class="quantity">${line.quantity} &times; ${wcPrice(line.unitPrice)}</span>
</li>`,
    )
    .join('\n');
  return `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul>
<p class="woocommerce-mini-cart__total total"><strong>Zwischensumme:</strong> ${wcPrice(cartSubtotal(lines))}</p>
<p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">Warenkorb anzeigen</a><a href="/checkout/" class="button checkout wc-forward">Kasse</a></p></div>`;
}

export const headerCartHtml = (lines: CartLine[]) => `<span class="header-cart-total">${wcPrice(cartSubtotal(lines))}</span>`;
export const headerCountHtml = (lines: CartLine[]) =>
  `<span class="cart-count" data-count="${cartCount(lines)}">${cartCount(lines)}</span>`;

/** What get_refreshed_fragments answers: selector → html, plus the cart hash. */
export function cartFragments(lines: CartLine[], removeNonce = '') {
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartHtml(lines, removeNonce),
      'span.header-cart-total': headerCartHtml(lines),
      'span.cart-count': headerCountHtml(lines),
    },
    cart_hash: cartHash(lines),
  };
}

/**
 * Overlapping cart mutations per session, as WooCommerce would suffer them: its session is read when
 * a request starts and written when it ends (last write wins), so a mutation that starts while
 * another of the same session is still running loses one of them (WooCommerce issue 23283).
 * Kept in tables no page or endpoint reads: only tests look at them, through the shop's database.
 */
function ensureMutationLog(db: DB) {
  db.exec(`CREATE TABLE IF NOT EXISTS cart_mutation_log (session_id TEXT NOT NULL, action TEXT NOT NULL, started_at REAL NOT NULL, ended_at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS cart_mutation_overlaps (session_id TEXT PRIMARY KEY, count INTEGER NOT NULL)`);
}

/**
 * Records a cart mutation of `session` that ran from `startedAt` until now (ms, performance time)
 * and counts it as an overlap when another of the same session ran at any moment in between.
 */
export function recordCartMutation(db: DB, session: string | null, action: string, startedAt: number, endedAt = performance.now()) {
  if (!session) return;
  ensureMutationLog(db);
  const overlapping = db
    .prepare('SELECT COUNT(*) AS n FROM cart_mutation_log WHERE session_id = ? AND started_at < ? AND ended_at > ?')
    .get(session, endedAt, startedAt) as { n: number };
  db.prepare('INSERT INTO cart_mutation_log (session_id, action, started_at, ended_at) VALUES (?, ?, ?, ?)').run(
    session,
    action,
    startedAt,
    endedAt,
  );
  if (overlapping.n > 0)
    db.prepare(
      'INSERT INTO cart_mutation_overlaps (session_id, count) VALUES (?, 1) ON CONFLICT (session_id) DO UPDATE SET count = count + 1',
    ).run(session);
}

/** How many cart mutations of `session` started while another was running (for tests). */
export function cartMutationOverlaps(db: DB, session: string): number {
  ensureMutationLog(db);
  const row = db.prepare('SELECT count FROM cart_mutation_overlaps WHERE session_id = ?').get(session) as { count: number } | undefined;
  return row?.count ?? 0;
}

/** How many cart mutations of `session` the shop has recorded (for tests). */
export function cartMutationCount(db: DB, session: string): number {
  ensureMutationLog(db);
  return (db.prepare('SELECT COUNT(*) AS n FROM cart_mutation_log WHERE session_id = ?').get(session) as { n: number }).n;
}

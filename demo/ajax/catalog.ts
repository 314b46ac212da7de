/** Flatsome's live search, quick view, review info and Instagram feed. */
import { productImage, productUrl, type ProductRow } from '../cart';
import { esc, priceHtml } from '../html';
import type { Ctx } from '../http';
import { addToCartForm } from '../pages/product-parts';
import type { Handler } from './types';

/** Two spellings of German text so that "muehle", "mühle" and "muhle" all find "Mühle". */
export const foldUmlauts = (text: string) =>
  text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
export const foldDiacritics = (text: string) =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function searchProducts(ctx: Ctx, query: string, category: string | null): ProductRow[] {
  const q = query.trim();
  if (q === '') return [];
  return ctx.db
    .prepare(
      `SELECT * FROM products
       WHERE (? IS NULL OR category = ?)
         AND (instr(fold_umlauts(name), fold_umlauts(?)) > 0 OR instr(fold_diacritics(name), fold_diacritics(?)) > 0
              OR instr(lower(sku), lower(?)) > 0)
       ORDER BY name LIMIT 20`,
    )
    .all(category, category, q, q, q) as ProductRow[];
}

export const liveSearch: Handler = (ctx) => {
  const products = searchProducts(ctx, ctx.param('query') ?? '', ctx.param('product_cat') || null);
  if (products.length === 0) return ctx.wpJson({ suggestions: [{ id: -1, value: 'Keine Produkte gefunden.', url: '' }] });
  ctx.wpJson({
    suggestions: products.map((product) => ({
      type: 'Product',
      id: product.id,
      value: product.name,
      url: productUrl(product.slug),
      img: productImage(product.slug),
      price: priceHtml(product.price, product.regular_price),
    })),
  });
};

export const quickView: Handler = (ctx) => {
  const product = ctx.db.prepare('SELECT * FROM products WHERE id = ?').get(Number(ctx.param('product'))) as ProductRow | undefined;
  if (!product) return ctx.text('0', 400);
  ctx.html(`<div class="product-lightbox" data-product-id="${product.id}">
<div class="product-lightbox-gallery"><img src="${productImage(product.slug)}" alt="${esc(product.name)}" width="480" height="480"></div>
<div class="product-lightbox-summary">
<h1 class="product-title">${esc(product.name)}</h1>
<div class="price-wrapper"><p class="price">${priceHtml(product.price, product.regular_price)}</p></div>
<p class="product-short-description">${esc(product.short)}</p>
${addToCartForm(ctx, product)}
<p><a class="button is-outline" href="${productUrl(product.slug)}">Alle Details</a></p>
</div></div>`);
};

export const reviewInfo: Handler = (ctx) => {
  const productId = Number(ctx.param('product_id') ?? ctx.param('product'));
  const rows = ctx.db.prepare('SELECT author, rating, content FROM reviews WHERE product_id = ? ORDER BY id').all(productId) as Array<{
    author: string;
    rating: number;
    content: string;
  }>;
  // German Market's notice on how reviews are checked (required for shops in the EU since 2022)
  const notice =
    '<p class="review-check">Hinweis: Bewertungen stammen von Kundinnen und Kunden, die das Produkt bei uns gekauft haben; wir prüfen das anhand der Bestellung.</p>';
  if (rows.length === 0) return ctx.html(`<div class="review-info">${notice}</div>`);
  const average = rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
  ctx.html(
    `<div class="review-info"><p><strong>${average.toFixed(1).replace('.', ',')}</strong> von 5 Sternen aus ${rows.length} Bewertung${rows.length === 1 ? '' : 'en'}</p>${notice}</div>`,
  );
};

export const instagram: Handler = (ctx) => {
  const tiles = ['espresso-nordlicht', 'french-press', 'tasse-gemuetlich', 'milchkaennchen']
    .map(
      (slug) =>
        `<a class="instagram-image" href="https://www.instagram.com/" rel="noopener"><img src="${productImage(slug)}" alt="" width="150" height="150"></a>`,
    )
    .join('');
  ctx.wpJson({ success: true, data: `<div class="instagram-images">${tiles}</div>` });
};

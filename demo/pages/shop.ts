/** Home, shop archive and product pages. */
import { productImage, productUrl, type ProductRow, type VariationRow } from '../cart';
import { GALLERY_VIEWS } from '../images';
import { categories } from '../data/products';
import { esc, priceHtml } from '../html';
import type { Ctx } from '../http';
import { searchProducts } from '../ajax/catalog';
import { addToCartForm, productGrid } from './product-parts';
import { loggedInUser } from '../users';
import { layout } from './layout';

const ORDERINGS = new Map<string, [string, string]>(
  Object.entries({
    menu_order: ['Standardsortierung', 'id'],
    popularity: ['Nach Beliebtheit sortiert', '(SELECT COUNT(*) FROM reviews r WHERE r.product_id = products.id) DESC, id'],
    price: ['Nach Preis sortiert: niedrig nach hoch', 'price, id'],
    'price-desc': ['Nach Preis sortiert: hoch nach niedrig', 'price DESC, id'],
    date: ['Nach Neuheit sortiert', 'id DESC'],
  }),
);
const DEFAULT_ORDERING = 'menu_order';

/** A category slug from the request, when it names one of the shop's categories. */
const knownCategory = (slug: string | null) => (slug !== null && Object.hasOwn(categories, slug) ? slug : null);

export function homePage(ctx: Ctx) {
  const featured = ctx.db.prepare("SELECT * FROM products WHERE slug != 'tasse-schlau' ORDER BY id LIMIT 6").all() as ProductRow[];
  const posts = ctx.db.prepare('SELECT id, slug, title, excerpt FROM posts ORDER BY id').all() as Array<{
    slug: string;
    title: string;
    excerpt: string;
  }>;
  return layout(ctx, {
    title: 'Frisch geröstet',
    bodyClass: 'home',
    // the server prints edit hosts only for editors (as Flatsome does); the island checks again
    body: `<section class="hero"${loggedInUser(ctx)?.can_edit_pages ? ' data-island="edit-links" data-edit-url="/wp-admin/post.php?post=2&amp;action=edit" data-builder-url="/wp-admin/post.php?post=2&amp;action=edit&amp;app=uxbuilder" data-title="Startseite: Hero"' : ''}><h1>Frisch geröstet in Hamburg</h1><p>Spezialitätenkaffee, Zubehör und Geschenke – versandkostenfrei ab 50 €.</p><p><a class="button alt" href="/shop/">Zum Shop</a></p></section>
<h2 class="section-title">Beliebte Produkte</h2>
${productGrid(featured)}
<h2 class="section-title">Aus dem Magazin</h2>
<ul class="post-list">${posts.map((post) => `<li><a href="/blog/${post.slug}/"><h3>${esc(post.title)}</h3></a><p>${esc(post.excerpt)}</p></li>`).join('')}</ul>
<section class="instagram"><h2 class="section-title">Auf Instagram</h2><div class="instagram-feed" data-island="instagram" data-data='{"username":"kaffee.nordlicht","limit":4}'><p class="instagram-fallback"><a href="https://www.instagram.com/" rel="noopener">@kaffee.nordlicht auf Instagram</a></p></div></section>
<div data-island="lazy-scripts" data-pattern="chat" hidden></div>
<script type="text/si-lazy" data-src="/demo-assets/chat.js" defer></script>
<section class="teaser"><h2>Unsere Filialen</h2><p>In über 30 Städten zwischen Rostock und Freiburg. <a href="/stores/">Filiale finden</a></p></section>`,
  });
}

export function shopPage(ctx: Ctx) {
  const requested = ctx.url.searchParams.get('orderby') ?? DEFAULT_ORDERING;
  const orderby = ORDERINGS.has(requested) ? requested : DEFAULT_ORDERING;
  const [, sql] = ORDERINGS.get(orderby)!;
  const category = knownCategory(ctx.url.searchParams.get('product_cat'));
  const query = ctx.url.searchParams.get('s');
  const products = query
    ? searchProducts(ctx, query, category)
    : (ctx.db.prepare(`SELECT * FROM products WHERE (? IS NULL OR category = ?) ORDER BY ${sql}`).all(category, category) as ProductRow[]);
  const options = [...ORDERINGS]
    .map(([value, [label]]) => `<option value="${value}"${value === orderby ? ' selected' : ''}>${label}</option>`)
    .join('');
  const categoryLinks = Object.entries(categories)
    .map(
      ([slug, name]) => `<li><a href="/shop/?product_cat=${slug}"${slug === category ? ' aria-current="page"' : ''}>${esc(name)}</a></li>`,
    )
    .join('');
  return layout(ctx, {
    title: query ? `Suchergebnisse für „${query}“` : 'Shop',
    bodyClass: 'woocommerce archive',
    body: `<h1 class="page-title">${query ? `Suchergebnisse für „${esc(query)}“` : category ? esc(categories[category] ?? 'Shop') : 'Shop'}</h1>
<nav aria-label="Kategorien"><ul class="category-links">${categoryLinks}</ul></nav>
<form role="search" aria-label="Im Sortiment suchen" method="get" class="searchform shop-search" action="/shop/" data-island="product-search">
<label for="shop-search">Im Sortiment suchen</label>
<input type="search" id="shop-search" class="search-field" name="s" value="${esc(query ?? '')}">
<label class="screen-reader-text" for="shop-search-cat">Kategorie</label>
<select id="shop-search-cat" name="product_cat" class="search_categories"><option value="">Alle Kategorien</option>${Object.entries(
      categories,
    )
      .map(([slug, name]) => `<option value="${slug}"${slug === category ? ' selected' : ''}>${esc(name)}</option>`)
      .join('')}</select>
<button type="submit" class="button">Suchen</button>
</form>
<div class="shop-toolbar"><p class="woocommerce-result-count">${products.length} Ergebnisse</p>
<form class="woocommerce-ordering" method="get" data-island="sort-select"><label class="screen-reader-text" for="orderby">Shop-Reihenfolge</label>
<select name="orderby" id="orderby" class="orderby">${options}</select>${category ? `<input type="hidden" name="product_cat" value="${esc(category)}">` : ''}
<noscript><button type="submit" class="button">Sortieren</button></noscript></form></div>
${products.length ? productGrid(products, ctx.url.searchParams.has('equalize') ? '.woocommerce-loop-product__title' : undefined) : '<p class="woocommerce-info">Es wurden keine Produkte gefunden, die Ihrer Auswahl entsprechen.</p>'}`,
  });
}

export function productPage(ctx: Ctx, slug: string) {
  const product = ctx.db.prepare('SELECT * FROM products WHERE slug = ?').get(slug) as ProductRow | undefined;
  if (!product) return null;
  const reviews = ctx.db
    .prepare('SELECT author, rating, content, created_at FROM reviews WHERE product_id = ? ORDER BY id')
    .all(product.id) as Array<{
    author: string;
    rating: number;
    content: string;
  }>;
  const related = ctx.db
    .prepare("SELECT * FROM products WHERE category = ? AND id != ? AND slug != 'tasse-schlau' ORDER BY id LIMIT 3")
    .all(product.category, product.id) as ProductRow[];
  const reviewList = reviews.length
    ? `<ol class="commentlist">${reviews
        .map(
          (review, index) =>
            `<li class="review" id="comment-${product.id * 100 + index}"><p class="meta"><strong>${esc(review.author)}</strong> – ${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)} <span class="screen-reader-text">${review.rating} von 5</span></p><p>${esc(review.content)}</p></li>`,
        )
        .join('')}</ol>`
    : '<p class="woocommerce-noreviews">Es gibt noch keine Bewertungen.</p>';
  return layout(ctx, {
    title: product.name,
    bodyClass: 'woocommerce single-product',
    // WPC Name Your Price's settings, printed on product pages
    ...(product.type === 'nyp' ? { globals: { woonp_vars: { rounding: 'up', price_decimals: '2' } } } : {}),
    body: `<div class="woocommerce-notices-wrapper" data-island="notices"></div>
<nav class="woocommerce-breadcrumb" aria-label="Brotkrümelnavigation"><a href="/">Start</a> / <a href="/shop/?product_cat=${product.category}">${esc(categories[product.category] ?? '')}</a> / ${esc(product.name)}</nav>
<div class="product type-product product-page">
${productGallery(product)}
<div class="summary entry-summary">
<h1 class="product_title entry-title">${esc(product.name)}</h1>
${reviews.length ? `<div class="woocommerce-product-rating"><a href="#reviews" class="woocommerce-review-link" rel="nofollow">${reviews.length} Kundenbewertung${reviews.length === 1 ? '' : 'en'}</a></div>` : ''}
${priceArea(ctx, product)}
<p class="wc-gzd-additional-info tax-info">inkl. 19 % MwSt. zzgl. <a href="/terms/">Versand</a></p>
<div class="woocommerce-product-details__short-description"><p>${esc(product.short)}</p></div>
${addToCartForm(ctx, product)}
<p class="product_meta">Artikelnummer: <span class="sku">${esc(product.sku)}</span></p>
</div>
<div class="woocommerce-tabs wc-tabs-wrapper" data-island="product-tabs" data-product-id="${product.id}">
<ul class="tabs wc-tabs"><li class="description_tab active"><a href="#tab-description">Beschreibung</a></li><li class="additional_information_tab"><a href="#tab-additional_information">Zusätzliche Informationen</a></li><li class="reviews_tab"><a href="#tab-reviews">Bewertungen (${reviews.length})</a></li></ul>
<div class="woocommerce-Tabs-panel" id="tab-description"><h2>Beschreibung</h2><p>${esc(product.description)}</p></div>
<div class="woocommerce-Tabs-panel" id="tab-additional_information"><h2>Zusätzliche Informationen</h2><table class="shop_attributes"><tr><th scope="row">Artikelnummer</th><td>${esc(product.sku)}</td></tr><tr><th scope="row">Kategorie</th><td>${esc(categories[product.category] ?? '')}</td></tr></table></div>
<div class="woocommerce-Tabs-panel" id="tab-reviews"><div class="german-market-review-info" data-review-info></div><div id="reviews"><h2>Bewertungen</h2><div id="comments">${reviewList}</div></div></div>
</div>
</div>
${product.in_stock ? `<div class="sticky-add-to-cart" data-island="sticky-add-to-cart" data-target="form.cart"><div class="container sticky-add-to-cart__inner"><img src="${productImage(product.slug)}" alt="" width="48" height="48"><span class="sticky-add-to-cart__title">${esc(product.name)}</span><span class="price">${priceHtml(product.price, product.regular_price)}</span><button type="button" class="button alt">In den Warenkorb</button></div></div>` : ''}
${related.length ? `<section class="related products"><h2>Ähnliche Produkte</h2>${productGrid(related)}</section>` : ''}`,
  });
}

/** WooCommerce's gallery: every picture in the wrapper (the theme shows the first), thumbnails as links. */
function productGallery(product: ProductRow): string {
  const views = Array.from({ length: GALLERY_VIEWS }, (_, index) => index + 1);
  const src = (view: number) => `${productImage(product.slug)}${view === 1 ? '' : `?view=${view}`}`;
  // the large file the zoom and lightbox load (WooCommerce's full size), apart from the shown one
  const full = (view: number) => `${productImage(product.slug)}?${view === 1 ? '' : `view=${view}&`}size=full`;
  const alt = (view: number) => (view === 1 ? product.name : `${product.name} – Bild ${view}`);
  return `<div class="woocommerce-product-gallery images" data-island="product-gallery">
<div class="woocommerce-product-gallery__wrapper">
${views.map((view) => `<div class="woocommerce-product-gallery__image"><a href="${full(view)}"><img src="${src(view)}" alt="${esc(alt(view))}" width="600" height="600"${view === 1 ? ' fetchpriority="high"' : ' loading="lazy"'}></a></div>`).join('\n')}
</div>
<ol class="product-thumbnails">${views.map((view) => `<li><a href="${full(view)}"><img src="${src(view)}" alt="Bild ${view} anzeigen" width="80" height="80" loading="lazy"></a></li>`).join('')}</ol>
</div>`;
}

/** The price, or for variable products the range that follows the chosen variation. */
function priceArea(ctx: Ctx, product: ProductRow): string {
  if (product.type !== 'variable') return `<p class="price">${priceHtml(product.price, product.regular_price)}</p>`;
  const variations = ctx.db.prepare('SELECT * FROM variations WHERE product_id = ? ORDER BY id').all(product.id) as VariationRow[];
  const prices = variations.map((variation) => variation.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const range = low === high ? priceHtml(low) : `${priceHtml(low)} – ${priceHtml(high)}`;
  const data = variations.map((variation) => ({
    variation_id: variation.id,
    price_html: priceHtml(variation.price),
    availability_html: variation.in_stock ? '<p class="stock in-stock">Vorrätig</p>' : '<p class="stock out-of-stock">Nicht vorrätig</p>',
    is_in_stock: Boolean(variation.in_stock),
  }));
  return `<p class="price" data-island="variation-price" data-variations="${esc(JSON.stringify(data))}">${range}</p>`;
}

export const productSummaryForTests = (product: ProductRow) => ({ url: productUrl(product.slug), price: priceHtml(product.price) });

/** Product markup shared by the product page, grids and quick view. */
import { productImage, productUrl, type ProductRow, type VariationRow } from '../cart';
import { amount, esc, priceHtml, quantityHtml } from '../html';
import type { Ctx } from '../http';

const ATTRIBUTE_LABELS: Record<string, string> = { farbe: 'Farbe', groesse: 'Größe' };

export function addToCartForm(ctx: Ctx, product: ProductRow): string {
  if (!product.in_stock) return '<p class="stock out-of-stock">Nicht vorrätig</p>';
  const quantity = quantityHtml(
    `qty-${product.id}`,
    'Menge',
    `<input type="number" id="qty-${product.id}" class="input-text qty text" name="quantity" value="1" min="1" step="1" inputmode="numeric" autocomplete="off">`,
  );
  let extra = '';
  if (product.type === 'variable') {
    const variations = ctx.db.prepare('SELECT * FROM variations WHERE product_id = ? ORDER BY id').all(product.id) as VariationRow[];
    const options = variations
      .map((variation) => {
        const attributes = JSON.parse(variation.attributes) as Record<string, string>;
        const label = Object.values(attributes).join(', ');
        return `<option value="${variation.id}"${variation.in_stock ? '' : ' disabled'}>${esc(label)} – ${(variation.price / 100).toFixed(2).replace('.', ',')} €${variation.in_stock ? '' : ' (nicht vorrätig)'}</option>`;
      })
      .join('');
    const attributeName = Object.keys(JSON.parse(variations[0]?.attributes ?? '{}') as Record<string, string>)[0] ?? 'variante';
    extra = `<div class="variations"><label for="variation-${product.id}">${esc(ATTRIBUTE_LABELS[attributeName] ?? 'Variante')}</label>
<select id="variation-${product.id}" name="variation_id" required><option value="">Eine Option wählen</option>${options}</select></div>`;
  }
  if (product.type === 'nyp') {
    extra = `<div class="woonp-input" data-island="name-your-price"><label for="woonp-${product.id}">Ihr Betrag (€)</label>
<input type="number" id="woonp-${product.id}" class="woonp-input" name="woonp" value="${(product.price / 100).toFixed(2)}" min="${(product.nyp_min ?? 0) / 100}" max="${(product.nyp_max ?? 0) / 100}" step="${(product.nyp_step ?? 100) / 100}" inputmode="decimal" aria-describedby="woonp-${product.id}-hint">
<p class="si-nyp__hint" id="woonp-${product.id}-hint">Betrag von ${amount(product.nyp_min ?? 0)}&nbsp;€ bis ${amount(product.nyp_max ?? 0)}&nbsp;€, in Schritten von ${amount(product.nyp_step ?? 100)}&nbsp;€.</p></div>`;
  }
  return `<form class="cart" data-island="add-to-cart" action="${productUrl(product.slug)}" method="post" enctype="multipart/form-data">
${extra}${quantity}
<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">In den Warenkorb</button>
</form>`;
}

export function productCard(product: ProductRow): string {
  const button = !product.in_stock
    ? `<a href="${productUrl(product.slug)}" class="button product_type_simple">Weiterlesen</a>`
    : product.type === 'simple'
      ? `<a href="?add-to-cart=${product.id}" data-island="add-to-cart" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" data-product_sku="${esc(product.sku)}" aria-label="${esc(`In den Warenkorb: „${product.name}“`)}" rel="nofollow">In den Warenkorb</a>`
      : `<a href="${productUrl(product.slug)}" class="button product_type_${product.type === 'nyp' ? 'simple' : 'variable'}">${product.type === 'variable' ? 'Ausführung wählen' : 'Betrag wählen'}</a>`;
  return `<li class="product type-product product-small${product.in_stock ? ' instock' : ' outofstock'}">
<a href="${productUrl(product.slug)}" class="woocommerce-LoopProduct-link">
<img src="${productImage(product.slug)}" alt="" width="300" height="300" loading="lazy" decoding="async">
<div class="box-text"><h2 class="woocommerce-loop-product__title">${esc(product.name)}</h2>
<span class="price">${priceHtml(product.price, product.regular_price)}</span></div>
</a>
<a href="${productUrl(product.slug)}" class="quick-view" data-island="quick-view" data-prod="${product.id}" aria-label="${esc(`Schnellansicht: ${product.name}`)}">Schnellansicht</a>
${button}
</li>`;
}

/**
 * A product grid. Its `.box-text` parts are equal in a row from the first paint by the theme's CSS
 * (product-grid's README), so the island loads no code for it; `equalize` names a part CSS cannot
 * stretch (the shop's `?equalize=titles` shows the titles equalised by the island).
 */
export const productGrid = (products: ProductRow[], equalize?: '.woocommerce-loop-product__title') =>
  `<ul class="products columns-3" data-island="product-grid"${equalize ? ` data-equalize="${equalize}"` : ''}>${products.map(productCard).join('\n')}</ul>`;

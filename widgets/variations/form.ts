/**
 * What the variations form changes on the server's markup, as WooCommerce's script does: the
 * attribute selects' options, the product meta's SKU, weight and dimensions (the printed text kept
 * in `data-o_content` to come back), the product image (the printed attributes kept in
 * `data-o_<attribute>`), the quantity field and the hidden `variation_id`. The same `data-o_*`
 * names as WooCommerce, so a theme script that reads or resets them keeps working.
 */
import { jQueryOf } from '../../src/wp/events';
import { safeHref } from '../../src/wp/url';
import { chosenOf, planOptions, quantityFor, type Chosen, type Variation } from './match';

export const attributeFields = (form: HTMLFormElement): HTMLSelectElement[] => [
  ...form.querySelectorAll<HTMLSelectElement>('.variations select'),
];

interface JQueryDelegating {
  on(name: string, selector: string, handler: (event: { currentTarget?: unknown }) => void): unknown;
  off(name: string, selector: string, handler: (event: { currentTarget?: unknown }) => void): unknown;
}

/**
 * A change of an attribute select (`.variations select`), whether the browser or jQuery announces
 * it: a swatches plugin sets the select and calls `$select.trigger('change')`, which reaches only
 * jQuery's handlers, so with jQuery on the page the one delegated jQuery handler hears both.
 */
export function onAttributeChange(form: HTMLFormElement, handler: (select: HTMLSelectElement) => void): () => void {
  const selector = '.variations select';
  const $ = jQueryOf() as ((target: unknown) => JQueryDelegating) | undefined;
  if ($) {
    const listener = (event: { currentTarget?: unknown }) => {
      if (event.currentTarget instanceof HTMLSelectElement) handler(event.currentTarget);
    };
    $(form).on('change', selector, listener);
    return () => void $(form).off('change', selector, listener);
  }
  const listener = (event: Event) => {
    const select = event.target instanceof Element ? event.target.closest(selector) : null;
    if (select instanceof HTMLSelectElement && form.contains(select)) handler(select);
  };
  const listening = new AbortController();
  form.addEventListener('change', listener, { signal: listening.signal });
  return () => listening.abort();
}

export const attributeName = (select: HTMLSelectElement): string => select.getAttribute('data-attribute_name') || select.name;

export const readChosen = (form: HTMLFormElement): Chosen =>
  chosenOf(attributeFields(form).map((select) => [attributeName(select), select.value || ''] as const));

/** Each field's printed options (the reference WooCommerce keeps in `attribute_html`). */
const printedOptions = new WeakMap<HTMLSelectElement, HTMLOptionElement[]>();

function referenceOptions(select: HTMLSelectElement): HTMLOptionElement[] {
  let options = printedOptions.get(select);
  if (!options) {
    options = [...select.options].map((option) => {
      const copy = option.cloneNode(true) as HTMLOptionElement;
      copy.disabled = false;
      copy.removeAttribute('selected');
      copy.classList.remove('attached', 'enabled');
      return copy;
    });
    printedOptions.set(select, options);
  }
  return options;
}

/**
 * onUpdateAttributes: rebuilds each field's options from its printed ones for what the other
 * chosen attributes still allow. Returns the fields whose chosen value is no longer available
 * (set back to the placeholder; the caller announces their change).
 */
export function updateAttributeFields(form: HTMLFormElement, variations: readonly Variation[]): HTMLSelectElement[] {
  const { data } = readChosen(form);
  const reset: HTMLSelectElement[] = [];
  for (const select of attributeFields(form)) {
    const [placeholder, ...options] = referenceOptions(select);
    const plan = planOptions(
      variations,
      data,
      attributeName(select),
      options.map((option) => option.value),
      select.value || '',
      select.getAttribute('data-show_option_none') ?? '',
    );
    const byValue = new Map(options.map((option) => [option.value, option]));
    const next: HTMLOptionElement[] = [];
    if (plan.placeholder && placeholder) next.push(placeholder.cloneNode(true) as HTMLOptionElement);
    for (const { value, disabled } of plan.options) {
      const option = byValue.get(value)!.cloneNode(true) as HTMLOptionElement;
      option.className = ['attached', disabled ? '' : 'enabled'].filter(Boolean).join(' ');
      option.disabled = disabled;
      next.push(option);
    }
    select.replaceChildren(...next);
    select.value = plan.value;
    if (plan.reset) reset.push(select);
  }
  return reset;
}

// ---------------------------------------------------------------------------------------------
// Printed text and attributes that a variation replaces for a while.

export function setContent(element: Element, content: string): void {
  if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
  element.textContent = content;
}

export function resetContent(element: Element): void {
  const printed = element.getAttribute('data-o_content');
  if (printed !== null) element.textContent = printed;
}

export function setVariationAttr(element: Element, name: string, value: unknown): void {
  if (!element.hasAttribute(`data-o_${name}`)) element.setAttribute(`data-o_${name}`, element.getAttribute(name) || '');
  // as jQuery's attr(): false and null remove the attribute, undefined leaves it
  if (value === false || value === null) element.removeAttribute(name);
  else if (value !== undefined) element.setAttribute(name, String(value));
}

export function resetVariationAttr(element: Element, name: string): void {
  const printed = element.getAttribute(`data-o_${name}`);
  if (printed !== null) element.setAttribute(name, printed);
}

/** The product around the form (WooCommerce's `$form.closest('.product')`): without one, only the form's own (a quick view never reaches the page's product). */
const productOf = (form: HTMLFormElement): ParentNode => form.closest('.product') ?? form;

const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

/** The decoded text of a piece of HTML WooCommerce sends for the dimensions (`N/A`, `10 &times; 5 cm`). */
const textOf = (html: string, doc: Document) => {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
};

/** SKU, weight and dimensions of the chosen variation; the printed ones without one. */
export function showMeta(form: HTMLFormElement, variation: Variation | null): void {
  const product = productOf(form);
  const sku = all(product, SKU);
  const weight = all(product, WEIGHT);
  const dimensions = all(product, DIMENSIONS);
  if (variation?.sku) sku.forEach((element) => setContent(element, variation.sku));
  else sku.forEach(resetContent);
  if (variation?.weight) weight.forEach((element) => setContent(element, variation.weight_html));
  else weight.forEach(resetContent);
  if (variation?.dimensions) dimensions.forEach((element) => setContent(element, textOf(variation.dimensions_html, form.ownerDocument)));
  else dimensions.forEach(resetContent);
}

interface GalleryParts {
  image: Element | null;
  wrap: Element | null;
  link: Element | null;
  thumbnail: Element | null;
}

/** The product's gallery, where add-to-cart-variation.js fires its events (`$product.find('.images')`). */
export const galleryOf = (form: HTMLFormElement): Element | null => productOf(form).querySelector('.images');

function galleryParts(form: HTMLFormElement): GalleryParts {
  const product = productOf(form);
  const wrap =
    galleryOf(form)?.querySelector('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
  return {
    wrap,
    image: wrap?.querySelector('.wp-post-image') ?? null,
    link: wrap?.querySelector('a') ?? null,
    thumbnail: product.querySelector('.flex-control-nav li img'),
  };
}

const IMAGE_ATTRIBUTES: ReadonlyArray<readonly [string, string]> = [
  ['src', 'src'],
  ['height', 'src_h'],
  ['width', 'src_w'],
  ['srcset', 'srcset'],
  ['sizes', 'sizes'],
  ['title', 'title'],
  ['data-caption', 'caption'],
  ['alt', 'alt'],
  ['data-src', 'full_src'],
  ['data-large_image', 'full_src'],
  ['data-large_image_width', 'full_src_w'],
  ['data-large_image_height', 'full_src_h'],
];

/** The image attributes that hold one URL. */
const URL_ATTRIBUTES = new Set(['src', 'data-src', 'data-large_image']);

/** wc_variations_image_reset: the printed image again. */
export function resetImage(form: HTMLFormElement): void {
  const { image, wrap, link, thumbnail } = galleryParts(form);
  if (image) for (const [name] of IMAGE_ATTRIBUTES) resetVariationAttr(image, name);
  if (wrap) resetVariationAttr(wrap, 'data-thumb');
  if (thumbnail) resetVariationAttr(thumbnail, 'src');
  if (link) resetVariationAttr(link, 'href');
}

/**
 * wc_variations_image_update: the variation's image in the gallery's first frame (and its
 * thumbnail and link), or the printed one when the variation has none.
 */
export function showImage(form: HTMLFormElement, variation: Variation | null): void {
  const source = variation?.image;
  if (!source || source.src.length <= 1) {
    resetImage(form);
    return;
  }
  const { image, wrap, link, thumbnail } = galleryParts(form);
  // the variation's URLs (from the form's data or the server's reply) go into src/href only over http(s)
  const url = (value: unknown) => (value === undefined || value === null || value === false ? value : (safeHref(value) ?? ''));
  if (image)
    for (const [name, key] of IMAGE_ATTRIBUTES) setVariationAttr(image, name, URL_ATTRIBUTES.has(name) ? url(source[key]) : source[key]);
  if (wrap) setVariationAttr(wrap, 'data-thumb', url(source.src));
  if (thumbnail) setVariationAttr(thumbnail, 'src', url(source.gallery_thumbnail_src));
  if (link) setVariationAttr(link, 'href', url(source.full_src));
}

/**
 * The first half of wc_variations_image_update: where the gallery already holds the variation's
 * image, the thumbnail to slide to (its `src` is the variation's gallery thumbnail), after the
 * first image is put back if the variation's had replaced it. Null where the first image is swapped.
 */
export function thumbnailShowing(form: HTMLFormElement, variation: Variation): Element | null {
  const image = variation.image;
  if (!image || image.src.length <= 1 || !image.gallery_thumbnail_src) return null;
  const wanted = image.gallery_thumbnail_src;
  const thumbnails = all(productOf(form), '.flex-control-nav li img');
  // compared, not put into a selector: the URL is the server's text
  if (thumbnails.some((thumbnail) => thumbnail.getAttribute('data-o_src') === wanted)) resetImage(form);
  return thumbnails.find((thumbnail) => thumbnail.getAttribute('src') === wanted) ?? null;
}

/** The quantity field inside `.single_variation_wrap` for the chosen variation. Returns whether it changed. */
export function showQuantity(form: HTMLFormElement, variation: Variation): HTMLInputElement | null {
  const input = form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]');
  if (!input) return null;
  const next = quantityFor(variation, input.value);
  input.setAttribute('min', next.min);
  input.setAttribute('max', next.max);
  input.value = next.value;
  const box = input.closest<HTMLElement>('.quantity');
  if (box) box.style.display = next.hidden ? 'none' : '';
  return input;
}

/** The hidden fields the add request reads: `input[name=variation_id]` (and `input.variation_id`). */
export function variationIdFields(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')];
}

/**
 * The single product's price area follows the chosen variation: its price (and stock note)
 * replaces the range while a variation is chosen, and the range comes back when none is.
 * Listens to the variation select and to WooCommerce's `found_variation` / `reset_data` events.
 */
import { prop, type InferProps } from '../../src/islands/props';
import { inlineHtml } from '../../src/ui/sanitize';
import { on } from '../../src/wp/events';
import { findVariation, parseVariations, type Variation } from './variations';

export const props = {
  /** The variations, as in the form's `data-product_variations`. */
  variations: prop.json<unknown>({ default: [] }),
  /** The variations form; default the product's `form.cart`. */
  form: prop.string({ default: 'form.cart' }),
};

export function mount(host: HTMLElement, { variations, form: formSelector }: InferProps<typeof props>) {
  const list = parseVariations(variations);
  const product = host.closest('.product') ?? document;
  const form = product.querySelector<HTMLFormElement>(formSelector);
  if (!form) throw new Error(`finds no variations form (${formSelector})`);
  const original = [...host.childNodes].map((node) => node.cloneNode(true));
  host.setAttribute('aria-live', 'polite');
  const stock = document.createElement('p');
  stock.className = 'stock si-variation-stock';
  stock.hidden = true;
  host.after(stock);

  function showVariation(variation: Pick<Variation, 'price_html' | 'availability_html'> | undefined) {
    if (!variation || !variation.price_html) {
      host.replaceChildren(...original.map((node) => node.cloneNode(true)));
      stock.hidden = true;
      stock.replaceChildren();
    } else {
      host.replaceChildren(inlineHtml(variation.price_html));
      stock.replaceChildren(inlineHtml(variation.availability_html ?? ''));
      stock.hidden = !variation.availability_html;
    }
  }

  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (select.name !== 'variation_id') return;
    showVariation(findVariation(list, select.value));
  };
  form.addEventListener('change', onChange);
  const offFound = on(
    'found_variation',
    (...args) => {
      const variation = args.find((arg) => typeof arg === 'object' && arg !== null && 'price_html' in arg) as Variation | undefined;
      showVariation(variation);
    },
    form,
  );
  const offReset = on('reset_data', () => showVariation(undefined), form);

  const chosen = form.querySelector<HTMLSelectElement>('select[name="variation_id"]');
  if (chosen?.value) showVariation(findVariation(list, chosen.value));

  return () => {
    form.removeEventListener('change', onChange);
    offFound();
    offReset();
    stock.remove();
    host.replaceChildren(...original);
  };
}

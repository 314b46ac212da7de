/**
 * The variations form's own messages. WooCommerce's texts (`wc_add_to_cart_variation_params`,
 * translated by the site) come first where the page prints them; these are the fallbacks, and the
 * islands' own message for a failed look-up.
 */
import { defineMessages } from '../../src/i18n/messages';
import { pageGlobals, type PageGlobals } from '../../src/wp/config';

export const t = defineMessages(
  {
    'variations.noMatch': 'Leider passt kein Produkt zu Ihrer Auswahl. Bitte wählen Sie eine andere Kombination.',
    'variations.makeSelection': 'Bitte wählen Sie die Produktoptionen, bevor Sie den Artikel in den Warenkorb legen.',
    'variations.unavailable': 'Dieses Produkt ist leider nicht verfügbar. Bitte wählen Sie eine andere Kombination.',
    'variations.resetAlert':
      'Ihre Auswahl wurde zurückgesetzt. Bitte wählen Sie die Produktoptionen, bevor Sie den Artikel in den Warenkorb legen.',
    'variations.failed': 'Die gewählte Variante konnte nicht geladen werden. {reason}',
  },
  {
    'variations.noMatch': 'Sorry, no products matched your selection. Please choose a different combination.',
    'variations.makeSelection': 'Please select some product options before adding this product to your cart.',
    'variations.unavailable': 'Sorry, this product is unavailable. Please choose a different combination.',
    'variations.resetAlert': 'Your selection has been reset. Please select some product options before adding this product to your cart.',
    'variations.failed': 'The chosen variation could not be loaded. {reason}',
  },
);

type Key = 'variations.noMatch' | 'variations.makeSelection' | 'variations.unavailable' | 'variations.resetAlert';

const PARAMS: Record<Key, string> = {
  'variations.noMatch': 'i18n_no_matching_variations_text',
  'variations.makeSelection': 'i18n_make_a_selection_text',
  'variations.unavailable': 'i18n_unavailable_text',
  'variations.resetAlert': 'i18n_reset_alert_text',
};

/** WooCommerce's own text from `wc_add_to_cart_variation_params` (the site's language), else ours. */
export function wooText(key: Key, globals: Partial<PageGlobals> = pageGlobals()): string {
  const params = globals.wc_add_to_cart_variation_params;
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[PARAMS[key]] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? decodeAttributeText(value) : t(key);
}

/** The params are printed through esc_attr__(): `&#039;` and friends come back as characters. */
const decodeAttributeText = (value: string) =>
  value.replace(
    /&(#039|#39|quot|amp|lt|gt);/g,
    (_, entity: string) => ({ '#039': "'", '#39': "'", quot: '"', amp: '&', lt: '<', gt: '>' })[entity]!,
  );

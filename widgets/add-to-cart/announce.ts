/**
 * The message for an add the cart took: the product's name and a link to the cart, in the page's
 * toast region (WooCommerce's page says it in a notice). Plain DOM, so the early module says a
 * product form's add itself and the island's code and React load only for what needs them.
 */
import { t } from '../../src/i18n';
import { toast } from '../../src/ui/toast';
import { getConfig } from '../../src/wp/config';

export function announceAdded(name: string): void {
  toast(name ? t('cart.added', { product: name }) : t('cart.viewCart'), {
    link: { href: getConfig().cartUrl, text: t('cart.viewCart') },
  });
}

/**
 * What WooCommerce's add-to-cart.js does to a button once its add answered (its updateButton): the
 * "View cart" link after it (one only, never on the cart page), then `wc_cart_button_updated`, after
 * every add, and after an add a listener refused. Plain DOM, done by whoever shows the add: the loader (widgets/add-to-cart/send-at-once.ts),
 * the early module (handover.ts) or the island, each with the config it reads; for another script's
 * add that names its button, the cart store (store.ts).
 */
import { builtInText, siteLanguage } from '../i18n/language';
import { pageGlobal } from '../wp/config';
import { trigger } from '../wp/events';
import { safeHref } from '../wp/url';

type Catalogues = Record<string, Record<string, unknown> | undefined> | undefined;

/** Whether the link belongs after `control`: not on the cart page, and not twice. */
const wantsViewCartLink = (control: Element, isCart: boolean): boolean =>
  !isCart && !control.parentElement?.querySelector('.added_to_cart');

/**
 * An add went in, shown on `control` as updateButton shows it, from the plugin's config: where the
 * link goes (`addedUrl`: the site's, never the host's), whether this is the cart page, the language.
 * The link it made, if it made one.
 */
export function updateButton(control: Element, addedUrl: unknown, isCart: boolean, locale: string, i18n: Catalogues): Element | null {
  const href = safeHref(addedUrl);
  const link = href && wantsViewCartLink(control, isCart) ? addViewCartLink(control, href, viewCartText(locale, i18n)) : null;
  trigger('wc_cart_button_updated', [control]);
  return link;
}

/**
 * An add a listener refused (`should_send_ajax_request.adding_to_cart` said no), as add-to-cart.js's
 * updateButton answers the `ajax_request_not_sent.adding_to_cart` that says so: the button no longer
 * loading, then `wc_cart_button_updated`.
 */
export function updateRefusedButton(control: Element): void {
  control.classList.remove('loading');
  trigger('wc_cart_button_updated', [control]);
}

/**
 * The link's text, as add-to-cart.js takes it: WooCommerce's `wc_add_to_cart_params.i18n_view_cart`
 * (in the shop's language, as the shop may have changed it); without it, the site's own for
 * `cart.viewCart` where the plugin printed one (`shopIslands.i18n`), else the islands' (as the
 * catalogue has it, which stays out of this code's way).
 */
export function viewCartText(locale: string, own: Catalogues): string {
  const woo = (pageGlobal('wc_add_to_cart_params') as { i18n_view_cart?: unknown } | undefined)?.i18n_view_cart;
  if (typeof woo === 'string' && woo) return woo;
  const text = own?.[siteLanguage(locale)]?.['cart.viewCart'];
  return typeof text === 'string' && text ? text : builtInText({ de: 'Warenkorb anzeigen', en: 'View cart' }, locale);
}

function addViewCartLink(control: Element, href: string, text: string): Element {
  const link = control.ownerDocument.createElement('a');
  link.href = href;
  link.className = 'added_to_cart wc-forward';
  link.title = link.textContent = text;
  control.after(link);
  return link;
}

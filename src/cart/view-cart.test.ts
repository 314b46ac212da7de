import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { buttonsUpdated } from '../../test/fixtures/button-updates';
import { updateButton, viewCartText } from './view-cart';

describe('the "View cart" text of loader and early code', () => {
  it('is the catalogue’s for German and other sites, and the site’s own where the plugin printed one', () => {
    for (const locale of ['de-DE', 'de_AT', 'en-US', 'fr-FR'])
      expect(viewCartText(locale, {})).toBe(createTranslator(locale)('cart.viewCart'));
    const own = { fr: { 'cart.viewCart': 'Voir le panier' } };
    expect(viewCartText('fr-FR', own)).toBe('Voir le panier');
    expect(viewCartText('fr-FR', own)).toBe(createTranslator('fr-FR', own)('cart.viewCart'));
    // an empty or non-text translation is no translation
    expect(viewCartText('de-DE', { de: { 'cart.viewCart': '' } })).toBe('Warenkorb anzeigen');
    expect(viewCartText('de-DE', { de: { 'cart.viewCart': 42 } })).toBe('Warenkorb anzeigen');
    expect(viewCartText('de-DE', undefined)).toBe('Warenkorb anzeigen');
  });

  afterEach(() => delete (globalThis as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params);

  it('is WooCommerce’s own where it printed one (i18n_view_cart), as add-to-cart.js shows it', () => {
    const page = globalThis as { wc_add_to_cart_params?: unknown };
    page.wc_add_to_cart_params = { i18n_view_cart: 'Zum Warenkorb', cart_url: '/warenkorb/' };
    expect(viewCartText('de-DE', { de: { 'cart.viewCart': 'Eigener Text' } })).toBe('Zum Warenkorb');
    page.wc_add_to_cart_params = { i18n_view_cart: '' };
    expect(viewCartText('de-DE', undefined)).toBe('Warenkorb anzeigen');
    page.wc_add_to_cart_params = { i18n_view_cart: ['<b>'] };
    expect(viewCartText('en-US', undefined)).toBe('View cart');
  });
});

describe('updateButton: an add that went in, shown on its control as add-to-cart.js shows it', () => {
  const site = {
    addedUrl: '/warenkorb/' as unknown,
    isCart: false,
    locale: 'de-DE',
    i18n: undefined as Parameters<typeof updateButton>[4],
  };
  const update = (control: Element, { addedUrl, isCart, locale, i18n } = site) => updateButton(control, addedUrl, isCart, locale, i18n);
  let stop = new AbortController();
  beforeEach(() => void (stop = new AbortController()));
  afterEach(() => {
    stop.abort();
    document.body.replaceChildren();
  });
  const loopButton = () => {
    const item = document.createElement('li');
    item.innerHTML = '<a class="button add_to_cart_button" href="?add-to-cart=7">In den Warenkorb</a>';
    document.body.append(item);
    return item.querySelector('a')!;
  };

  it('puts one "View cart" link right after the control and says wc_cart_button_updated after every add', () => {
    const updated = buttonsUpdated(stop.signal);
    const control = loopButton();
    const link = update(control);
    expect(link).toBe(control.nextElementSibling);
    expect(link?.outerHTML).toBe(
      `<a href="/warenkorb/" class="added_to_cart wc-forward" title="Warenkorb anzeigen">Warenkorb anzeigen</a>`,
    );
    expect(update(control)).toBeNull();
    expect(control.parentElement!.querySelectorAll('.added_to_cart')).toHaveLength(1);
    expect(updated).toEqual([control, control]);
  });

  it('makes no link on the cart page, or where another script shows one already, and still says the update', () => {
    const updated = buttonsUpdated(stop.signal);
    const onCart = loopButton();
    expect(update(onCart, { ...site, isCart: true })).toBeNull();
    const shown = loopButton();
    shown.after(Object.assign(document.createElement('a'), { className: 'added_to_cart' }));
    expect(update(shown)).toBeNull();
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);
    expect(updated).toEqual([onCart, shown]);
  });

  it('never links anywhere but an http(s) address from the config: a hostile or missing one makes no link', () => {
    const updated = buttonsUpdated(stop.signal);
    for (const addedUrl of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '', undefined, 42, ['/cart/']]) {
      const control = loopButton();
      expect(update(control, { ...site, addedUrl })).toBeNull();
      expect(control.nextElementSibling).toBeNull();
    }
    expect(updated).toHaveLength(6);
  });

  it('writes the link’s text as text', () => {
    const control = loopButton();
    const link = update(control, { ...site, i18n: { de: { 'cart.viewCart': '<img src=x onerror=alert(1)>' } } });
    expect(link?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(link?.querySelector('img')).toBeNull();
  });
});

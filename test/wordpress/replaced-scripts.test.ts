/**
 * The legacy scripts the islands replace, on pages of the real WooCommerce 10: their files go, their
 * localized globals stay, and their dependencies stay wherever something else may expect them.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { currentSite, printedConfig, served, wpJson, wpPhp } from './site';

const REPLACED = [
  'wc-add-to-cart',
  'wc-cart-fragments',
  'wc-add-to-cart-variation',
  'wc-single-product',
  'wc-cart',
  'wc-checkout',
  'wc-order-attribution',
  'sourcebuster-js',
  'woocommerce',
];

/** The handles of the script files a page loads (WordPress prints `id="<handle>-js"` on each). */
const scriptFiles = (page: string): string[] =>
  [...page.matchAll(/<script\b[^>]*\bsrc=[^>]*\bid=["']([\w-]+)-js["']/g)].map(([, handle = '']) => handle);
const globalsPrinted = (page: string): string[] => [...page.matchAll(/\bvar (\w+) = \{/g)].map(([, name = '']) => name);
const product = () => `/product/espressobohnen/`;

describe('with every island on (the default)', () => {
  it.each(['/', '/shop/', '/product/espressobohnen/'])('%s loads none of the scripts the islands replace, nor jQuery', async (path) => {
    const page = await served(path);
    expect(scriptFiles(page).filter((handle) => REPLACED.includes(handle))).toEqual([]);
    expect(scriptFiles(page)).not.toContain('jquery-core');
    expect(page).toContain('id="shop-islands-js-module"');
  });

  // The checkout's and the cart page's islands follow the country in the address fields (src/address):
  // country-select.js, address-i18n.js and selectWoo go too, and jQuery with them.
  it.each(['/cart/', '/checkout/'])('%s loads neither the country select and address scripts nor selectWoo and jQuery', async (path) => {
    await fetchWithCart(path, async (page) => {
      const files = scriptFiles(page);
      expect(files.filter((handle) => REPLACED.includes(handle))).toEqual([]);
      for (const handle of ['jquery-core', 'selectWoo', 'wc-country-select', 'wc-address-i18n']) expect(files).not.toContain(handle);
      expect(page).not.toMatch(/id=["']select2-css["']/);
      expect(globalsPrinted(page)).toEqual(expect.arrayContaining(['wc_country_select_params', 'wc_address_i18n_params']));
    });
  });

  it("the account's edit-address form keeps them (no island follows its country)", async () => {
    const page = await wpPhp(`
      add_filter( 'woocommerce_is_account_page', '__return_true' );
      do_action( 'wp_enqueue_scripts' );
      wp_enqueue_script( 'wc-country-select' );
      wp_enqueue_script( 'wc-address-i18n' );
      wp_print_head_scripts();
      wp_print_footer_scripts();`);
    expect(scriptFiles(page)).toEqual(expect.arrayContaining(['jquery-core', 'selectWoo', 'wc-country-select', 'wc-address-i18n']));
  });

  it('the order-pay page ("Pay for this order", no island there) keeps WooCommerce\'s checkout.js for its payment boxes', async () => {
    const pay = await wpJson<string>(
      `
      $order = wc_create_order();
      $order->add_product( wc_get_product( (int) getenv( 'PRODUCT' ) ), 1 );
      $order->set_billing_email( 'pay@example.de' );
      $order->calculate_totals();
      $order->set_status( 'pending' );
      $order->save();
      echo wp_json_encode( wp_make_link_relative( $order->get_checkout_payment_url() ) );`,
      { PRODUCT: String(currentSite().products.simple) },
    );
    const files = scriptFiles(await served(pay));
    expect(files).toContain('wc-checkout');
    expect(files).toContain('jquery-core');
  });

  it('still prints the globals WooCommerce localizes for them, where the islands read them', async () => {
    expect(globalsPrinted(await served('/'))).toEqual(
      expect.arrayContaining(['wc_add_to_cart_params', 'woocommerce_params', 'wc_order_attribution', 'wc_cart_fragments_params']),
    );
    expect(globalsPrinted(await served(product()))).toEqual(expect.arrayContaining(['wc_single_product_params']));
    await fetchWithCart('/checkout/', async (page) => {
      expect(globalsPrinted(page)).toEqual(
        expect.arrayContaining(['wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params']),
      );
    });
  });

  it("configures the islands with WooCommerce's endpoints and the page type", async () => {
    expect(printedConfig(await served('/'))).toMatchObject({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', currency: 'EUR', isCart: false });
    expect(printedConfig(await served('/cart/'))).toMatchObject({
      cartUrl: `${currentSite().url}/cart/`,
      isCart: true,
      cartRedirectAfterAdd: false,
    });
  });

  it('in a browser, runs none of them and no jQuery on home, shop and product', async () => {
    const browser: Browser = await launchBrowser();
    try {
      const tab = await browser.newPage();
      for (const path of ['/', '/shop/', product()]) {
        await tab.goto(new URL(path, currentSite().url).href);
        await tab.waitForLoadState('load');
        expect(await tab.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined');
        expect(await tab.evaluate(() => typeof (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params)).toBe('object');
      }
    } finally {
      await browser.close();
    }
  });
});

describe('keeping a legacy script', () => {
  it('a feature switched off keeps the scripts it would replace', async () => {
    await wpPhp(`update_option( 'shop_islands', array( 'islands' => array( 'product-page' => false ) ) );`);
    try {
      const files = scriptFiles(await served(product()));
      expect(files).toEqual(expect.arrayContaining(['wc-single-product']));
      expect(files).not.toContain('wc-add-to-cart');
    } finally {
      await wpPhp(`delete_option( 'shop_islands' );`);
    }
  });

  it('the shop_islands_replaced_scripts filter keeps any one of them', async () => {
    const kept = await wpJson<string[]>(`
      add_filter( 'shop_islands_replaced_scripts', function ( $handles ) { return array_diff( $handles, array( 'wc-cart-fragments' ) ); } );
      echo wp_json_encode( shop_islands_replaced_scripts() );`);
    expect(kept).not.toContain('wc-cart-fragments');
    expect(kept).toEqual(expect.arrayContaining(REPLACED.filter((handle) => handle !== 'wc-cart-fragments')));
  });

  it('a script that depends on a replaced one still loads with what the replaced one depended on, without its file', async () => {
    const printed = await wpPhp(`
      add_action( 'wp_enqueue_scripts', function () {
        wp_enqueue_script( 'theme-cart', 'https://example.test/theme-cart.js', array( 'wc-add-to-cart' ), '1', true );
      } );
      do_action( 'wp_enqueue_scripts' );
      wp_print_head_scripts();
      wp_print_footer_scripts();`);
    expect(printed).toContain('theme-cart.js');
    expect(printed).not.toContain('add-to-cart.min.js');
    expect(printed).toContain('var wc_add_to_cart_params');
    // what a script built on wc-add-to-cart expects: jQuery and blockUI
    expect(printed).toMatch(/id=["']jquery-core-js["']/);
    expect(printed).toMatch(/id=["'](wc-)?jquery-blockui-js["']/);
  });

  it('without such a script, the dependencies go with the file', async () => {
    const printed = await wpPhp(`
      do_action( 'wp_enqueue_scripts' );
      wp_print_head_scripts();
      wp_print_footer_scripts();`);
    expect(printed).toContain('var wc_add_to_cart_params');
    expect(printed).not.toMatch(/id=["']jquery-core-js["']/);
    expect(printed).not.toMatch(/id=["'](wc-)?jquery-blockui-js["']/);
  });
});

/** A page served to a visitor with something in the cart (the checkout of an empty cart redirects). */
async function fetchWithCart(path: string, check: (page: string) => Promise<void>): Promise<void> {
  const { url, products } = currentSite();
  const add = await fetch(`${url}/?wc-ajax=add_to_cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ product_id: String(products.simple), quantity: '1' }),
  });
  const cookie = add.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const response = await fetch(new URL(path, url), { headers: { cookie } });
  expect(response.status).toBe(200);
  await check(await response.text());
}

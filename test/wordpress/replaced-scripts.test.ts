/**
 * The legacy scripts the islands replace, on pages of a site running WooCommerce (the test stand-in
 * registers WooCommerce 10's handles, dependencies and recorded globals).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';
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

const legacyFiles = (page: string): string[] => [...page.matchAll(/legacy\.js\?handle=([\w-]+)/g)].map(([, handle = '']) => handle);
const globalsPrinted = (page: string): string[] => [...page.matchAll(/\bvar (\w+) = \{/g)].map(([, name = '']) => name);

beforeAll(async () => {
  await wpPhp(`
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    activate_plugin( 'woocommerce/woocommerce.php' );
    foreach ( array( 'cart' => 'Warenkorb', 'checkout' => 'Kasse', 'product' => 'Produkt' ) as $slug => $title ) {
      if ( ! get_page_by_path( $slug ) ) {
        wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $title ) );
      }
    }`);
});

afterAll(async () => {
  await wpPhp(
    `require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( 'woocommerce/woocommerce.php' ); delete_option( 'shop_islands' );`,
  );
});

describe('with every island on (the default)', () => {
  it.each(['/', '/product/'])('%s loads none of the scripts the islands replace, nor jQuery', async (path) => {
    const page = await served(path);
    expect(legacyFiles(page)).toEqual([]);
    expect(page).not.toMatch(/id=["']jquery-core-js["']/);
    expect(page).toContain('id="shop-islands-js-module"');
  });

  // No island replaces WooCommerce's country/state selects and address formats (yet): they stay,
  // and with them jQuery, on the two pages with an address form.
  it.each(['/cart/', '/checkout/'])('%s keeps only the country select and address scripts', async (path) => {
    expect(legacyFiles(await served(path))).toEqual(['wc-country-select', 'wc-address-i18n']);
  });

  it('still prints the globals WooCommerce localizes for them, where the islands read them', async () => {
    expect(globalsPrinted(await served('/'))).toEqual(
      expect.arrayContaining(['wc_add_to_cart_params', 'woocommerce_params', 'wc_order_attribution', 'wc_cart_fragments_params']),
    );
    expect(globalsPrinted(await served('/checkout/'))).toEqual(expect.arrayContaining(['wc_checkout_params', 'wc_country_select_params']));
  });

  it("configures the islands with WooCommerce's endpoints and the page type", async () => {
    expect(printedConfig(await served('/'))).toMatchObject({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', currency: 'EUR', isCart: false });
    expect(printedConfig(await served('/cart/'))).toMatchObject({
      cartUrl: `${currentSite().url}/cart/`,
      isCart: true,
      cartRedirectAfterAdd: false,
    });
  });

  it('in a browser, runs none of them', async () => {
    const browser: Browser = await launchBrowser();
    try {
      const tab = await browser.newPage();
      for (const path of ['/', '/product/']) {
        await tab.goto(new URL(path, currentSite().url).href);
        await tab.waitForLoadState('load');
        expect(await tab.evaluate(() => (window as { legacyScriptsRan?: string[] }).legacyScriptsRan ?? [])).toEqual([]);
        expect(await tab.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined');
      }
    } finally {
      await browser.close();
    }
  });
});

describe('keeping a legacy script', () => {
  it('a feature switched off keeps the scripts it would replace', async () => {
    await wpPhp(`update_option( 'shop_islands', array( 'islands' => array( 'checkout' => false ) ) );`);
    const page = await served('/checkout/');
    expect(legacyFiles(page)).toEqual(expect.arrayContaining(['wc-checkout']));
    expect(legacyFiles(page)).not.toContain('wc-order-attribution');
    await wpPhp(`delete_option( 'shop_islands' );`);
  });

  it('the shop_islands_replaced_scripts filter keeps any one of them', async () => {
    const kept = await wpJson<string[]>(`
      add_filter( 'shop_islands_replaced_scripts', function ( $handles ) { return array_diff( $handles, array( 'wc-cart-fragments' ) ); } );
      echo wp_json_encode( shop_islands_replaced_scripts() );`);
    expect(kept).not.toContain('wc-cart-fragments');
    expect(kept).toEqual(expect.arrayContaining(REPLACED.filter((handle) => handle !== 'wc-cart-fragments')));
  });

  it('a script that depends on a replaced one still loads, without the replaced file', async () => {
    const printed = await wpPhp(`
      add_action( 'wp_enqueue_scripts', function () {
        wp_enqueue_script( 'theme-cart', 'https://example.test/theme-cart.js', array( 'wc-cart-fragments' ), '1', true );
      } );
      do_action( 'wp_enqueue_scripts' );
      wp_print_footer_scripts();`);
    expect(printed).toContain('theme-cart.js');
    expect(printed).not.toContain('handle=wc-cart-fragments');
    expect(printed).toContain('var wc_cart_fragments_params');
  });
});

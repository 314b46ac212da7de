/**
 * A shop served through the plugin, with WooCommerce active: the stand-in (fixtures/plugins/woocommerce)
 * prints the demo shop's WooCommerce markup through WooCommerce's own filters and template parts, with
 * the hand-written hosts taken out, and relays wc-ajax to the demo shop. The plugin puts the hosts
 * back; an add, a remove and a checkout must work as they do on the demo's hand-written hosts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startShop, type Shop } from '../e2e/browser';
import { fillBilling, islandsSettled, openContext, BANNER_DISMISSED } from '../e2e/harness';
import { currentSite, wpPhp } from './site';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  await wpPhp(
    `
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    activate_plugin( 'woocommerce/woocommerce.php' );
    update_option( 'wc_standin_backend', getenv( 'DEMO_URL' ) );
    foreach ( array( 'shop' => 'Shop', 'cart' => 'Warenkorb', 'checkout' => 'Kasse' ) as $slug => $title ) {
      if ( ! get_page_by_path( $slug ) ) {
        wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_name' => $slug, 'post_title' => $title ) );
      }
    }`,
    { DEMO_URL: shop.url },
  );
});

afterAll(async () => {
  await wpPhp(`
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    deactivate_plugins( 'woocommerce/woocommerce.php' );
    delete_option( 'wc_standin_backend' );`);
  await browser?.close();
  await shop?.close();
});

const orders = () => (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

describe('WooCommerce through the plugin', () => {
  it('adds from the shop loop, removes in the header cart and on the cart page, and places an order at the checkout', async () => {
    const w = await openContext(browser);
    const site = currentSite().url;
    await w.context.addCookies(BANNER_DISMISSED.map((cookie) => ({ ...cookie, url: site })));
    // the country/state and address scripts have no island and stay on cart and checkout
    const replacedFilesLoaded = () =>
      w.requests.filter((url) => url.includes('legacy.js') && !/handle=(wc-country-select|wc-address-i18n)&/.test(url));

    const failed: string[] = [];
    w.page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    /** An add from the shop loop, through the host the plugin put on WooCommerce's link. */
    const addFromLoop = async () => {
      await w.page.goto(`${site}/shop/`);
      const add = w.page.locator('a.add_to_cart_button[data-product_id="1"]');
      expect(await add.getAttribute('data-island')).toBe('add-to-cart');
      await add.click();
      await w.page.locator('a.added_to_cart').first().waitFor();
    };

    await addFromLoop();
    // the header cart from the plugin's shortcode opens with the cart's fragment; remove there
    const miniCart = w.page.locator('[data-island="mini-cart"]');
    await miniCart.locator('.widget_shopping_cart_content a.remove_from_cart_button').waitFor();
    expect(await miniCart.getAttribute('data-island-state')).toBe('mounted');
    await miniCart.locator('a.remove_from_cart_button').first().click();
    await miniCart.locator('.woocommerce-mini-cart__empty-message').waitFor();

    await addFromLoop();

    await w.page.goto(`${site}/cart/`);
    await islandsSettled(w.page);
    expect(await w.page.locator('[data-island="cart-page"]').getAttribute('data-island-state')).toBe('mounted');
    await w.page.locator('a.remove[data-cart_item_key]').first().click();
    await w.page.locator('.cart-empty, .wc-empty-cart-message').first().waitFor();

    await addFromLoop();
    await w.page.goto(`${site}/checkout/`);
    await islandsSettled(w.page);
    expect(await w.page.locator('form.checkout').getAttribute('data-island')).toBe('checkout');
    const before = orders();
    await fillBilling(w.page);
    await w.page.getByLabel('Vorkasse per Überweisung').check();
    await w.page.locator('#terms').check();
    await Promise.all([w.page.waitForURL(/order-received/), w.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()]);
    expect(orders()).toBe(before + 1);

    expect(replacedFilesLoaded()).toEqual([]);
    expect(w.requests.some((url) => url.includes('/plugins/shop-islands/dist/islands/checkout-'))).toBe(true);
    expect(failed).toEqual([]);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});

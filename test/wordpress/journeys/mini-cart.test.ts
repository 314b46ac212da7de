/**
 * wc-cart-fragments on the real WooCommerce: the Cart widget in twentytwentyone's footer sidebar,
 * kept current by cart fragments, with WooCommerce's own scripts and with the islands. The widget
 * keeps WooCommerce's layout: its list in the sidebar, always shown, no toggle.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wpPhp } from '../site';
import { addAsAPluginWithItsButton, MODES, newShopper, PLUGIN_BUTTON, settled, useBrowser, type Shopper } from './shopper';

const browser = useBrowser();

const WIDGET = '.widget_shopping_cart';
const EMPTY = 'No products in the cart.';

const widget = (page: Page) => page.locator(WIDGET);
const widgetItems = (page: Page) => page.locator(`${WIDGET} ul.woocommerce-mini-cart li.woocommerce-mini-cart-item`);

async function addFromLoop(shopper: Shopper, id: number) {
  const { page } = shopper;
  await page.locator(`a.add_to_cart_button[data-product_id="${id}"]`).click();
  await page.locator('a.added_to_cart').first().waitFor();
}

/** Another plugin's own add (a wishlist's): its request, then `wc_fragment_refresh` through jQuery. */
const addAsAWishlistDoes = (page: Page, id: number) =>
  page.evaluate(async (productId) => {
    // its whole reply, as a plugin's success callback has it: WordPress sends the page and only then
    // saves the cart (WooCommerce's session at shutdown), so a refresh sent once the headers are in may read the cart before the add
    await (await fetch(`/?add-to-cart=${productId}`, { credentials: 'same-origin' })).text();
    const { jQuery } = window as unknown as { jQuery: (target: unknown) => { trigger(name: string): unknown } };
    jQuery(document.body).trigger('wc_fragment_refresh');
  }, id);

/** The widget's hide_if_empty setting (WooCommerce's "Hide if cart is empty"). */
const setHideIfEmpty = (on: boolean) =>
  wpPhp(
    `$widgets = get_option( 'widget_woocommerce_widget_cart' );
     $widgets[2]['hide_if_empty'] = (int) getenv( 'ON' );
     update_option( 'widget_woocommerce_widget_cart', $widgets );`,
    { ON: on ? '1' : '0' },
  );

describe.each(MODES)('the Cart widget (%s)', (mode) => {
  it('shows the empty cart, then lists an add from the loop, in the sidebar, with no toggle', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site } = shopper;
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await expect.poll(() => widget(page).innerText()).toContain(EMPTY);
    await addFromLoop(shopper, site.products.simple);
    await widgetItems(page).first().waitFor({ state: 'visible' });
    expect(await widgetItems(page).count()).toBe(1);
    expect(await widgetItems(page).first().innerText()).toContain('Espressobohnen');
    expect(await widget(page).locator('.woocommerce-mini-cart__buttons a').count()).toBe(2);
    // the widget's own layout: no disclosure button, nothing hidden
    expect(await widget(page).locator('button[aria-expanded]').count()).toBe(0);
    expect(await widget(page).locator('[hidden]').count()).toBe(0);
    // the cart store lists the add: the widget's island (and the framework) is not woken by it
    if (mode === 'islands')
      expect(await widget(page).locator('[data-island="mini-cart"]').getAttribute('data-island-state')).toBe('pending');
    // a new page shows it too, from the cache or the server
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await widgetItems(page).first().waitFor({ state: 'visible' });
    expect(await widgetItems(page).first().innerText()).toContain('Espressobohnen');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('removes from the widget: the empty message, and the shop holds nothing', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site } = shopper;
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await addFromLoop(shopper, site.products.sale);
    await widgetItems(page).first().waitFor({ state: 'visible' });
    await widget(page).locator('a.remove_from_cart_button').click();
    await expect.poll(() => widget(page).innerText(), { timeout: 15_000 }).toContain(EMPTY);
    expect(await widgetItems(page).count()).toBe(0);
    expect((await shopper.cart()).items_count).toBe(0);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('on a new page, a remove pressed at once takes one item out with one request; the other stays', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site } = shopper;
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await addFromLoop(shopper, site.products.simple);
    await page.locator(`a.add_to_cart_button[data-product_id="${site.products.sale}"]`).click();
    await expect.poll(() => widgetItems(page).count(), { timeout: 15_000 }).toBe(2);
    // a new page: the islands' mini cart has not woken yet, WooCommerce's list comes from its fragments
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await expect.poll(() => widgetItems(page).count(), { timeout: 15_000 }).toBe(2);
    const removes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('remove_from_cart')) removes.push(request.url());
    });
    await widgetItems(page).filter({ hasText: 'Espressobohnen' }).locator('a.remove_from_cart_button').click();
    await expect.poll(() => widgetItems(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await widgetItems(page).first().innerText()).toContain('Kaffeebecher');
    await settled(page);
    expect(removes).toHaveLength(1);
    const cart = await shopper.cart();
    expect(cart.items_count).toBe(1);
    expect(await shopper.quantityOf(site.products.sale)).toBe(1);
    expect(await shopper.quantityOf(site.products.simple)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("another tab's add shows in this tab's widget (storage event), and after its reload", async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site, context } = shopper;
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    const other = await context.newPage();
    await other.goto(shopper.url('/sample-page/'));
    await settled(other);
    await expect.poll(() => widget(other).innerText()).toContain(EMPTY);
    await addFromLoop(shopper, site.products.simple);
    await widgetItems(other).first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(await widgetItems(other).first().innerText()).toContain('Espressobohnen');
    await other.reload();
    await settled(other);
    await widgetItems(other).first().waitFor({ state: 'visible' });
    // a remove in the second tab reaches the first
    await widget(other).locator('a.remove_from_cart_button').click();
    await expect.poll(() => widget(other).innerText(), { timeout: 15_000 }).toContain(EMPTY);
    await expect.poll(() => widget(page).innerText(), { timeout: 15_000 }).toContain(EMPTY);
    expect((await shopper.cart()).items_count).toBe(0);
    await context.close();
  });

  it("another plugin's own ajax add that hands its reply's fragments round (added_to_cart through jQuery) shows in the widget without a refresh", async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site, context } = shopper;
    await context.addCookies([{ name: 'test_jquery', value: '1', url: site.url }]);
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await addFromLoop(shopper, site.products.simple);
    await page.goto(shopper.url('/sample-page/'));
    await settled(page);
    await expect.poll(() => widgetItems(page).count()).toBe(1);
    const refreshes: string[] = [];
    page.on('request', (request) => request.url().includes('get_refreshed_fragments') && refreshes.push(request.url()));
    // a quick view's or wishlist's own add, as such plugins do it: WooCommerce's endpoint, then its event with the reply
    await page.evaluate(async (id) => {
      const response = await fetch('/?wc-ajax=add_to_cart', {
        method: 'POST',
        credentials: 'same-origin',
        body: new URLSearchParams({ product_id: String(id), quantity: '1' }),
      });
      const reply = (await response.json()) as { fragments: Record<string, string>; cart_hash: string };
      type JQ = ((target: unknown) => { trigger(name: string, args: unknown[]): unknown }) & {};
      const { jQuery } = window as unknown as { jQuery: JQ };
      jQuery(document.body).trigger('added_to_cart', [reply.fragments, reply.cart_hash, jQuery(null)]);
    }, site.products.sale);
    await expect.poll(() => widgetItems(page).count(), { timeout: 5_000 }).toBe(2);
    expect(await widget(page).innerText()).toContain('Espressobohnen');
    expect(refreshes).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await context.close();
  });

  it("another plugin's own add from an empty cart (a wishlist's: its request, then wc_fragment_refresh through jQuery) shows in the widget", async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site, context } = shopper;
    await context.addCookies([{ name: 'test_jquery', value: '1', url: site.url }]);
    await page.goto(shopper.url('/sample-page/'));
    await settled(page);
    await expect.poll(() => widget(page).innerText()).toContain(EMPTY);
    await addAsAWishlistDoes(page, site.products.simple);
    await widgetItems(page).first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(await widgetItems(page).first().innerText()).toContain('Espressobohnen');
    expect(shopper.errors).toEqual([]);
    await context.close();
  });

  describe('with "Hide if cart is empty"', () => {
    beforeAll(() => setHideIfEmpty(true));
    afterAll(() => setHideIfEmpty(false));

    it('is hidden while the cart is empty and shown once something is added', async () => {
      const shopper = await newShopper(browser(), mode);
      const { page, site } = shopper;
      await page.goto(shopper.url('/shop/'));
      await settled(page);
      expect(await widget(page).count()).toBe(1);
      await expect.poll(() => widget(page).isVisible()).toBe(false);
      await addFromLoop(shopper, site.products.simple);
      await widgetItems(page).first().waitFor({ state: 'visible' });
      expect(await widget(page).isVisible()).toBe(true);
      // emptied, then a new page: hidden again
      await widget(page).locator('a.remove_from_cart_button').click();
      await expect.poll(() => widget(page).innerText(), { timeout: 15_000 }).toContain(EMPTY);
      // as cart-fragments.js: emptying does not hide it before the next page
      expect(await widget(page).isVisible()).toBe(true);
      await page.goto(shopper.url('/shop/'));
      await settled(page);
      await expect.poll(() => widget(page).isVisible()).toBe(false);
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    });
  });
});

describe.each(MODES)("a theme's own header count on cart fragments, without the Cart widget (%s)", (mode) => {
  const count = (page: Page) => page.locator('a.test-theme-cart-count').innerText();

  /** A shopper of the theme (cookie test_theme_cart_count: it enqueues wc-cart-fragments, no Cart widget), with jQuery. */
  async function themeShopper() {
    const shopper = await newShopper(browser(), mode);
    await shopper.context.addCookies([
      { name: 'test_theme_cart_count', value: '1', url: shopper.site.url },
      { name: 'test_jquery', value: '1', url: shopper.site.url },
    ]);
    return shopper;
  }

  it('a page a cache kept from before the add shows the cart once loaded, as cart-fragments.js refreshes it', async () => {
    const shopper = await themeShopper();
    const { page, site, context } = shopper;
    await page.goto(shopper.url('/sample-page/'));
    await settled(page);
    expect(await count(page)).toBe('0');
    expect(await widget(page).count()).toBe(0);
    const cached = await page.content();
    expect((await context.request.get(shopper.url(`/?add-to-cart=${site.products.simple}`))).ok()).toBe(true);
    // a full-page cache answers with the page as it was before the add
    await page.route(shopper.url('/sample-page/'), (route) => route.fulfill({ contentType: 'text/html; charset=UTF-8', body: cached }));
    await page.goto(shopper.url('/sample-page/'));
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe('1');
    if (mode === 'islands') {
      // the cart store did it: no framework woke for it
      const host = page.locator('[data-island="mini-cart"][data-mode="fragments"]');
      expect(await host.count()).toBe(1);
      expect(await host.isHidden()).toBe(true);
      expect(await host.getAttribute('data-island-state')).toBe('pending');
    }
    expect(shopper.errors).toEqual([]);
    await context.close();
  });

  it("another plugin's added_to_cart after its own add, the cart empty at load: its button is answered as add-to-cart.js answers it, the count follows", async () => {
    const shopper = await themeShopper();
    const { page, site, context } = shopper;
    await page.goto(shopper.url('/sample-page/'));
    await settled(page);
    expect(await count(page)).toBe('0');
    await addAsAPluginWithItsButton(shopper, site.products.simple);
    const button = page.locator(PLUGIN_BUTTON);
    await expect.poll(() => button.getAttribute('class'), { timeout: 15_000 }).toBe('button wishlist-add added');
    expect(await page.locator(`${PLUGIN_BUTTON} + a.added_to_cart`).getAttribute('href')).toBe(shopper.url('/cart/'));
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe('1');
    expect(shopper.errors).toEqual([]);
    await context.close();
  });

  it("another plugin's wc_fragment_refresh (through jQuery) after its own add updates the count", async () => {
    const shopper = await themeShopper();
    const { page, site, context } = shopper;
    await page.goto(shopper.url('/sample-page/'));
    await settled(page);
    expect(await count(page)).toBe('0');
    await addAsAWishlistDoes(page, site.products.simple);
    await expect.poll(() => count(page), { timeout: 15_000 }).toBe('1');
    expect(shopper.errors).toEqual([]);
    await context.close();
  });
});

/**
 * cart.js on the real WooCommerce: the classic cart page (`[woocommerce_cart]`), with WooCommerce's
 * own script and with the islands. Each journey reads back what the shop holds through the Store API.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentSite } from '../site';
import { MODES, newShopper, settled, useBrowser, type Mode, type Shopper } from './shopper';

const browser = useBrowser();
const currentIds = () => currentSite().products;
/**
 * The page's own state, polled: the server answers slowly on a busy machine (expect.poll's 1 s is too
 * short for a cart change). The Store API is read only once the page shows the change and is idle:
 * a Store API read saves the visitor's session too, and one that overlaps a change undoes it
 * (WooCommerce issue 23283), so it is never polled while a change is out.
 */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 200 });

/** A new visitor whose cart holds `items` (product id → quantity), on the cart page, its script ready. */
/** A shopper with `items` in the cart, on the cart page; `jquery`: jQuery on the page, as a theme brings it (cookie test_jquery). */
async function onCartPage(mode: Mode, items: Array<[number, number]>, { jquery = false } = {}): Promise<Shopper> {
  const shopper = await newShopper(browser(), mode);
  if (jquery) await shopper.context.addCookies([{ name: 'test_jquery', value: '1', url: shopper.site.url }]);
  for (const [id, quantity] of items) {
    const reply = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), {
      form: { product_id: String(id), quantity: String(quantity) },
    });
    expect(reply.ok()).toBe(true);
  }
  await shopper.page.goto(shopper.url('/cart/'));
  await ready(shopper.page);
  return shopper;
}

/**
 * No change under way: cart.js's blockUI overlays are gone, the island is not busy, and the page has
 * stopped scrolling. cart.js scrolls to its notices over a second of jQuery animation; a click while
 * it runs can land where the link was a moment before (seen on a loaded CI day: "Undo?" clicked,
 * nothing sent).
 */
async function idle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.blockUI, .processing, [aria-busy="true"]'));
  await page.waitForFunction(
    () => {
      const seen = window as { lastScrollY?: number; jQuery?: (selector: string) => { length: number } };
      const still = seen.lastScrollY === scrollY && !seen.jQuery?.(':animated').length;
      seen.lastScrollY = scrollY;
      return still;
    },
    undefined,
    { polling: 200 },
  );
}

/** cart.js (or the island) has started: it disables the update button until a quantity changes. */
async function ready(page: Page) {
  await settled(page);
  await page.locator('.woocommerce-cart-form button[name="update_cart"]:disabled').waitFor();
}

const row = (page: Page, productId: number) =>
  page.locator('tr.cart_item').filter({ has: page.locator(`a.remove[data-product_id="${productId}"]`) });
const updateButton = (page: Page) => page.locator('.woocommerce-cart-form button[name="update_cart"]');
const totals = (page: Page) => page.locator('.cart_totals');
const notices = (page: Page) => page.locator('.woocommerce-notices-wrapper');
const selectedRate = async (shopper: Shopper) =>
  (await shopper.cart()).shipping_rates[0]?.shipping_rates.find((rate) => rate.selected)?.rate_id ?? '';

describe.each(MODES)('the cart page (%s)', (mode) => {
  it('prints the country/state globals; WooCommerce loads its country select with jQuery and selectWoo, the islands none of them', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]]);
    const { page } = shopper;
    const scripts = mode === 'woocommerce';
    expect(await page.locator('script#wc-country-select-js').count()).toBe(scripts ? 1 : 0);
    expect(await page.evaluate(() => typeof (window as { wc_country_select_params?: unknown }).wc_country_select_params)).toBe('object');
    expect(await page.evaluate(() => typeof (window as { wc_address_i18n_params?: unknown }).wc_address_i18n_params)).toBe('object');
    if (scripts)
      await expect
        .poll(() =>
          page.evaluate(() => {
            const $ = (window as { jQuery?: { fn: Record<string, unknown> } }).jQuery;
            return typeof $?.fn.selectWoo;
          }),
        )
        .toBe('function');
    else expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("a theme's +/- buttons (jQuery's trigger('change') on the quantity) enable \"Update cart\", and it updates the cart", async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]], { jquery: true });
    const { page, site } = shopper;
    expect(await updateButton(page).isDisabled()).toBe(true);
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: string) => { val(value: string): { trigger(name: string): unknown } } }).jQuery;
      $('.woocommerce-cart-form input.qty').val('2').trigger('change');
    });
    await poll(() => updateButton(page).isEnabled()).toBe(true);
    await updateButton(page).click();
    // read once the page has its answer: a Store API read racing the update would save the old session over it
    await notices(page).getByText('Cart updated.').waitFor();
    await idle(page);
    expect(await shopper.quantityOf(site.products.simple)).toBe(2);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a quantity change enables "Update cart"; pressing it updates the cart and the totals', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]]);
    const { page, site } = shopper;
    expect(await updateButton(page).isDisabled()).toBe(true);
    await row(page, site.products.simple).locator('input.qty').fill('3');
    await poll(() => updateButton(page).isEnabled()).toBe(true);
    // nothing is sent before the press
    await page.waitForTimeout(1200);
    await idle(page);
    expect(await shopper.quantityOf(site.products.simple)).toBe(1);
    await updateButton(page).click();
    await notices(page).getByText('Cart updated.').waitFor();
    await idle(page);
    expect(await shopper.quantityOf(site.products.simple)).toBe(3);
    expect(await totals(page).locator('.cart-subtotal').textContent()).toContain('37,50');
    expect(await row(page, site.products.simple).locator('input.qty').inputValue()).toBe('3');
    expect(await updateButton(page).isDisabled()).toBe(true);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('while the update is out, the form and the totals are marked processing and look busy (blockUI, or faded the same by the plugin)', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]]);
    const { page, site } = shopper;
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(
      (url) => url.pathname === '/cart/',
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    await row(page, site.products.simple).locator('input.qty').fill('2');
    await poll(() => updateButton(page).isEnabled()).toBe(true);
    await updateButton(page).click();
    await poll(() => page.locator('.woocommerce-cart-form.processing, .cart_totals.processing').count()).toBe(2);
    if (mode === 'woocommerce') expect(await page.locator('.woocommerce-cart-form .blockUI.blockOverlay').count()).toBe(1);
    else {
      const opacity = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).opacity);
      await poll(() => opacity('.woocommerce-cart-form')).toBe('0.4');
      expect(await opacity('.cart_totals')).toBe('0.4');
    }
    letGo();
    await notices(page).getByText('Cart updated.').waitFor();
    await idle(page);
    expect(await shopper.quantityOf(site.products.simple)).toBe(2);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('removes an item with an "Undo?" notice; Undo puts it back', async () => {
    const { simple, sale } = currentIds();
    const shopper = await onCartPage(mode, [
      [simple, 1],
      [sale, 2],
    ]);
    const { page } = shopper;
    await row(page, sale).locator('a.remove').click();
    const notice = notices(page).getByText('“Kaffeebecher” removed.');
    await notice.waitFor();
    await poll(() => row(page, sale).count()).toBe(0);
    await idle(page);
    expect(await shopper.quantityOf(sale)).toBe(0);
    await notices(page).getByRole('link', { name: 'Undo?' }).click();
    await row(page, sale).waitFor();
    await idle(page);
    expect(await shopper.quantityOf(sale)).toBe(2);
    expect(await row(page, sale).locator('input.qty').inputValue()).toBe('2');
    await idle(page);
    expect(await shopper.quantityOf(simple)).toBe(1);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('removing the last item shows the empty cart with "Undo?"; Undo brings the cart back', async () => {
    const { simple } = currentIds();
    const shopper = await onCartPage(mode, [[simple, 2]]);
    const { page } = shopper;
    await row(page, simple).locator('a.remove').click();
    await page.getByText('Your cart is currently empty.').waitFor();
    await notices(page).getByText('“Espressobohnen” removed.').waitFor();
    await idle(page);
    expect(await shopper.quantityOf(simple)).toBe(0);
    await notices(page).getByRole('link', { name: 'Undo?' }).click();
    await row(page, simple).waitFor();
    await idle(page);
    expect(await shopper.quantityOf(simple)).toBe(2);
    expect(await row(page, simple).locator('input.qty').inputValue()).toBe('2');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('Enter in a quantity updates the cart (it does not apply the coupon field)', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]]);
    const { page, site } = shopper;
    const quantity = row(page, site.products.simple).locator('input.qty');
    await quantity.fill('2');
    await quantity.press('Enter');
    await notices(page).getByText('Cart updated.').waitFor();
    await idle(page);
    expect(await shopper.quantityOf(site.products.simple)).toBe(2);
    expect(await page.locator('.coupon-error-notice').count()).toBe(0);
    expect(page.url()).toBe(shopper.url('/cart/'));
    await shopper.context.close();
  });

  it('applies the coupon rabatt10 (a discount row) and removes it with "[Remove]"', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 2]]);
    const { page } = shopper;
    await page.locator('#coupon_code').fill('rabatt10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await notices(page).getByText('Coupon code applied successfully.').waitFor();
    await totals(page).locator('tr.cart-discount').waitFor();
    expect(await totals(page).locator('tr.cart-discount').textContent()).toContain('2,50');
    await idle(page);
    expect((await shopper.cart()).coupons.map((coupon) => coupon.code)).toEqual(['rabatt10']);
    await poll(() => page.locator('#coupon_code').inputValue()).toBe('');
    await idle(page);

    const remove = totals(page).getByRole('button', { name: 'Remove rabatt10 coupon' });
    expect(await remove.textContent()).toBe('[Remove]');
    await remove.click();
    await notices(page).getByText('Coupon has been removed.').waitFor();
    await poll(() => totals(page).locator('tr.cart-discount').count()).toBe(0);
    await idle(page);
    expect((await shopper.cart()).coupons).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('an unknown coupon shows WooCommerce’s error at the field and keeps the code', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]]);
    const { page } = shopper;
    await page.locator('#coupon_code').fill('gibtsnicht');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    const error = page.locator('.coupon .coupon-error-notice');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/Coupon "gibtsnicht" cannot be applied because it does not exist/);
    await poll(() => page.locator('#coupon_code').inputValue()).toBe('gibtsnicht');
    expect(await page.locator('#coupon_code').getAttribute('aria-invalid')).toBe('true');
    await idle(page);
    expect((await shopper.cart()).coupons).toEqual([]);
    await shopper.context.close();
  });

  it('the shipping calculator: another country and postcode, "Update": international shipping', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]]);
    const { page } = shopper;
    const form = page.locator('.shipping-calculator-form');
    expect(await form.isVisible()).toBe(false);
    await page.locator('.shipping-calculator-button').click();
    await form.waitFor({ state: 'visible' });
    await poll(() => page.locator('.shipping-calculator-button').getAttribute('aria-expanded')).toBe('true');
    await page.locator('#calc_shipping_country').selectOption('US', { force: true });
    // the state field becomes the country's states (wc-country-select's, or the islands' address fields)
    await poll(() => page.locator('select#calc_shipping_state option[value="CA"]').count()).toBe(1);
    await page.locator('#calc_shipping_state').selectOption('CA', { force: true });
    await page.locator('#calc_shipping_postcode').fill('90210');
    await page.locator('#calc_shipping_city').fill('Beverly Hills');
    await form.getByRole('button', { name: 'Update' }).click();
    await totals(page).getByText('Versand international').waitFor();
    await idle(page);
    const address = (await shopper.cart()).shipping_address;
    expect([address.country, address.state, address.postcode]).toEqual(['US', 'CA', '90210']);
    expect(await totals(page).locator('.order-total').textContent()).toContain('27,40');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('changes the shipping method: local pickup and back to the flat rate', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]]);
    const { page } = shopper;
    await idle(page);
    expect(await selectedRate(shopper)).toMatch(/^flat_rate:/);
    await page.locator('input[name="shipping_method[0]"][value^="local_pickup"]').check();
    await poll(() => totals(page).locator('.order-total').textContent()).toContain('12,50');
    await idle(page);
    expect(await selectedRate(shopper)).toMatch(/^local_pickup:/);
    await idle(page);
    await page.locator('input[name="shipping_method[0]"][value^="flat_rate"]').check();
    await poll(() => totals(page).locator('.order-total').textContent()).toContain('17,40');
    await idle(page);
    expect(await selectedRate(shopper)).toMatch(/^flat_rate:/);
    expect(await page.locator('input[name="shipping_method[0]"][value^="flat_rate"]').isChecked()).toBe(true);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a half-typed coupon code stays through a shipping method change', async () => {
    const shopper = await onCartPage(mode, [[currentIds().simple, 1]]);
    const { page } = shopper;
    await page.locator('#coupon_code').fill('rab');
    await page.locator('input[name="shipping_method[0]"][value^="local_pickup"]').check();
    await poll(() => totals(page).locator('.order-total').textContent()).toContain('12,50');
    expect(await page.locator('#coupon_code').inputValue()).toBe('rab');
    await shopper.context.close();
  });

  it('adds the cross-sell with its ajax button, then shows it in the re-read cart', async () => {
    const { simple, sale } = currentIds();
    const shopper = await onCartPage(mode, [[simple, 1]]);
    const { page } = shopper;
    const crossSell = page.locator(`.cross-sells a.add_to_cart_button[data-product_id="${sale}"]`);
    await crossSell.click();
    await row(page, sale).waitFor();
    await poll(() => totals(page).locator('.cart-subtotal').textContent()).toContain('20,40');
    await idle(page);
    expect(await shopper.quantityOf(sale)).toBe(1);
    expect(page.url()).toBe(shopper.url('/cart/'));
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});

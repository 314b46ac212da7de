/**
 * wc-add-to-cart on the real WooCommerce: the shop loop's ajax buttons, with WooCommerce's own script
 * and with the islands.
 */
import { describe, expect, it } from 'vitest';
import { MODES, newShopper, settled, useBrowser } from './shopper';

const browser = useBrowser();

describe.each(MODES)('loop add to cart (%s)', (mode) => {
  it('adds once per tap: loading, then added with a "view cart" link; the cart holds it', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site } = shopper;
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    const button = page.locator(`a.add_to_cart_button[data-product_id="${site.products.simple}"]`);
    await button.click();
    await page.locator('a.added_to_cart').first().waitFor();
    await expect.poll(() => button.getAttribute('class')).toMatch(/\badded\b/);
    expect(await page.locator('a.added_to_cart').first().getAttribute('href')).toBe(shopper.url('/cart/'));
    expect(await shopper.quantityOf(site.products.simple)).toBe(1);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('three rapid taps add three', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site } = shopper;
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    const button = page.locator(`a.add_to_cart_button[data-product_id="${site.products.sale}"]`);
    await button.click();
    await button.click();
    await button.click();
    await expect.poll(() => shopper.quantityOf(site.products.sale), { timeout: 15_000 }).toBe(3);
    await page.waitForTimeout(500);
    expect(await shopper.quantityOf(site.products.sale)).toBe(3);
    await shopper.context.close();
  });
});

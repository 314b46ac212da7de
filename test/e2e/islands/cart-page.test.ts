/** The cart page keeps what the shopper types: a slow or failing update, and hostile HTML in what it re-reads. */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withItems } from '../support/cart';
import { islandsSettled, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit, serverQuantity } = shopper(demo);

/** Holds the requests `matches` picks until `release` is called. */
async function hold(page: Page, matches: (route: Route) => boolean) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (!matches(route)) return route.fallback();
    await gate;
    await route.fallback();
  });
  return release;
}

const isCartReread = (route: Route) => route.request().resourceType() === 'fetch' && new URL(route.request().url()).pathname === '/cart/';

describe('the cart page keeps what the shopper types', () => {
  async function cartPage() {
    const w = await visit('/shop/');
    await withItems(w, [1, 2]);
    await w.page.goto(`${demo.shop.url}/cart/`);
    await islandsSettled(w.page);
    return w;
  }
  const row = (page: Page, index: number) => page.locator('tr.cart_item').nth(index);

  it('typing into a quantity while an update is slow: the page it answers updates the rest and leaves the typed field alone', async () => {
    const w = await cartPage();
    const subtotal = () => row(w.page, 0).locator('.product-subtotal').textContent();
    const before = await subtotal();
    const release = await hold(w.page, isCartReread);
    const reread = w.page.waitForRequest((request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/cart/');
    await row(w.page, 0).getByRole('button', { name: 'Menge erhöhen' }).click();
    await reread;
    await row(w.page, 1).locator('input.qty').fill('7');
    release();
    await expect.poll(() => w.page.locator('.si-cart-page__status').textContent()).toBe('');
    expect(await serverQuantity(w, 1)).toBe(2);
    expect(await row(w.page, 0).locator('input.qty').inputValue()).toBe('2');
    expect(await subtotal()).not.toBe(before);
    expect(await row(w.page, 1).locator('input.qty').inputValue()).toBe('7');
    expect(await w.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '')).toMatch(
      /^cart\[[a-f0-9]+\]\[qty\]$/,
    );
    expect(
      await row(w.page, 1)
        .locator('input.qty')
        .evaluate((input) => input === document.activeElement),
    ).toBe(true);
    expect(w.errors).toEqual([]);
  });

  it('a 500 on the update shows a message, the page is not reloaded and typed values stay', async () => {
    const w = await cartPage();
    await w.page.route('**/*', (route) =>
      isCartReread(route) ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Fehler</h1>' }) : route.fallback(),
    );
    await w.page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await row(w.page, 0).getByRole('button', { name: 'Menge erhöhen' }).click();
    await row(w.page, 1).locator('input.qty').fill('5');
    await w.page.locator('.si-cart-page__status').getByText('konnte nicht aktualisiert werden').waitFor();
    expect(await w.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await row(w.page, 0).locator('input.qty').inputValue()).toBe('2');
    expect(await row(w.page, 1).locator('input.qty').inputValue()).toBe('5');
    expect(await serverQuantity(w, 1)).toBe(1);
  });

  it('hostile HTML in the re-read is defused: no script runs, only quantity hosts stay', async () => {
    const w = await cartPage();
    const hostile = (html: string) =>
      html.replace(
        /(<form class="woocommerce-cart-form"[^>]*>)/,
        '$1<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><div data-island="lazy-scripts" id="smuggled"></div>',
      );
    await w.page.route('**/*', async (route) => {
      if (!isCartReread(route)) return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: hostile(await response.text()) });
    });
    await row(w.page, 0).getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect.poll(() => serverQuantity(w, 1)).toBe(2);
    await expect.poll(() => w.page.locator('.si-cart-page__status').textContent()).toBe('');
    await w.page.waitForTimeout(200);
    expect(await w.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
    expect(await w.page.locator('#smuggled').getAttribute('data-island')).toBeNull();
    expect(await w.page.locator('[data-island="cart-page"] [data-island="quantity"]').count()).toBe(2);
  });
});

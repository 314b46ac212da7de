/** WooCommerce's notices: scrolled into view and focused where they appear, and their code loaded only on need. */
import { describe, expect, it } from 'vitest';
import { chunk } from '../support/chunks';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visitPage: visit } = shopper(demo);

describe('notices', () => {
  it('an add-to-cart error notice is scrolled into view 100 px from the top and focused', CONTRACT, async () => {
    const page = await visit('/product/french-press/');
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: JSON.stringify({
          error: true,
          product_url: '/product/french-press/',
          notices: '<ul class="woocommerce-error" role="alert"><li>„French Press Glas 1 l“ ist leider nicht vorrätig.</li></ul>',
          fragments: {},
        }),
      }),
    );
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.locator('.sticky-add-to-cart.is-active').waitFor();
    await page.locator('.sticky-add-to-cart').getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.waitForFunction(() => document.activeElement?.classList.contains('woocommerce-error'));
    const top = await page.locator('.woocommerce-error').evaluate((element) => element.getBoundingClientRect().top);
    // 100 px from the top, or the top of the page when the notice is less than 100 px down
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY === 0 ? top <= 100 : Math.abs(top - 100) <= 1).toBe(true);
    expect(await page.locator('.woocommerce-error').textContent()).toContain('nicht vorrätig');
  });

  it('a failed checkout’s error notice is focused so screen readers announce it', async () => {
    const page = await visit('/shop/?add-to-cart=2');
    await page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(page);
    await page.locator('#place_order').click();
    await page.waitForLoadState('load');
    await islandsSettled(page);
    await page.waitForFunction(() => document.activeElement?.classList.contains('woocommerce-error'));
    expect(await page.locator('.woocommerce-error li').first().textContent()).toContain('ist ein Pflichtfeld');
  });

  it('scrolls at once for visitors who prefer reduced motion', async () => {
    const page = await visit('/product/french-press/', { reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const start = Date.now();
    await page.evaluate(() => {
      document.querySelector('.woocommerce-notices-wrapper')!.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Fehler</li></ul>';
    });
    await page.waitForFunction(() => document.activeElement?.classList.contains('woocommerce-error'));
    expect(Date.now() - start).toBeLessThan(900);
  });
});

describe('notice islands on need', CONTRACT, () => {
  it('notices inserted later load the notices island, which scrolls to them and focuses the error', async () => {
    const { page, requests } = await demo.open({ cookies: BANNER_DISMISSED });
    await page.goto(`${demo.shop.url}/product/french-press/`);
    await islandsSettled(page);
    expect(chunk(requests, 'notices')).toEqual([]);
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      document.querySelector('[data-island="notices"]')!.innerHTML = '<ul class="woocommerce-error" role="alert"><li>Fehler</li></ul>';
    });
    await page.waitForFunction(() => document.activeElement?.classList.contains('woocommerce-error'));
    expect(chunk(requests, 'notices')).toHaveLength(1);
  });
});

import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, useShop, withConfig } from './harness';

const demo = useShop();

async function visit(path: string, options: BrowserContextOptions = {}) {
  const watched = await demo.open({ ...options, cookies: BANNER_DISMISSED });
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched.page;
}

describe('sticky header', () => {
  it('sticks after 100 px and not before, with nothing below moving', CONTRACT, async () => {
    const page = await visit('/shop/');
    const header = page.locator('header.site-header');
    const contentTop = () => page.evaluate(() => document.querySelector('main h1')!.getBoundingClientRect().top + window.scrollY);
    const before = await contentTop();
    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForTimeout(100);
    expect(await header.getAttribute('class')).not.toContain('is-sticky');
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect.poll(() => header.getAttribute('class')).toContain('is-sticky');
    expect(await header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    expect(await contentTop()).toBe(before);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-sticky');
    expect(await contentTop()).toBe(before);
  });

  it('sits below a fixed admin bar', async () => {
    const page = await visit('/shop/');
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.id = 'wpadminbar';
      bar.style.cssText = 'position:fixed;top:0;left:0;right:0;height:32px;z-index:99999;background:#1d2327';
      document.body.prepend(bar);
      window.scrollTo(0, 300);
    });
    await expect.poll(() => page.locator('header.site-header').evaluate((element) => element.getBoundingClientRect().top)).toBe(32);
  });
});

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

describe('embeds under consent', () => {
  it('the video stays blocked, sized like the embed, until marketing is allowed; then it loads with its fix-ups', CONTRACT, async () => {
    const watched = await demo.open();
    const page = watched.page;
    await page.goto(`${demo.shop.url}/blog/die-perfekte-crema/`);
    await islandsSettled(page);
    const wrapper = page.locator('.wp-block-embed__wrapper');
    await wrapper.scrollIntoViewIfNeeded();
    await page.locator('.si-consent-placeholder').waitFor();
    const blocked = await wrapper.boundingBox();
    expect(blocked!.height).toBeGreaterThan(100);
    expect(Math.abs(blocked!.width / blocked!.height - 16 / 9)).toBeLessThan(0.02);
    expect(await page.locator('iframe[data-service="youtube"]').getAttribute('src')).toBeNull();
    expect(watched.external.filter((url) => url.includes('youtube'))).toEqual([]);
    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    await page.locator('.si-consent').getByRole('checkbox', { name: 'Marketing' }).check();
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect.poll(() => page.locator('iframe[data-service="youtube"]').getAttribute('src')).toContain('youtube-nocookie.com/embed/');
    await page.locator('iframe[data-si-embed-ready]').waitFor({ state: 'attached' });
    expect(await page.locator('iframe[data-service="youtube"]').getAttribute('loading')).toBe('lazy');
    const loaded = await wrapper.boundingBox();
    expect(Math.round(loaded!.height)).toBe(Math.round(blocked!.height));
  });

  it('a banner stylesheet that fails to load falls back to the built-in styles with one warning', async () => {
    const watched = await demo.open();
    const warnings: string[] = [];
    watched.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await withConfig(watched, { consentStylesheet: '/wp-content/uploads/complianz/css/missing.css' });
    await watched.page.goto(`${demo.shop.url}/`);
    await islandsSettled(watched.page);
    await watched.page.locator('.si-consent').waitFor();
    await expect.poll(() => watched.page.locator('.si-consent').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(warnings.filter((warning) => warning.includes('consent banner stylesheet'))).toHaveLength(1);
  });
});

/** The sticky header: it sticks after 100 px with nothing below moving, below a fixed admin bar. */
import { describe, expect, it } from 'vitest';
import { CONTRACT, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visitPage: visit } = shopper(demo);

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

/** The sticky add-to-cart bar: its code loads once the product form has scrolled out above, and it adds from there. */
import { describe, expect, it } from 'vitest';
import { loaded } from '../support/chunks';
import { CONTRACT, frameworkChunk, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit, serverQuantity } = shopper(demo);

describe('sticky add-to-cart bar', () => {
  it('a visitor who does not scroll loads no framework; after scrolling past the form the bar adds', CONTRACT, async () => {
    const w = await visit('/product/french-press/');
    await w.page.waitForTimeout(300);
    expect(loaded(w, frameworkChunk())).toBe(false);
    expect(await w.page.locator('[data-island="sticky-add-to-cart"]').getAttribute('data-island-state')).not.toBe('mounted');
    await w.page.locator('footer').scrollIntoViewIfNeeded();
    const bar = w.page.locator('.sticky-add-to-cart');
    await expect.poll(() => bar.getAttribute('class')).toContain('is-active');
    await bar.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => serverQuantity(w, 5)).toBe(1);
    // the form's own island was woken to send it: the page stayed, nothing was posted
    expect(w.page.url()).toContain('/product/french-press/');
    await w.page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('class')).not.toContain('is-active');
    expect(w.errors).toEqual([]);
  });

  it('the sticky bar appears once the form scrolled out above, and adds from there', async () => {
    const w = await visit('/product/french-press/');
    const bar = w.page.locator('.sticky-add-to-cart');
    // its code loads only once the form has scrolled out above (issue 18): inactive until then
    expect(await bar.getAttribute('class')).not.toContain('is-active');
    await w.page.locator('footer').scrollIntoViewIfNeeded();
    await w.page.locator('[data-island="sticky-add-to-cart"][data-island-state="mounted"]').waitFor({ state: 'attached' });
    await expect.poll(() => bar.getAttribute('class')).toContain('is-active');
    await bar.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => serverQuantity(w, 5)).toBe(1);
    await w.page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('class')).not.toContain('is-active');
  });
});

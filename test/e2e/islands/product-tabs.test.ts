/**
 * The product page's tabs: deep links to the reviews, presses before hydration, the WAI-ARIA tabs
 * pattern, the review notes and their failure, nothing moving, no axe-core violation.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACT, axeViolations, chunkHolding, layoutShifts, recordLayoutShifts, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

describe('product tabs', () => {
  it('a deep link to #reviews opens the reviews tab, scrolls to it and loads the review notes', CONTRACT, async () => {
    const w = await visit('/product/espresso-nordlicht/#reviews');
    const reviewsTab = w.page.getByRole('tab', { name: /Bewertungen/ });
    await expect.poll(() => reviewsTab.getAttribute('aria-selected')).toBe('true');
    expect(await w.page.locator('#tab-description').isHidden()).toBe(true);
    await expect.poll(() => w.page.locator('#tab-reviews').evaluate((panel) => panel.getBoundingClientRect().top < innerHeight)).toBe(true);
    await w.page.locator('[data-review-info] .review-check').waitFor();
    expect(w.requests.filter((url) => url.includes('admin-ajax')).length).toBeGreaterThan(0);
  });

  for (const path of ['?cpage=2', '#comment-101', '#tab-reviews']) {
    it(`${path} opens the reviews tab`, async () => {
      const w = await visit(`/product/espresso-nordlicht/${path}`);
      await expect.poll(() => w.page.getByRole('tab', { name: /Bewertungen/ }).getAttribute('aria-selected')).toBe('true');
    });
  }

  it('a plain visit loads no tabs code; the printed tabs already look as they will, and hydrating them moves nothing', async () => {
    const w = await visit('/product/espresso-nordlicht/', { before: (watched) => recordLayoutShifts(watched.page) });
    const tabsChunk = chunkHolding(/widgets\/product-tabs\/index\.tsx/);
    expect(w.requests.filter((url) => url.endsWith(tabsChunk))).toEqual([]);
    expect(await w.page.locator('#tab-reviews').isHidden()).toBe(true);
    await w.page.locator('.wc-tabs a').first().hover();
    await w.page.locator('.woocommerce-tabs[data-island-state="mounted"]').waitFor();
    await w.page.waitForTimeout(200);
    const shifts = await layoutShifts(w.page, 'main');
    expect(shifts.farthestPx, shifts.shifted.join('\n')).toBeLessThan(1);
  });

  it('a press on a tab before hydration is held and answered: its panel opens', async () => {
    const w = await visit('/product/espresso-nordlicht/');
    await w.page.locator('.wc-tabs a[href="#tab-additional_information"]').click();
    await expect.poll(() => w.page.getByRole('tab', { name: 'Zusätzliche Informationen' }).getAttribute('aria-selected')).toBe('true');
    expect(await w.page.locator('#tab-description').isHidden()).toBe(true);
  });

  it('the rating link pressed before hydration ends on the open reviews tab, scrolled to', async () => {
    const w = await visit('/product/espresso-nordlicht/');
    expect(await w.page.locator('.woocommerce-tabs').getAttribute('data-island-state')).toBe('pending');
    await w.page.locator('.woocommerce-review-link').click();
    await expect.poll(() => w.page.getByRole('tab', { name: /Bewertungen/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => w.page.locator('#tab-reviews').evaluate((panel) => panel.getBoundingClientRect().top < innerHeight)).toBe(true);
  });

  it('a malformed review hash (#comment-%E0) is ignored without an error', async () => {
    const w = await visit('/product/espresso-nordlicht/#comment-%E0');
    await w.page.waitForTimeout(800);
    expect(await w.page.getByRole('tab').first().getAttribute('aria-selected')).toBe('true');
    expect(w.errors).toEqual([]);
  });

  it('tabs follow the WAI-ARIA pattern with the keyboard; the review link opens its tab', CONTRACT, async () => {
    const w = await visit('/product/espresso-nordlicht/');
    // hydrates on intent: focus on a tab link wakes it
    await w.page.locator('.wc-tabs a').first().focus();
    await w.page.locator('.woocommerce-tabs[data-island-state="mounted"]').waitFor();
    const tabs = w.page.getByRole('tab');
    expect(await tabs.count()).toBe(3);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await w.page.locator('#tab-reviews').isHidden()).toBe(true);
    await tabs.first().focus();
    await w.page.keyboard.press('ArrowRight');
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Zusätzliche Informationen');
    expect(await w.page.locator('#tab-additional_information').isVisible()).toBe(true);
    await w.page.keyboard.press('End');
    expect(await tabs.last().getAttribute('aria-selected')).toBe('true');
    await w.page.keyboard.press('Home');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    await w.page.locator('.woocommerce-review-link').click();
    await expect.poll(() => tabs.last().getAttribute('aria-selected')).toBe('true');
  });

  it('explains review notes that fail to load', async () => {
    const w = await visit('/product/espresso-nordlicht/#reviews', { faults: 'product_review_info:500' });
    await w.page.locator('[data-review-info]').getByText('Hinweise zu den Bewertungen konnten nicht geladen werden.').waitFor();
  });

  it('axe-core reports no violations on a product page', async () => {
    const w = await visit('/product/tasse-gemuetlich/#reviews');
    await expect.poll(() => w.page.getByRole('tab', { name: /Bewertungen/ }).getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations(w.page, 'main')).toEqual([]);
  });
});

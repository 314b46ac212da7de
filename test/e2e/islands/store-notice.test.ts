/** The store notice: dismissed for good with WooCommerce's cookie, its code loaded only on intent. */
import { describe, expect, it } from 'vitest';
import { chunk } from '../support/chunks';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, layoutShifts, networkQuiet, recordLayoutShifts, useShop } from '../support/harness';

const demo = useShop();

describe('store notice', CONTRACT, () => {
  it('dismisses with the WooCommerce cookie and stays hidden after a reload, without ever showing again', async () => {
    const { context, page, errors } = await demo.open();
    await recordLayoutShifts(page);
    await page.goto(`${demo.shop.url}/`);
    await islandsSettled(page);
    const notice = page.locator('[data-island="store-notice"]');
    await expect(notice.textContent()).resolves.toContain('Kostenloser Versand');
    await page.getByRole('button', { name: 'Ausblenden' }).click();
    expect(await notice.isHidden()).toBe(true);
    const cookies = await context.cookies();
    const cookie = cookies.find((candidate) => candidate.name.startsWith('store_notice'));
    expect(cookie?.value).toBe('hidden');
    expect(cookie?.path).toBe('/');
    // slow island code must not matter: the snippet in the head (see the README) hides it before the first paint
    await page.route(/\/islands\/store-notice-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.reload();
    await islandsSettled(page);
    expect(await notice.isHidden()).toBe(true);
    await page.goto(`${demo.shop.url}/shop/`);
    await islandsSettled(page);
    expect(await notice.isHidden()).toBe(true);
    const shifts = await layoutShifts(page);
    expect(shifts.farthestPx, shifts.shifted.join('\n')).toBeLessThan(1);
    expect(errors).toEqual([]);
  });
});

describe('notice islands on need', CONTRACT, () => {
  it('a page without notices loads no notices code, and the store notice loads on intent; a press on its link works at once', async () => {
    const { page, requests, errors, context } = await demo.open({ cookies: BANNER_DISMISSED });
    await page.goto(`${demo.shop.url}/product/espresso-nordlicht/`);
    await islandsSettled(page);
    await networkQuiet(context);
    expect(chunk(requests, 'notices')).toEqual([]);
    expect(chunk(requests, 'store-notice')).toEqual([]);
    const notice = page.locator('[data-island="store-notice"]');
    expect(await notice.getAttribute('data-island-state')).toBe('pending');
    await page.getByRole('button', { name: 'Ausblenden' }).click();
    expect(await notice.isHidden()).toBe(true);
    // document.cookie reaches the browser's cookie store a moment later
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name.startsWith('store_notice'))?.value).toBe('hidden');
    await page.locator('[data-island="store-notice"][data-island-state="mounted"]').waitFor({ state: 'attached' });
    expect(chunk(requests, 'store-notice')).toHaveLength(1);
    expect(page.url()).not.toContain('#');
    expect(errors).toEqual([]);
  });
});

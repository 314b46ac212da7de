/** The store notice and the notices wrapper load their code only on need (issue 18 point 3). */
import { describe, expect, it } from 'vitest';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, useShop } from './harness';

const demo = useShop();
const chunk = (requests: string[], name: string) => requests.filter((url) => new RegExp(`/islands/${name}-`).test(url));

describe('notice islands on need', CONTRACT, () => {
  it('a page without notices loads no notices code, and the store notice loads on intent; a press on its link works at once', async () => {
    const { page, requests, errors, context } = await demo.open({ cookies: BANNER_DISMISSED });
    await page.goto(`${demo.shop.url}/product/espresso-nordlicht/`);
    await islandsSettled(page);
    await page.waitForLoadState('networkidle');
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

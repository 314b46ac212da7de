import { describe, expect, it } from 'vitest';
import { CONTRACT, islandsSettled, useShop } from '../support/harness';

const demo = useShop();

const islandChunks = (requests: string[]) => requests.filter((url) => /\/dist\/(islands|chunks)\//.test(url));

describe('the loader in a real browser', CONTRACT, () => {
  it('loads no island chunk and nothing shared on a page without hosts', async () => {
    const { page, requests, errors } = await demo.open();
    await page.goto(`${demo.shop.url}/__lab/empty/`);
    await islandsSettled(page);
    expect(requests.some((url) => url.endsWith('/dist/shop-islands.js'))).toBe(true);
    // its first import, preloaded beside it: fetched once
    expect(requests.filter((url) => /\/dist\/consent-core-[A-Z0-9]{8}\.js$/.test(url))).toHaveLength(1);
    expect(islandChunks(requests)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('loads React once for two islands', async () => {
    const { page, requests } = await demo.open();
    await page.goto(`${demo.shop.url}/__lab/strategies/`);
    await islandsSettled(page);
    await page.locator('#pw').focus();
    await page.locator('#interaction .si-password-toggle').waitFor();
    await page.locator('#visible').scrollIntoViewIfNeeded();
    await page.locator('#visible[data-island-state="mounted"]').waitFor();
    const chunks = islandChunks(requests);
    expect(new Set(chunks).size).toBe(chunks.length);
    expect(chunks.filter((url) => url.includes('/islands/'))).toHaveLength(2);
  });

  it('hydrates visible hosts only when scrolled near and interaction hosts only when used', async () => {
    const { page, requests } = await demo.open();
    await page.goto(`${demo.shop.url}/__lab/strategies/`);
    await islandsSettled(page);
    expect(await page.locator('#visible').getAttribute('data-island-state')).toBe('pending');
    expect(await page.locator('#interaction').getAttribute('data-island-state')).toBe('pending');
    expect(islandChunks(requests)).toEqual([]);
    await page.locator('#pw').focus();
    await page.locator('#interaction[data-island-state="mounted"]').waitFor();
    await page.keyboard.type('geheim');
    await page.locator('.si-password-toggle').click();
    expect(await page.locator('#pw').getAttribute('type')).toBe('text');
    expect(await page.locator('#pw').inputValue()).toBe('geheim');
    expect(await page.locator('.si-password-toggle').getAttribute('aria-label')).toBe('Passwort verbergen');
    await page.mouse.wheel(0, 3000);
    await page.locator('#visible[data-island-state="mounted"]').waitFor();
  });

  it('mounts hosts inserted later and unmounts them when removed', async () => {
    const { page, errors } = await demo.open();
    await page.goto(`${demo.shop.url}/__lab/late/`);
    await islandsSettled(page);
    await page.click('#add');
    await page.locator('#late[data-island-state="mounted"] .si-store-notice__dismiss').waitFor();
    await page.click('#remove');
    await page.click('#add');
    await page.locator('#late[data-island-state="mounted"] .si-store-notice__dismiss').waitFor();
    expect(errors).toEqual([]);
  });

  it('leaves a host with bad props untouched, names it in one console error, and mounts the rest', async () => {
    const { page, errors } = await demo.open();
    await page.goto(`${demo.shop.url}/__lab/bad-props/`);
    await islandsSettled(page);
    expect(await page.locator('#bad').textContent()).toBe('Server-Hinweis bleibt stehen');
    expect(await page.locator('#bad').getAttribute('data-island-state')).toBe('error');
    expect(await page.locator('#good .si-store-notice__dismiss').count()).toBe(1);
    expect(errors).toHaveLength(2);
    expect(
      errors.filter((error) =>
        error.includes('<div#bad data-island="store-notice"> prop "noticeId" (data-notice-id) is required but missing'),
      ),
    ).toHaveLength(1);
    expect(errors.filter((error) => error.includes('names no known island "does-not-exist"'))).toHaveLength(1);
  });

  it('retries a chunk that failed once', async () => {
    const { context, page, errors } = await demo.open();
    let failures = 0;
    await context.route(/\/dist\/islands\/store-notice-/, (route) => (failures++ === 0 ? route.abort('failed') : route.continue()));
    await page.goto(`${demo.shop.url}/__lab/late/`);
    await islandsSettled(page);
    await page.click('#add');
    await page.locator('#late[data-island-state="mounted"]').waitFor();
    expect(failures).toBe(2);
    expect(errors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
  });

  it('reports ChunkLoadError when the chunk cannot be loaded at all, and other islands still work', async () => {
    const { context, page, errors } = await demo.open();
    await context.route(/\/dist\/islands\/store-notice-/, (route) => route.abort('failed'));
    await page.goto(`${demo.shop.url}/my-account/`);
    await islandsSettled(page);
    await page.locator('[data-island="store-notice"]').hover(); // it hydrates on intent
    await expect
      .poll(() => page.locator('[data-island="store-notice"]').getAttribute('data-island-state'), { timeout: 15_000 })
      .toBe('error');
    expect(errors.some((error) => error.includes('ChunkLoadError: Loading chunk store-notice failed'))).toBe(true);
    await page.locator('#password').focus();
    await page.locator('.si-password-toggle').waitFor();
  });

  it('serves hashed chunks as immutable and the files with stable names (loader, crawler list) as revalidated', async () => {
    const { page } = await demo.open();
    const headers = new Map<string, string>();
    page.on('response', (response) => {
      if (response.url().includes('/dist/')) headers.set(response.url(), response.headers()['cache-control'] ?? '');
    });
    await page.goto(`${demo.shop.url}/`);
    await islandsSettled(page);
    await page.locator('.si-consent').waitFor(); // the banner's paint and the chunks it imports
    for (const [url, cache] of headers) {
      if (url.endsWith('/shop-islands.js') || url.endsWith('/consent-crawlers.js')) expect(cache).toBe('no-cache');
      else expect(cache).toContain('immutable');
    }
    expect(headers.size).toBeGreaterThan(1);
  });
});

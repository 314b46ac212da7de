/** The shop's order select: sorts at once from plain code, and an order chosen early or restored by the browser is sent right. */
import { describe, expect, it } from 'vitest';
import { CONTRACT, BANNER_DISMISSED, chunkHolding, frameworkChunk, islandsSettled, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

describe('ordering', () => {
  it('choosing an order sorts at once, from plain code: neither the island nor the framework is fetched', async () => {
    const island = chunkHolding(/widgets\/sort-select\/index\.tsx/);
    const framework = frameworkChunk();
    const w = await visit('/shop/?product_cat=kaffee');
    const select = w.page.locator('select.orderby');
    await select.focus();
    const fetched: string[] = [];
    w.page.on('request', (request) => fetched.push(request.url()));
    await Promise.all([w.page.waitForURL(/orderby=price-desc/), select.selectOption('price-desc')]);
    expect(new URL(w.page.url()).searchParams.get('product_cat')).toBe('kaffee');
    const before = [...w.requests, ...fetched];
    expect(before.some((url) => /\/islands\/sort-select-early-[A-Z0-9]{8}\.js$/.test(url))).toBe(true);
    expect(before.filter((url) => url.endsWith(`/${island}`))).toEqual([]);
    expect(before.filter((url) => url.endsWith(`/${framework}`))).toEqual([]);
  });

  it('when its plain code cannot be fetched, the island sorts', CONTRACT, async () => {
    const w = await visit('/shop/?product_cat=kaffee', {
      before: (watched) => watched.page.route(/\/islands\/sort-select-early-[A-Z0-9]{8}\.js$/, (route) => route.abort()),
    });
    await Promise.all([w.page.waitForURL(/orderby=price-desc/), w.page.locator('select.orderby').selectOption('price-desc')]);
    expect(new URL(w.page.url()).searchParams.get('product_cat')).toBe('kaffee');
  });

  it('an order chosen before the loader ran is sent once it runs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const w = await demo.open({ cookies: [...BANNER_DISMISSED] });
    await w.page.route(/\/shop-islands\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await w.page.goto(demo.shop.url + '/shop/?product_cat=kaffee', { waitUntil: 'commit' });
    const select = w.page.locator('select.orderby');
    await select.selectOption('price-desc');
    expect(new URL(w.page.url()).searchParams.get('orderby')).toBeNull();
    await Promise.all([w.page.waitForURL(/orderby=price-desc/), Promise.resolve().then(release)]);
    expect(new URL(w.page.url()).searchParams.get('product_cat')).toBe('kaffee');
  });

  it('back from a sorted page stays on the order the visitor left (the restored select is not sent again)', async () => {
    const w = await demo.open({ cookies: [...BANNER_DISMISSED] });
    // no back/forward cache: the page loads again and the browser restores its select
    await w.page.route(/\/shop\/\?product_cat=kaffee$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'no-store' } });
    });
    await w.page.goto(demo.shop.url + '/shop/?product_cat=kaffee');
    await islandsSettled(w.page);
    await Promise.all([w.page.waitForURL(/orderby=price-desc/), w.page.locator('select.orderby').selectOption('price-desc')]);
    await w.page.goBack();
    await islandsSettled(w.page);
    // Chrome restores the select after the load event, and fires no change: nothing may take it for a choice
    await expect.poll(() => w.page.locator('select.orderby').inputValue()).toBe('price-desc');
    await w.page.locator('select.orderby').hover();
    await w.page.waitForTimeout(1000);
    expect(new URL(w.page.url()).searchParams.get('orderby')).toBeNull();
  });
});

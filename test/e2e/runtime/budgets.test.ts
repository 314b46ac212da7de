/**
 * Byte budgets per page type (bytes, never times): the gzip size of the JavaScript each page loads
 * from dist, for a first visit (consent banner shown) and a returning visitor, against
 * bench/budgets.json. Budgets start at the measured figures and only go down.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONTRACT, DIST_DIR, islandsSettled, useShop } from '../support/harness';
import type { Response } from 'playwright-core';

const build = DIST_DIR.endsWith('lite') ? 'lite' : 'react';
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
  pages: Record<string, Record<string, { firstVisit: number; returning: number }>>;
};

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['shop', '/shop/'],
  ['product', '/product/tasse-gemuetlich/'],
  ['cart', '/cart/'],
  ['checkout', '/checkout/'],
  ['stores', '/stores/'],
  ['blog post', '/blog/die-perfekte-crema/'],
];
const RETURNING = [
  'cmplz_banner-status=dismissed',
  'cmplz_policy_id=11',
  'cmplz_marketing=deny',
  'cmplz_statistics=deny',
  'cmplz_preferences=deny',
  'cmplz_functional=allow',
];

const demo = useShop();

async function jsBytes(path: string, returning: boolean): Promise<number> {
  const { context, page } = await demo.open({ cookies: returning ? RETURNING : [] });
  if (path === '/cart/' || path === '/checkout/') {
    const setup = await context.newPage();
    await setup.goto(`${demo.shop.url}/shop/?add-to-cart=1`);
    await setup.close();
  }
  const bodies: Array<Promise<number>> = [];
  const counted = (response: Response) => {
    if (response.url().includes('/wp-content/plugins/shop-islands/dist/') && response.url().split('?')[0]!.endsWith('.js'))
      bodies.push(response.body().then((body) => gzipSync(body).length));
  };
  page.on('response', counted);
  await page.goto(demo.shop.url + path);
  await islandsSettled(page);
  // the banner's paint is a page module the loader starts, not a host islandsSettled waits for
  if (!returning) await page.locator('.si-consent').waitFor();
  await page.waitForTimeout(200);
  // what comes later is not counted: its body could no longer be read once the page has closed
  page.off('response', counted);
  const total = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0);
  return total;
}

describe(`JavaScript per page type (${build} build)`, CONTRACT, () => {
  it.each(PAGES)('%s stays within its budget', async (name, path) => {
    const budget = budgets.pages[build]?.[name];
    const firstVisit = await jsBytes(path, false);
    const returning = await jsBytes(path, true);
    console.log(`[budget] ${JSON.stringify({ build, name, firstVisit, returning, budget })}`);
    expect(budget, `bench/budgets.json has no budget for ${build} ${name}`).toBeDefined();
    expect(firstVisit).toBeLessThanOrEqual(budget!.firstVisit);
    expect(returning).toBeLessThanOrEqual(budget!.returning);
  });
});

/** Code warmed before the tap (issue 28): fetched at idle after load, not run; never with Save-Data. */
import { describe, expect, it } from 'vitest';
import { BANNER_DISMISSED, chunkHolding, frameworkChunk, islandsSettled, useShop, withSaveData, type Watched } from '../support/harness';

const demo = useShop();

async function visit(path: string, saveData = false) {
  // tall enough that the first row of products is in view
  const watched = await demo.open({ cookies: BANNER_DISMISSED, viewport: { width: 1280, height: 1100 } });
  if (saveData) await withSaveData(watched.page);
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

const requested = (w: Watched, file: string) => w.requests.some((url) => url.endsWith(`/${file}`));
const addToCartChunk = () => chunkHolding(/widgets\/add-to-cart\/index\.tsx$/);
const earlyChunk = () => chunkHolding(/widgets\/add-to-cart\/early\.ts$/);

describe('warming the code a tap needs', () => {
  it("after load, at idle, the shop page fetches the add to cart's early module (what a tap runs), not the island's code, and runs nothing", async () => {
    const w = await visit('/shop/');
    await expect.poll(() => requested(w, earlyChunk()), { timeout: 10_000 }).toBe(true);
    // fetched, not run: no host has started mounting
    expect(await w.page.locator('[data-island="add-to-cart"][data-island-state="pending"]').count()).toBeGreaterThan(0);
    expect(await w.page.locator('[data-island="add-to-cart"]:not([data-island-state="pending"])').count()).toBe(0);
    const warmed = await w.page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    );
    expect(warmed.some((href) => href?.includes('/islands/add-to-cart-early-'))).toBe(true);
    // the island's code loads only for a press the early module cannot answer (earlyFirst)
    expect(requested(w, addToCartChunk())).toBe(false);
    expect(w.errors).toEqual([]);
    // a tap then answers from the cache, and still needs no island
    const button = w.page.locator('a.add_to_cart_button[data-product_id="1"]').first();
    await button.click();
    await w.page.locator('a.added_to_cart').waitFor();
    await w.page.waitForTimeout(300);
    expect(requested(w, addToCartChunk())).toBe(false);
  });

  it('with Save-Data nothing is fetched before the visitor reaches for a button', async () => {
    const w = await visit('/shop/', true);
    await w.page.waitForTimeout(6000);
    expect(requested(w, addToCartChunk())).toBe(false);
    expect(requested(w, earlyChunk())).toBe(false);
    expect(requested(w, frameworkChunk())).toBe(false);
  });
});

/**
 * Quick view and product gallery as React islands on intent (issue 18): nothing of theirs loads
 * for a visitor who does not reach for them, a press before their code is in is not lost, the
 * shared modal dialog locks the page without moving it, and only the latest quick view opens.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT,
  axeViolations,
  BANNER_DISMISSED,
  chunkHolding,
  islandsSettled,
  layoutShifts,
  recordLayoutShifts,
  useShop,
  type Watched,
} from './harness';

const demo = useShop();

/** This work's own chunks: the two islands, the dialog and the lightbox. */
const ownChunks = () => [
  '/islands/quick-view-',
  '/islands/product-gallery-',
  `/${chunkHolding(/src\/ui\/ModalDialog\.tsx$/)}`,
  `/${chunkHolding(/widgets\/product-gallery\/Lightbox\.tsx$/)}`,
];
const ownRequests = (w: Watched) => w.requests.filter((url) => ownChunks().some((part) => url.includes(part)));

async function visit(path: string, before?: (w: Watched) => Promise<unknown>) {
  const w = await demo.open({ cookies: BANNER_DISMISSED });
  await before?.(w);
  await w.page.goto(demo.shop.url + path);
  await islandsSettled(w.page);
  return w;
}

/** Holds back an island's chunk until `release` is called (a slow network for that one file). */
async function holdChunk(w: Watched, island: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await w.context.route(new RegExp(`/islands/${island}-[^/]+\\.js`), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const quickViewLink = (page: Page, id: number) => page.locator(`.quick-view[data-prod="${id}"]`);
const quickView = (page: Page) => page.locator('dialog.si-quick-view-dialog');

describe('on intent only', () => {
  it('a shop page visitor who opens no quick view loads none of its code', async () => {
    const w = await visit('/shop/');
    await w.page.waitForTimeout(300);
    expect(ownRequests(w)).toEqual([]);
    expect(await quickViewLink(w.page, 1).getAttribute('data-island-state')).toBe('pending');
    // reaching for it loads it
    await quickViewLink(w.page, 1).hover();
    await w.page.locator('.quick-view[data-prod="1"][data-island-state="mounted"]').waitFor();
    expect(ownRequests(w).some((url) => url.includes('/islands/quick-view-'))).toBe(true);
  });

  it('a product page visitor who does not touch the gallery loads none of its code', async () => {
    const w = await visit('/product/espresso-nordlicht/');
    await w.page.waitForTimeout(300);
    expect(ownRequests(w)).toEqual([]);
    expect(await w.page.locator('[data-island="product-gallery"]').getAttribute('data-island-state')).toBe('pending');
  });
});

describe('a press before the code is in', () => {
  it('quick view: a click while its chunk is held back opens the quick view, not the product page', CONTRACT, async () => {
    const w = await visit('/shop/');
    const release = await holdChunk(w, 'quick-view');
    await quickViewLink(w.page, 1).click();
    await w.page.waitForTimeout(300);
    expect(await quickViewLink(w.page, 1).getAttribute('data-island-state')).not.toBe('mounted');
    release();
    await quickView(w.page).waitFor();
    expect(new URL(w.page.url()).pathname).toBe('/shop/');
    expect(w.errors).toEqual([]);
  });

  it('gallery: a click on the image while its chunk is held back opens the lightbox, not the raw image', CONTRACT, async () => {
    const w = await visit('/product/espresso-nordlicht/');
    const release = await holdChunk(w, 'product-gallery');
    await w.page.locator('.woocommerce-product-gallery__image a').first().click();
    await w.page.waitForTimeout(300);
    release();
    const box = w.page.locator('dialog.si-lightbox-dialog');
    await box.waitFor();
    expect(await box.locator('.si-lightbox__counter').textContent()).toBe('Bild 1 von 3');
    expect(new URL(w.page.url()).pathname).toBe('/product/espresso-nordlicht/');
    // labelled by its heading, and the backdrop closes it, focus back on the image link
    const labelledBy = await box.getAttribute('aria-labelledby');
    expect(await w.page.locator(`[id="${labelledBy}"]`).textContent()).toBe('Produktbilder');
    await w.page.mouse.click(3, 3);
    await box.waitFor({ state: 'detached' });
    expect(await w.page.evaluate(() => document.activeElement?.closest('.woocommerce-product-gallery__image') !== null)).toBe(true);
    expect(w.errors).toEqual([]);
  });
});

describe('the dialog', () => {
  it('locks the page scroll while open without moving the page, and gives it back on close', async () => {
    const w = await visit('/shop/');
    const place = () =>
      w.page.evaluate(() => {
        const box = document.querySelector('main')!.getBoundingClientRect();
        return { left: box.left, width: box.width, overflow: getComputedStyle(document.documentElement).overflow };
      });
    const before = await place();
    await quickViewLink(w.page, 1).click();
    await quickView(w.page).waitFor();
    const open = await place();
    expect(open.overflow).toBe('hidden');
    expect(open.left).toBe(before.left);
    expect(open.width).toBe(before.width);
    await quickView(w.page).getByRole('button', { name: 'Schließen' }).click();
    await quickView(w.page).waitFor({ state: 'detached' });
    expect(await place()).toEqual(before);
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('data-prod'))).toBe('1');
  });

  it('only the latest quick view opens when the shopper asks for another one quickly', async () => {
    const w = await visit('/shop/', (watched) =>
      watched.context.route(/admin-ajax\.php/, async (route) => {
        const body = new URLSearchParams(route.request().postData() ?? '');
        if (body.get('action') === 'flatsome_quickview' && body.get('product') === '1')
          await new Promise((resolve) => setTimeout(resolve, 1200));
        await route.fallback();
      }),
    );
    // both islands awake first, so the two clicks are the islands' own
    await quickViewLink(w.page, 1).hover();
    await quickViewLink(w.page, 6).hover();
    await w.page.locator('.quick-view[data-prod="6"][data-island-state="mounted"]').waitFor();
    await w.page.locator('.quick-view[data-prod="1"][data-island-state="mounted"]').waitFor();
    await quickViewLink(w.page, 1).click();
    await quickViewLink(w.page, 6).click();
    await quickView(w.page).waitFor();
    await w.page.waitForTimeout(1500);
    expect(await quickView(w.page).count()).toBe(1);
    expect(await quickView(w.page).locator('select[name="variation_id"]').count()).toBe(1);
    expect(await quickViewLink(w.page, 1).getAttribute('aria-busy')).toBeNull();
    expect(w.errors).toEqual([]);
  });

  it('hydrating the gallery (a hover) moves nothing in the content', async () => {
    const w = await visit('/product/espresso-nordlicht/', (watched) => recordLayoutShifts(watched.page));
    const frame = w.page.locator('.woocommerce-product-gallery__image').first();
    const rect = (await frame.boundingBox())!;
    await w.page.mouse.move(rect.x + 5, rect.y + 5);
    await w.page.locator('[data-island="product-gallery"][data-island-state="mounted"]').waitFor();
    await w.page.waitForTimeout(300);
    const shifts = await layoutShifts(w.page, 'main');
    expect(shifts.farthestPx, shifts.shifted.join('\n')).toBeLessThan(1);
  });

  it('axe-core reports no violations on the hydrated gallery and in the open lightbox', async () => {
    const w = await visit('/product/espresso-nordlicht/');
    await w.page.locator('.product-thumbnails a').first().hover();
    await w.page.locator('[data-island="product-gallery"][data-island-state="mounted"]').waitFor();
    expect(await axeViolations(w.page, '.woocommerce-product-gallery')).toEqual([]);
    await w.page.getByRole('button', { name: 'Bild vergrößern' }).click();
    await w.page.locator('dialog.si-lightbox-dialog').waitFor();
    expect(await axeViolations(w.page, 'dialog')).toEqual([]);
  });
});

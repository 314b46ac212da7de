/**
 * The product gallery: thumbnails, zoom under the mouse and the lightbox (keys, swipes, images that
 * fail); on intent only, a press before its code is in opens the lightbox, hydrating moves nothing.
 */
import { describe, expect, it } from 'vitest';
import { holdIslandChunk as holdChunk } from '../support/chunks';
import { ownRequests } from '../support/dialog-islands';
import { CONTRACT, axeViolations, layoutShifts, recordLayoutShifts, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

describe('gallery and lightbox', () => {
  it('thumbnails switch the image; the lightbox pages with keys and swipes and closes with Escape', CONTRACT, async () => {
    const w = await visit('/product/espresso-nordlicht/');
    const frames = w.page.locator('.woocommerce-product-gallery__image');
    // the gallery hydrates on intent: this click wakes it and is replayed once it is mounted
    await w.page.locator('.product-thumbnails a').nth(1).click();
    await expect.poll(() => frames.nth(1).isVisible()).toBe(true);
    expect(await frames.nth(0).isVisible()).toBe(false);
    await w.page.getByRole('button', { name: 'Bild vergrößern' }).click();
    const box = w.page.locator('dialog.si-lightbox-dialog');
    await box.waitFor();
    expect(await box.locator('.si-lightbox__counter').textContent()).toBe('Bild 2 von 3');
    await w.page.keyboard.press('ArrowRight');
    expect(await box.locator('.si-lightbox__counter').textContent()).toBe('Bild 3 von 3');
    await w.page.keyboard.press('ArrowRight');
    expect(await box.locator('.si-lightbox__counter').textContent()).toBe('Bild 1 von 3');
    const stage = await box.locator('.si-lightbox__stage').boundingBox();
    await w.page.mouse.move(stage!.x + stage!.width * 0.8, stage!.y + stage!.height / 2);
    await w.page.mouse.down();
    await w.page.mouse.move(stage!.x + stage!.width * 0.2, stage!.y + stage!.height / 2, { steps: 5 });
    await w.page.mouse.up();
    expect(await box.locator('.si-lightbox__counter').textContent()).toBe('Bild 2 von 3');
    await w.page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    // the gallery follows the lightbox
    expect(await frames.nth(1).isVisible()).toBe(true);
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bild vergrößern');
  });

  it('says which lightbox image could not be loaded, with a link to it', async () => {
    const w = await visit('/product/espresso-nordlicht/', {
      before: (page) => page.context.route(/view=2&size=full/, (route) => route.fulfill({ status: 404, body: '' })),
    });
    // the gallery hydrates on intent, and then shows its enlarge button
    await w.page.locator('.product-thumbnails').hover();
    await w.page.getByRole('button', { name: 'Bild vergrößern' }).click();
    await w.page.locator('dialog.si-lightbox-dialog').waitFor();
    await w.page.keyboard.press('ArrowRight');
    const error = w.page.locator('.si-lightbox__error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Das Bild #2 konnte nicht geladen werden.');
    expect(await error.locator('a').getAttribute('href')).toContain('view=2&size=full');
  });

  it('zooms under the mouse, and says so when the large image fails for 2500 ms', async () => {
    let fail = false;
    // the large image is held until the test has read the loading badge (a fixed delay raced a busy machine)
    let releaseLarge = () => {};
    const largeHeld = new Promise<void>((resolve) => (releaseLarge = resolve));
    const w = await visit('/product/espresso-nordlicht/', {
      before: (page) =>
        page.context.route(/size=full/, async (route) => {
          if (fail) return route.fulfill({ status: 404, body: '' });
          await largeHeld;
          return route.continue();
        }),
    });
    const frame = w.page.locator('.woocommerce-product-gallery__image').first();
    const rect = (await frame.boundingBox())!;
    await w.page.mouse.move(rect.x + rect.width * 0.25, rect.y + rect.height * 0.25);
    await frame.locator('.si-gallery__badge').getByText('Bild wird geladen').waitFor();
    releaseLarge();
    const zoomed = frame.locator('.si-gallery__zoom-image');
    await zoomed.waitFor({ state: 'visible' });
    const zoomBox = (await zoomed.boundingBox())!;
    expect(zoomBox.width).toBeGreaterThanOrEqual(rect.width * 2 - 1);
    expect(await frame.locator('.si-gallery__badge').textContent()).toBe('');
    await w.page.mouse.move(5, 5);
    expect(await zoomed.count()).toBe(0);
    fail = true;
    await w.page.locator('.product-thumbnails a').nth(2).click();
    await w.page.mouse.move(5, 5);
    const third = w.page.locator('.woocommerce-product-gallery__image').nth(2);
    const thirdRect = (await third.boundingBox())!;
    await w.page.mouse.move(thirdRect.x + thirdRect.width / 2, thirdRect.y + thirdRect.height * 0.75);
    const started = Date.now();
    await third.locator('.si-gallery__badge').getByText('Das Bild konnte nicht geladen werden').waitFor();
    await expect.poll(() => third.locator('.si-gallery__badge').textContent(), { timeout: 5000 }).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });
});

describe('on intent only', () => {
  it('a product page visitor who does not touch the gallery loads none of its code', async () => {
    const w = await visit('/product/espresso-nordlicht/');
    await w.page.waitForTimeout(300);
    expect(ownRequests(w)).toEqual([]);
    expect(await w.page.locator('[data-island="product-gallery"]').getAttribute('data-island-state')).toBe('pending');
  });
});

describe('a press before the code is in', () => {
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

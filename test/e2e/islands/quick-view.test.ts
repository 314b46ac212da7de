/**
 * The quick view: a product in a dialog from the shop loop, added to the cart there; on intent only,
 * a press before its code is in is not lost, the dialog locks the page without moving it, and only
 * the latest quick view opens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdChunk as holdFileOf, holdIslandChunk as holdChunk } from '../support/chunks';
import { ownRequests } from '../support/dialog-islands';
import { CONTRACT, axeViolations, useShop, type Watched } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit, serverQuantity } = shopper(demo);

const quickViewLink = (page: Page, productId: number) => page.locator(`.quick-view[data-prod="${productId}"]`);
/** The quick view's dialog (`dialog` in the tests of 'quick view', `quickView` in the others). */
const quickView = (page: Page) => page.locator('dialog.si-quick-view-dialog');
const dialog = quickView;

describe('quick view', () => {
  it('opens a dialog, adds to the cart inside it, and Escape returns focus to the link', CONTRACT, async () => {
    const w = await visit('/shop/');
    await quickViewLink(w.page, 1).click();
    await dialog(w.page).waitFor();
    expect(await dialog(w.page).evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.textContent)).toBe('Espresso Bohnen „Nordlicht“ 1 kg');
    expect(await dialog(w.page).getAttribute('aria-labelledby')).toBeTruthy();
    await dialog(w.page).locator('input.qty').fill('2');
    await dialog(w.page).getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => serverQuantity(w, 1)).toBe(2);
    await w.page.keyboard.press('Escape');
    await dialog(w.page).waitFor({ state: 'detached' });
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.getAttribute('data-prod'))).toBe('1');
    expect(w.errors).toEqual([]);
  });

  it('keeps Tab inside the dialog', async () => {
    const w = await visit('/shop/');
    await quickViewLink(w.page, 1).click();
    await dialog(w.page).waitFor();
    for (let step = 0; step < 12; step++) {
      await w.page.keyboard.press('Tab');
      expect(await w.page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
  });

  it('chooses a variation inside the dialog and adds it', CONTRACT, async () => {
    const w = await visit('/shop/');
    await quickViewLink(w.page, 6).click();
    await dialog(w.page).waitFor();
    await dialog(w.page).locator('select[name="variation_id"]').selectOption({ index: 1 });
    await dialog(w.page).getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => serverQuantity(w, 6)).toBe(1);
  });

  for (const fault of ['500', 'zero', 'minus-one']) {
    it(`a ${fault} reply shows a message and no dialog`, async () => {
      const w = await visit('/shop/', { faults: `flatsome_quickview:${fault}` });
      await quickViewLink(w.page, 1).click();
      await w.page.locator('.si-toast--error').getByText('Die Schnellansicht konnte nicht geladen werden.').waitFor();
      expect(await dialog(w.page).count()).toBe(0);
      expect(await quickViewLink(w.page, 1).getAttribute('aria-busy')).toBeNull();
    });
  }

  it('axe-core reports no violations on the shop page and in the open dialog', async () => {
    const w = await visit('/shop/');
    expect(await axeViolations(w.page, 'main')).toEqual([]);
    await quickViewLink(w.page, 6).click();
    await dialog(w.page).waitFor();
    expect(await axeViolations(w.page, 'dialog')).toEqual([]);
  });
});

describe('on intent only', () => {
  it("a shop page visitor who opens no quick view loads none of its code but the half-kilobyte that sends a press's request", async () => {
    const w = await visit('/shop/');
    await w.page.waitForTimeout(300);
    expect(ownRequests(w)).toEqual([]);
    expect(w.requests.filter((url) => url.includes('/islands/quick-view-')).map((url) => url.replace(/^.*\/islands\//, ''))).toEqual([
      expect.stringMatching(/^quick-view-at-once-[A-Z0-9]+\.js$/),
    ]);
    expect(await quickViewLink(w.page, 1).getAttribute('data-island-state')).toBe('pending');
    // reaching for it loads it
    await quickViewLink(w.page, 1).hover();
    await w.page.locator('.quick-view[data-prod="1"][data-island-state="mounted"]').waitFor();
    expect(ownRequests(w).some((url) => url.includes('/islands/quick-view-'))).toBe(true);
  });
});

/** The products whose lightbox the page asked for (`flatsome_quickview`), in order. */
function askedQuickViews(w: Watched): string[] {
  const asked: string[] = [];
  w.page.on('request', (request) => {
    const body = new URLSearchParams(request.postData() ?? '');
    if (request.url().includes('admin-ajax.php') && body.get('action') === 'flatsome_quickview') asked.push(body.get('product') ?? '');
  });
  return asked;
}

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
  it(
    "quick view: the product's request leaves at the press while the island's code is still held back, and is made once",
    CONTRACT,
    async () => {
      // the loader's at-press code held from the start (a tap before it came): the early module asks
      let releaseAtOnce!: () => void;
      const w = await visit('/shop/', async (watched) => {
        releaseAtOnce = await holdFileOf(watched, 'islands/quick-view-at-once-*.js');
      });
      const asked = askedQuickViews(w);
      // and the island's own module, not its early one
      const release = await holdFileOf(w, /widgets\/quick-view\/index\.tsx$/);
      await quickViewLink(w.page, 1).click();
      await expect.poll(() => asked).toEqual(['1']);
      expect(await quickViewLink(w.page, 1).getAttribute('data-island-state')).not.toBe('mounted');
      expect(await quickViewLink(w.page, 1).getAttribute('aria-busy')).toBe('true');
      release();
      releaseAtOnce();
      await quickView(w.page).locator('.product-title, h1').first().waitFor();
      expect(asked).toEqual(['1']);
      expect(new URL(w.page.url()).pathname).toBe('/shop/');
      expect(w.errors).toEqual([]);
    },
  );
  it(
    'quick view: with the at-press code fetched at load, the request leaves from the loader before either of its modules has come, once',
    CONTRACT,
    async () => {
      const w = await visit('/shop/');
      const asked = askedQuickViews(w);
      await w.page.waitForLoadState('networkidle');
      expect(w.requests.some((url) => /\/islands\/quick-view-at-once-[A-Z0-9]+\.js$/.test(url))).toBe(true);
      const releaseIsland = await holdFileOf(w, /widgets\/quick-view\/index\.tsx$/);
      const releaseEarly = await holdFileOf(w, /widgets\/quick-view\/early\.ts$/);
      await quickViewLink(w.page, 1).click();
      await expect.poll(() => asked).toEqual(['1']);
      expect(await quickViewLink(w.page, 1).getAttribute('aria-busy')).toBe('true');
      releaseEarly();
      releaseIsland();
      await quickView(w.page).locator('.product-title, h1').first().waitFor();
      expect(asked).toEqual(['1']);
      expect(new URL(w.page.url()).pathname).toBe('/shop/');
      expect(w.errors).toEqual([]);
    },
  );
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
});

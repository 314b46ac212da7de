import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT,
  axeViolations,
  BANNER_DISMISSED,
  chunkHolding,
  frameworkChunk,
  islandsSettled,
  layoutShifts,
  quantityInCart,
  recordLayoutShifts,
  useShop,
  type Watched,
} from './harness';

const demo = useShop();

async function visit(
  path: string,
  options: { faults?: string; viewport?: { width: number; height: number }; before?: (w: Watched) => Promise<unknown> } = {},
) {
  const cookies = [...BANNER_DISMISSED, ...(options.faults ? [`demo-fault=${options.faults}`] : [])];
  const watched = await demo.open({ ...(options.viewport ? { viewport: options.viewport } : {}), cookies });
  await options.before?.(watched);
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

const searchCalls = (w: Watched) =>
  w.requests.filter((url) => url.includes('action=flatsome_ajax_search_products')).map((url) => new URL(url).searchParams.get('query'));
const field = (page: Page) => page.locator('#header-search');
const options = (page: Page) => page.locator('.si-search__option');
const optionNames = (page: Page) => page.locator('.si-search__option .si-search__name').allTextContents();

describe('live search', () => {
  it('sends nothing for "ta", shows suggestions for "tas" as a combobox with a listbox', CONTRACT, async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('ta');
    await w.page.waitForTimeout(400);
    expect(searchCalls(w)).toEqual([]);
    expect(await w.page.locator('.si-search__popup').isVisible()).toBe(false);
    await field(w.page).press('s');
    await options(w.page).first().waitFor();
    expect(searchCalls(w)).toEqual(['tas']);
    expect(await optionNames(w.page)).toContain('Tasse „Gemütlich“');
    expect(await field(w.page).getAttribute('role')).toBe('combobox');
    expect(await field(w.page).getAttribute('aria-expanded')).toBe('true');
    const listId = await field(w.page).getAttribute('aria-controls');
    expect(await w.page.locator(`#${listId}`).getAttribute('role')).toBe('listbox');
    // the typed part is bold, the price is the server's markup
    expect(await options(w.page).first().locator('strong').first().textContent()).toMatch(/tas/i);
    expect(await options(w.page).first().locator('.si-search__price .woocommerce-Price-amount').count()).toBe(1);
    expect(w.errors).toEqual([]);
  });

  it('never shows the answer to an older, slower query', async () => {
    let slowDone!: () => void;
    const slowFinished = new Promise<void>((resolve) => (slowDone = resolve));
    const w = await visit('/', {
      before: async (page) => {
        await page.context.route(/action=flatsome_ajax_search_products.*query=tee/, async (route: Route) => {
          const response = await route.fetch();
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.fulfill({ response }).catch(() => undefined);
          slowDone();
        });
      },
    });
    await field(w.page).click();
    await field(w.page).pressSequentially('tee');
    await expect.poll(() => searchCalls(w)).toEqual(['tee']);
    await field(w.page).fill('');
    await field(w.page).pressSequentially('tas');
    await options(w.page).first().waitFor();
    await slowFinished;
    await w.page.waitForTimeout(200);
    const names = await optionNames(w.page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /tas/i.test(name))).toBe(true);
    expect(names.some((name) => /tee/i.test(name))).toBe(false);
  });

  it('caches per query and skips queries that extend one that found nothing', async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('xyz');
    await w.page.locator('.si-search__message').getByText('Keine Produkte gefunden.').waitFor();
    await field(w.page).pressSequentially('qw');
    await w.page.waitForTimeout(300);
    await field(w.page).fill('');
    await field(w.page).pressSequentially('tas');
    await options(w.page).first().waitFor();
    await field(w.page).press('Backspace');
    await field(w.page).press('s');
    await options(w.page).first().waitFor();
    expect(searchCalls(w)).toEqual(['xyz', 'tas']);
  });

  it('arrow keys choose a suggestion and Enter opens it; Escape closes the list', CONTRACT, async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('espresso');
    await options(w.page).first().waitFor();
    await field(w.page).press('ArrowDown');
    const active = await field(w.page).getAttribute('aria-activedescendant');
    expect(await w.page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    await field(w.page).press('Escape');
    expect(await w.page.locator('.si-search__popup').isVisible()).toBe(false);
    await field(w.page).press('ArrowDown');
    await Promise.all([w.page.waitForURL('**/product/espresso-nordlicht/'), field(w.page).press('Enter')]);
  });

  it('Enter on the "nothing found" line searches instead of following it', async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('xyzzy');
    await w.page.locator('.si-search__message').waitFor();
    await field(w.page).press('ArrowDown');
    await Promise.all([w.page.waitForURL(/\/shop\/\?s=xyzzy/), field(w.page).press('Enter')]);
  });

  it('shows a product with a hostile name as text and runs none of it', async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('schlau');
    await options(w.page).first().waitFor();
    expect((await optionNames(w.page)).join()).toContain('<script>window.__xss=1</script>');
    expect(await w.page.locator('.si-search__popup script, .si-search__popup img[src="x"]').count()).toBe(0);
    expect(await w.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  for (const fault of ['500', 'malformed', 'zero']) {
    it(`explains a ${fault} reply and keeps what was typed`, async () => {
      const w = await visit('/', { faults: `flatsome_ajax_search_products:${fault}` });
      await field(w.page).click();
      await field(w.page).pressSequentially('tas');
      await w.page
        .locator('.si-search__message--error')
        .getByText('Die Vorschläge konnten nicht geladen werden.', { exact: false })
        .waitFor();
      expect(await field(w.page).inputValue()).toBe('tas');
    });
  }

  for (const [query, expected] of [
    ['muehle', 'Kaffeemühle Handmühle Edelstahl'],
    ['mühle', 'Kaffeemühle Handmühle Edelstahl'],
    ['NL-FIL', 'Filterkaffee Hochland 500 g'],
  ]) {
    it(`finds "${expected}" for "${query}" (umlauts either way, SKUs)`, async () => {
      const w = await visit('/');
      await field(w.page).click();
      await field(w.page).pressSequentially(query!);
      await options(w.page).first().waitFor();
      expect(await optionNames(w.page)).toContain(expected);
    });
  }

  it('filters by the chosen category', async () => {
    const w = await visit('/shop/');
    await w.page.locator('#shop-search-cat').selectOption('tee');
    await w.page.locator('#shop-search').click();
    await w.page.locator('#shop-search').pressSequentially('tee');
    await options(w.page).first().waitFor();
    expect(w.requests.some((url) => url.includes('query=tee') && url.includes('product_cat=tee'))).toBe(true);
    expect(await optionNames(w.page)).toEqual(['Früchtetee Früchtezauber 100 g']);
  });

  it('hides the list 200 ms after the field loses focus', async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('tas');
    await options(w.page).first().waitFor();
    await w.page.locator('a.logo').focus();
    await w.page.locator('.si-search__popup').waitFor({ state: 'hidden' });
    expect(await field(w.page).getAttribute('aria-expanded')).toBe('false');
  });

  it('axe-core reports no violations with the suggestions open', async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('tas');
    await options(w.page).first().waitFor();
    await field(w.page).press('ArrowDown');
    expect(await axeViolations(w.page, '.searchform')).toEqual([]);
  });
});

const quickViewLink = (page: Page, productId: number) => page.locator(`.quick-view[data-prod="${productId}"]`);
const dialog = (page: Page) => page.locator('dialog.si-quick-view-dialog');
const serverQuantity = (w: Watched, productId: number) => quantityInCart(demo.shop, w, productId);

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

describe('product page', () => {
  for (const slug of ['espresso-nordlicht', 'tasse-gemuetlich']) {
    it(`hydrating /product/${slug}/ moves nothing in the content`, async () => {
      const w = await visit(`/product/${slug}/`, { before: (watched) => recordLayoutShifts(watched.page) });
      // the islands here hydrate on intent: show intent on every one of them
      await w.page.evaluate(() => {
        for (const host of document.querySelectorAll('[data-island][data-island-state="pending"]'))
          host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      });
      await w.page.locator('.quantity[data-island-state="mounted"]').waitFor();
      await w.page.locator('.woocommerce-tabs[data-island-state="mounted"]').waitFor();
      await w.page.waitForTimeout(300);
      // after the document was parsed, when island code runs (a paint of the half-parsed page is the browser's)
      const { afterParse } = await layoutShifts(w.page, 'main');
      expect(afterParse.farthestPx, afterParse.shifted.join('\n')).toBeLessThan(1);
    });
  }

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
    const w = await visit('/product/espresso-nordlicht/', {
      before: (page) =>
        page.context.route(/size=full/, async (route) => {
          if (fail) return route.fulfill({ status: 404, body: '' });
          await new Promise((resolve) => setTimeout(resolve, 300));
          return route.continue();
        }),
    });
    const frame = w.page.locator('.woocommerce-product-gallery__image').first();
    const rect = (await frame.boundingBox())!;
    await w.page.mouse.move(rect.x + rect.width * 0.25, rect.y + rect.height * 0.25);
    await frame.locator('.si-gallery__badge').getByText('Bild wird geladen').waitFor();
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

  it('the price area hydrates on intent (a pointer on the form) and moves nothing doing so', async () => {
    const w = await visit('/product/tasse-gemuetlich/', { before: (watched) => recordLayoutShifts(watched.page) });
    const price = w.page.locator('.summary p.price');
    const range = await price.textContent();
    expect(await price.getAttribute('data-island-state')).toBe('pending');
    await w.page.locator('form.cart select[name="variation_id"]').hover();
    await w.page.locator('.summary p.price[data-island-state="mounted"]').waitFor();
    await w.page.waitForTimeout(200);
    expect(await price.textContent()).toBe(range);
    const shifts = await layoutShifts(w.page, 'main');
    expect(shifts.farthestPx, shifts.shifted.join('\n')).toBeLessThan(1);
  });

  it('the price area follows the chosen variation and returns to the range', CONTRACT, async () => {
    const w = await visit('/product/tasse-gemuetlich/');
    const price = w.page.locator('.summary p.price');
    const range = await price.textContent();
    expect(range).toContain('–');
    const select = w.page.locator('form.cart select[name="variation_id"]');
    const optionText = await select.locator('option').nth(1).textContent();
    await select.selectOption({ index: 1 });
    await expect.poll(() => price.textContent()).not.toBe(range);
    expect(optionText).toContain((await price.textContent())!.replace(/\s/g, ' ').trim().split(' ')[0]);
    await select.selectOption({ index: 0 });
    await expect.poll(() => price.textContent()).toBe(range);
  });

  it('axe-core reports no violations on a product page', async () => {
    const w = await visit('/product/tasse-gemuetlich/#reviews');
    await expect.poll(() => w.page.getByRole('tab', { name: /Bewertungen/ }).getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations(w.page, 'main')).toEqual([]);
  });
});

describe('product grid and ordering', () => {
  /** Each title's height as shown, and as it would be without the island's min-height. */
  const titleRows = (page: Page) =>
    page
      .locator('ul.products')
      .first()
      .evaluate((list) =>
        [...list.querySelectorAll<HTMLElement>('.woocommerce-loop-product__title')].map((title) => {
          const height = Math.round(title.getBoundingClientRect().height);
          const kept = title.style.minHeight;
          title.style.minHeight = '';
          const natural = Math.round(title.getBoundingClientRect().height);
          title.style.minHeight = kept;
          return { height, natural };
        }),
      );

  /** Each `.box-text`'s height, per card, in the first grid. */
  const boxHeights = (page: Page) =>
    page
      .locator('ul.products')
      .first()
      .evaluate((list) =>
        [...list.querySelectorAll<HTMLElement>('.box-text')].map((box) => Math.round(box.getBoundingClientRect().height)),
      );

  for (const path of ['/', '/shop/']) {
    it(`${path}: the boxes in a row are equal by CSS alone, with no framework chunk and no island code requested`, async () => {
      const w = await visit(path, { viewport: { width: 1000, height: 900 } });
      const check = async (columns: number) => {
        const heights = await boxHeights(w.page);
        expect(heights.length).toBeGreaterThan(columns);
        for (let start = 0; start < heights.length; start += columns) expect(new Set(heights.slice(start, start + columns)).size).toBe(1);
      };
      await check(3);
      await w.page.setViewportSize({ width: 500, height: 900 });
      await check(2);
      expect(await w.page.locator('ul.products').first().getAttribute('data-equalized')).toBe('css');
      const framework = frameworkChunk();
      const grid = chunkHolding(/widgets\/product-grid\/index\.tsx/);
      expect(w.requests.filter((url) => url.endsWith(framework) || url.endsWith(grid))).toEqual([]);
    });
  }

  it(
    'a data-equalize part (the titles) gets one height per row from the island, re-measured when the columns change, moving nothing above',
    CONTRACT,
    async () => {
      const w = await visit('/shop/?equalize', {
        viewport: { width: 1000, height: 900 },
        before: (watched) => recordLayoutShifts(watched.page),
      });
      const check = async (columns: number) => {
        await expect.poll(() => w.page.locator('ul.products').first().getAttribute('data-equalized-columns')).toBe(String(columns));
        const rows = await titleRows(w.page);
        let uneven = 0;
        for (let start = 0; start < rows.length; start += columns) {
          const row = rows.slice(start, start + columns);
          expect(new Set(row.map((title) => title.height)).size).toBe(1);
          expect(row[0]!.height).toBe(Math.max(...row.map((title) => title.natural)));
          if (new Set(row.map((title) => title.natural)).size > 1) uneven++;
        }
        // some row must have titles of different natural heights, or this checks nothing
        expect(uneven).toBeGreaterThan(0);
      };
      await check(3);
      // the cards keep their height: the growing box takes up what the titles gained
      const shifts = await layoutShifts(w.page, 'main');
      expect(shifts.farthestPx, shifts.shifted.join('\n')).toBeLessThan(1);
      await w.page.setViewportSize({ width: 500, height: 900 });
      await check(2);
    },
  );

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

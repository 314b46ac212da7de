/**
 * The live product search in a real browser: hydrated on intent, nothing moves, one combobox state
 * behind the ARIA and the live region, keys and pointer, suggestions as the shopper types (the
 * newest query wins, a cache, categories, umlauts and SKUs), failures and hostile replies.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT,
  axeViolations,
  BANNER_DISMISSED,
  islandsSettled,
  layoutShifts,
  recordLayoutShifts,
  useShop,
  type Watched,
} from '../support/harness';
import { holdChunk } from '../support/chunks';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

const searchCalls = (w: Watched) =>
  w.requests.filter((url) => url.includes('action=flatsome_ajax_search_products')).map((url) => new URL(url).searchParams.get('query'));
const field = (page: Page) => page.locator('#header-search');
const options = (page: Page) => page.locator('.si-search__option');
const optionNames = (page: Page) => page.locator('.si-search__option .si-search__name').allTextContents();
const live = (page: Page) => page.locator('.si-search__status');
const activeName = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('#header-search')!.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.querySelector('.si-search__name')?.textContent : null;
  });

describe('product search island', () => {
  it('loads none of its code until the shopper reaches for the field; what is typed while it loads is searched', CONTRACT, async () => {
    const w = await visit('/');
    await w.page.waitForTimeout(300);
    expect(w.requests.filter((url) => /\/islands\/product-search-/.test(url))).toEqual([]);
    await field(w.page).click();
    await field(w.page).pressSequentially('tas');
    await options(w.page).first().waitFor();
    expect(w.requests.some((url) => /\/islands\/product-search-/.test(url))).toBe(true);
    expect(await field(w.page).inputValue()).toBe('tas');
    expect(await w.page.locator('[data-island="product-search"] [data-island-root]').count()).toBe(1);
  });

  it('hydrating and showing suggestions moves nothing in the header', async () => {
    const w = await demo.open({ cookies: BANNER_DISMISSED });
    await recordLayoutShifts(w.page);
    await w.page.goto(`${demo.shop.url}/`);
    await islandsSettled(w.page);
    const before = await w.page.locator('.searchform').boundingBox();
    await field(w.page).focus();
    await w.page.locator('[data-island="product-search"][data-island-state="mounted"]').waitFor({ state: 'attached' });
    await field(w.page).pressSequentially('kaffee');
    await options(w.page).first().waitFor();
    expect(await w.page.locator('.searchform').boundingBox()).toEqual(before);
    const shifts = await layoutShifts(w.page, 'header');
    expect(shifts.afterParse.farthestPx).toBeLessThan(1);
    const popup = await w.page.locator('.si-search__popup').evaluate((element) => getComputedStyle(element).zIndex);
    expect(popup).toBe('9999');
    expect(await w.page.locator('.si-search__list').evaluate((element) => getComputedStyle(element).maxHeight)).toBe('300px');
  });

  it('the suggestions come with their prices when the sanitiser’s chunk is late: no price comes in a moment later and moves the rows below', async () => {
    const w = await visit('/');
    const release = await holdChunk(w, /src\/ui\/sanitize\.ts/);
    // each price as the options are first drawn (the observer runs before that frame is painted)
    await w.page.evaluate(() => {
      const seen = new MutationObserver(() => {
        const prices = [...document.querySelectorAll('.si-search__option .si-search__price')];
        if (prices.length === 0) return;
        (window as unknown as { firstPrices: string[] }).firstPrices = prices.map((price) => price.textContent ?? '');
        seen.disconnect();
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    const answered = w.page.waitForResponse((response) => response.url().includes('action=flatsome_ajax_search_products'));
    await field(w.page).click();
    await field(w.page).pressSequentially('kaffee');
    await answered;
    await w.page.waitForTimeout(300);
    expect(await options(w.page).count()).toBe(0);
    release();
    await options(w.page).first().waitFor();
    const firstPrices = await w.page.evaluate(() => (window as unknown as { firstPrices: string[] }).firstPrices);
    expect(firstPrices.length).toBeGreaterThan(0);
    for (const price of firstPrices) expect(price).toMatch(/\d+,\d\d\s*€/);
  });

  it('the polite live region counts the suggestions, and says when they could not be loaded', async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('kaffee');
    await options(w.page).first().waitFor();
    const count = await options(w.page).count();
    expect(await live(w.page).getAttribute('role')).toBe('status');
    expect(await live(w.page).textContent()).toBe(
      count === 1 ? 'Ein Vorschlag. Mit den Pfeiltasten auswählen.' : `${count} Vorschläge. Mit den Pfeiltasten auswählen.`,
    );

    const failed = await visit('/', { faults: 'flatsome_ajax_search_products:500' });
    await field(failed.page).click();
    await field(failed.page).pressSequentially('kaffee');
    await expect.poll(() => live(failed.page).textContent()).toContain('Die Vorschläge konnten nicht geladen werden');
    expect(await field(failed.page).inputValue()).toBe('kaffee');
  });

  it('ArrowUp wraps to the last, Home/End jump while one is chosen, Escape closes and then clears', CONTRACT, async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('kaffee');
    await options(w.page).first().waitFor();
    const names = await options(w.page).locator('.si-search__name').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    await field(w.page).press('ArrowUp');
    expect(await activeName(w.page)).toBe(names.at(-1));
    await field(w.page).press('ArrowDown');
    expect(await activeName(w.page)).toBe(names[0]);
    await field(w.page).press('End');
    expect(await activeName(w.page)).toBe(names.at(-1));
    await field(w.page).press('Home');
    expect(await activeName(w.page)).toBe(names[0]);
    await field(w.page).press('Escape');
    expect(await w.page.locator('.si-search__popup').isVisible()).toBe(false);
    expect(await field(w.page).getAttribute('aria-expanded')).toBe('false');
    expect(await field(w.page).inputValue()).toBe('kaffee');
    await field(w.page).press('Escape');
    expect(await field(w.page).inputValue()).toBe('');
  });

  it('hovering an option makes it the active one, a click follows it', async () => {
    const w = await visit('/');
    await field(w.page).click();
    await field(w.page).pressSequentially('kaffee');
    await options(w.page).nth(1).waitFor();
    await options(w.page).nth(1).hover();
    expect(await options(w.page).nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await field(w.page).getAttribute('aria-activedescendant')).toBe(await options(w.page).nth(1).getAttribute('id'));
    await Promise.all([w.page.waitForURL('**/product/**'), options(w.page).nth(1).click()]);
  });

  it('links and images from elsewhere are neither shown nor followed: Enter searches what was typed', async () => {
    const w = await visit('/', {
      before: (watched) =>
        watched.context.route(/action=flatsome_ajax_search_products/, (route: Route) =>
          route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({
              suggestions: [
                { id: 1, value: 'Tasse <img src=x onerror=window.__xss=1>', url: 'https://evil.test/', img: 'https://evil.test/t.png' },
                { id: 2, value: 'Tasse zwei', url: 'javascript:window.__xss=1', img: 'javascript:window.__xss=1' },
              ],
            }),
          }),
        ),
    });
    await field(w.page).click();
    await field(w.page).pressSequentially('tas');
    await options(w.page).first().waitFor();
    expect(await w.page.locator('.si-search__popup img').count()).toBe(0);
    await options(w.page).nth(1).click();
    await field(w.page).press('ArrowDown');
    await Promise.all([w.page.waitForURL(/\/shop\/\?s=tas/), field(w.page).press('Enter')]);
    expect(w.external.filter((url) => url.includes('evil.test'))).toEqual([]);
  });
});

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
    // the typed part is bold, the price is the server's markup (drawn once the sanitiser's chunk is in:
    // on a loaded machine it comes after the names)
    expect(await options(w.page).first().locator('strong').first().textContent()).toMatch(/tas/i);
    await expect.poll(() => options(w.page).first().locator('.si-search__price .woocommerce-Price-amount').count()).toBe(1);
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

/**
 * The live product search as a React island in a real browser: hydrated on intent, nothing moves,
 * one combobox state behind the ARIA and the live region, keys and pointer, hostile replies.
 * (discovery.test.ts keeps the search's original behaviour tests.)
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, layoutShifts, recordLayoutShifts, useShop, type Watched } from './harness';

const demo = useShop();

async function visit(path: string, options: { faults?: string; before?: (w: Watched) => Promise<unknown> } = {}) {
  const cookies = [...BANNER_DISMISSED, ...(options.faults ? [`demo-fault=${options.faults}`] : [])];
  const watched = await demo.open({ cookies });
  await options.before?.(watched);
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

const field = (page: Page) => page.locator('#header-search');
const options = (page: Page) => page.locator('.si-search__option');
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

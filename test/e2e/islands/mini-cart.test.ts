/**
 * The mini cart as a React island: React loads only on intent or an add, a press before hydration is
 * kept, adds open it and it closes by itself, the cart widget hides while there is no cart, and
 * fragments replacing its list keep it working.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addButton, panel } from '../support/cart';
import { clickAndReadFeedback } from '../support/press';
import {
  CONTRACT,
  BANNER_DISMISSED,
  chunkHolding,
  frameworkChunk,
  islandsSettled,
  networkQuiet,
  quantityInCart,
  useShop,
  withSaveData,
  type Watched,
} from '../support/harness';

const demo = useShop();

async function visit(path: string, w?: Watched) {
  const watched = w ?? (await demo.open({ cookies: BANNER_DISMISSED }));
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

const host = (page: Page) => page.locator('[data-island="mini-cart"]');
const toggle = (page: Page) => page.locator('.si-mini-cart__toggle');
// the island's chunk (not its early page module, mini-cart-early-<hash>.js)
const miniChunk = (requests: string[]) => requests.filter((url) => /\/islands\/mini-cart-[A-Z0-9]+\.js$/.test(url));
const lines = (page: Page) => page.locator('.si-mini-cart__panel .widget_shopping_cart_content li');

/** A visitor with two items, on a fresh page where the mini cart has not hydrated yet (`clock`: Playwright's, installed first). */
async function withItems(path = '/terms/', clock = false) {
  const opened = await demo.open({ cookies: BANNER_DISMISSED });
  if (clock) await opened.page.clock.install();
  const w = await visit('/shop/', opened);
  // a loaded machine takes longer than the poll's default second to answer an add
  await addButton(w.page, 1).click();
  await expect.poll(() => quantityInCart(demo.shop, w, 1), { timeout: 10_000 }).toBe(1);
  await addButton(w.page, 2).click();
  await expect.poll(() => quantityInCart(demo.shop, w, 2), { timeout: 10_000 }).toBe(1);
  await visit(path, w);
  return w;
}

describe('mini cart: hydration on intent', () => {
  it('a returning visitor with a cart loads no framework and no mini-cart code until hovering the cart; the store still runs', async () => {
    const w = await withItems();
    const framework = frameworkChunk();
    w.requests.length = 0;
    // no warming at idle, which fetches (not runs) what a tap will need: runtime/warming.test.ts
    await withSaveData(w.page);
    await visit('/terms/', w);
    await networkQuiet(w.context);
    expect(miniChunk(w.requests)).toEqual([]);
    expect(w.requests.filter((url) => url.endsWith(framework))).toEqual([]);
    // the cart store started without React (cart-start): fragments from the cache or a refresh
    expect(w.requests.some((url) => /\/islands\/cart-start-/.test(url))).toBe(true);
    expect(await host(w.page).getAttribute('data-island-state')).toBe('pending');
    await host(w.page).hover();
    await w.page.locator('[data-island="mini-cart"][data-island-state="mounted"]').waitFor();
    expect(miniChunk(w.requests)).toHaveLength(1);
    await panel(w.page).waitFor({ state: 'visible' });
    expect(w.errors).toEqual([]);
  });

  it('a press on the toggle before hydration is not lost: it opens the panel once mounted', CONTRACT, async () => {
    const w = await withItems();
    await w.context.route(/\/islands\/mini-cart-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await toggle(w.page).focus();
    await w.page.keyboard.press('Enter');
    expect(await host(w.page).getAttribute('data-island-state')).not.toBe('mounted');
    await panel(w.page).waitFor({ state: 'visible' });
    expect(await toggle(w.page).getAttribute('aria-expanded')).toBe('true');
    expect(w.page.url()).toContain('/terms/');
  });

  it('an add wakes it: it opens when the add completes, even when that was before it mounted', CONTRACT, async () => {
    const w = await visit('/shop/');
    await w.context.route(/\/islands\/mini-cart-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500)); // the add's reply comes first
      await route.continue();
    });
    expect(miniChunk(w.requests)).toEqual([]);
    await w.page.mouse.move(5, 700);
    await addButton(w.page, 3).click();
    await expect.poll(() => quantityInCart(demo.shop, w, 3)).toBe(1);
    expect(await host(w.page).getAttribute('data-island-state')).not.toBe('mounted');
    await panel(w.page).waitFor({ state: 'visible' });
    expect(await lines(w.page).count()).toBe(1);
  });
});

describe('mini cart: auto-close', () => {
  // The page's clock is Playwright's (installed before the page loads, running at the real pace):
  // the seconds the panel must stay open or close within pass at once with runFor, timers firing in order.
  async function withClock(path: string) {
    const w = await demo.open({ cookies: BANNER_DISMISSED });
    await w.page.clock.install();
    return visit(path, w);
  }

  it.each(['dropdown', 'off-canvas'])('%s: closes 5 s after an add unless hovered', async (mode) => {
    const w = await withClock(`/shop/?mini_cart=${mode}`);
    await w.page.mouse.move(5, 700);
    await addButton(w.page, 2).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await w.page.clock.runFor(4000);
    expect(await panel(w.page).isVisible()).toBe(true);
    await w.page.clock.runFor(3000);
    await panel(w.page).waitFor({ state: 'hidden', timeout: 3000 });
    // hovered: it stays
    await addButton(w.page, 2).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await panel(w.page).hover();
    await w.page.clock.runFor(5600);
    expect(await panel(w.page).isVisible()).toBe(true);
  });

  it('the mini cart opens after an add and closes by itself after 5 s', async () => {
    const w = await withClock('/shop/');
    await w.page.mouse.move(5, 700);
    await addButton(w.page, 2).focus();
    await w.page.keyboard.press('Enter');
    await panel(w.page).waitFor({ state: 'visible' });
    expect(await w.page.locator('.si-mini-cart__toggle').getAttribute('aria-expanded')).toBe('true');
    await w.page.clock.runFor(4000);
    expect(await panel(w.page).isVisible()).toBe(true);
    await w.page.clock.runFor(3000);
    await panel(w.page).waitFor({ state: 'hidden', timeout: 3000 });
    expect(await w.page.locator('.si-toast').count()).toBe(0);
  });

  it('stays open while the visitor points at it', async () => {
    const w = await withClock('/shop/');
    await addButton(w.page, 2).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await w.page.locator('.header-cart-link').hover();
    await w.page.clock.runFor(5600);
    expect(await panel(w.page).isVisible()).toBe(true);
  });

  it('off-canvas opened by a press stays open after an add', async () => {
    const w = await withItems('/shop/?mini_cart=off-canvas', true);
    await toggle(w.page).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await w.page.evaluate(() => (document.querySelector('a.add_to_cart_button[data-product_id="4"]') as HTMLElement).click());
    await expect.poll(() => lines(w.page).count()).toBe(3);
    await w.page.clock.runFor(5600);
    expect(await panel(w.page).isVisible()).toBe(true);
  });
});

describe('mini cart: the cart widget', () => {
  const widget = (page: Page) => page.locator('#cart-widget');

  it('is hidden with the items cookie absent or 0 (CSS, from the first paint) and shown while adding', async () => {
    const w = await visit('/shop/?cart_widget=1');
    expect(await widget(w.page).isHidden()).toBe(true);
    await demo.setCookies(w, ['woocommerce_items_in_cart=0']);
    await visit('/shop/?cart_widget=1', w);
    expect(await widget(w.page).isHidden()).toBe(true);
    await w.context.route(/wc-ajax=add_to_cart/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await addButton(w.page, 1).click();
    await widget(w.page).waitFor({ state: 'visible' });
    expect(await w.page.locator('a.add_to_cart_button.loading').count()).toBe(1);
    await w.page.locator('a.add_to_cart_button.added').first().waitFor();
    await visit('/shop/?cart_widget=1', w);
    expect(await widget(w.page).isVisible()).toBe(true);
  });

  it('shows its list where it is printed (no toggle, no panel) and removes there', CONTRACT, async () => {
    const w = await withItems('/terms/?cart_widget=1');
    const widgetLines = widget(w.page).locator('.widget_shopping_cart_content li');
    expect(await widgetLines.count()).toBe(2);
    expect(await widgetLines.first().isVisible()).toBe(true);
    expect(await widget(w.page).locator('button, .si-mini-cart__panel').count()).toBe(0);
    await widgetLines.first().locator('a.remove_from_cart_button').click();
    await expect.poll(() => widgetLines.count(), { timeout: 10_000 }).toBe(1);
    expect(new URL(w.page.url()).pathname).toBe('/terms/');
    expect(await quantityInCart(demo.shop, w, 1)).toBe(0);
    expect(w.errors).toEqual([]);
  });
});

describe('mini cart: a remove before the framework', () => {
  it('a remove pressed while the island’s code is held back is busy at once, leaves before the code, and the item is gone once answered', async () => {
    const w = await withItems('/terms/?cart_widget=1');
    const widgetLines = w.page.locator('#cart-widget .widget_shopping_cart_content li');
    const file = chunkHolding(/widgets\/mini-cart\/index\.tsx$/);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let chunkAt = 0;
    await w.context.route(`**/${file}`, async (route) => {
      await released;
      chunkAt = Date.now();
      await route.continue();
    });
    let removeAt = 0;
    const removes: string[] = [];
    w.page.on('request', (request) => {
      if (!request.url().includes('wc-ajax=remove_from_cart')) return;
      removes.push(request.url());
      removeAt ||= Date.now();
    });
    // the loader's busy state, from code already on the page (read from the pressed link: the answer may replace the list soon)
    const feedback = await clickAndReadFeedback(widgetLines.first().locator('a.remove_from_cart_button'));
    expect(feedback.busy).toBe('true');
    expect(feedback.className).toContain('loading');
    // the remove left from the plain cart store and its fragments show, while the island's chunk is held back
    await expect.poll(() => widgetLines.count(), { timeout: 10_000 }).toBe(1);
    expect(await quantityInCart(demo.shop, w, 1)).toBe(0);
    expect(removeAt).toBeGreaterThan(0);
    expect(chunkAt).toBe(0);
    const widgetHost = w.page.locator('#cart-widget [data-island="mini-cart"]');
    expect(await widgetHost.getAttribute('data-island-state')).not.toBe('mounted');
    release();
    await w.page.locator('#cart-widget [data-island="mini-cart"][data-island-state="mounted"]').waitFor();
    await w.page.waitForTimeout(300);
    expect(removes).toHaveLength(1);
    expect(await widgetLines.count()).toBe(1);
    expect(await quantityInCart(demo.shop, w, 2)).toBe(1);
    expect(new URL(w.page.url()).pathname).toBe('/terms/');
    expect(await w.page.locator('#cart-widget .si-mini-cart__message').textContent()).toBe('');
    expect(w.errors).toEqual([]);
  });
});

describe('mini cart: fragments and failures', () => {
  it('fragments replacing the list while it is open keep remove and quantity working', CONTRACT, async () => {
    const w = await withItems();
    await toggle(w.page).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await w.page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true })));
    await networkQuiet(w.context);
    expect(await panel(w.page).isVisible()).toBe(true);
    const input = lines(w.page).first().locator('input.qty');
    await input.fill('3');
    await input.dispatchEvent('change');
    await expect.poll(() => quantityInCart(demo.shop, w, 1)).toBe(3);
    await lines(w.page).nth(1).locator('a.remove_from_cart_button').click();
    await expect.poll(() => lines(w.page).count()).toBe(1);
    expect(await panel(w.page).isVisible()).toBe(true);
    expect(w.errors).toEqual([]);
  });

  it.each([
    ['500', 'flatsome_ajax_cart_item_alter_quantity:500'],
    ['offline', 'offline'],
  ])('a quantity change failing with %s keeps the cart as the server has it, with a message', async (_name, fault) => {
    const w = await withItems();
    await toggle(w.page).click();
    await panel(w.page).waitFor({ state: 'visible' });
    // the island's own answer (its code failing offline is the next test's)
    await w.page.locator('[data-island="mini-cart"][data-island-state="mounted"]').waitFor();
    const input = lines(w.page).first().locator('input.qty');
    if (fault === 'offline') await w.context.setOffline(true);
    else await demo.setCookies(w, [`demo-fault=${fault}`]);
    await input.fill('4');
    await input.dispatchEvent('change');
    await w.page.locator('.si-mini-cart__message').filter({ hasText: /\S/ }).waitFor();
    await w.context.setOffline(false);
    expect(await quantityInCart(demo.shop, w, 1)).toBe(1);
    expect(await lines(w.page).count()).toBe(2);
  });

  it('a quantity change made offline before the island’s code arrived, which then cannot: the field shows the cart’s quantity, and why', async () => {
    const w = await withItems();
    let letChunkFail!: () => void;
    const chunkFails = new Promise<void>((resolve) => (letChunkFail = resolve));
    await w.context.route(/\/islands\/mini-cart-[A-Z0-9]+\.js/, async (route) => {
      await chunkFails;
      await route.abort('internetdisconnected');
    });
    const earlyModule = w.page.waitForResponse(/\/islands\/mini-cart-early-/);
    await toggle(w.page).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await earlyModule;
    const input = lines(w.page).first().locator('input.qty');
    await w.context.setOffline(true);
    await input.fill('4');
    await input.dispatchEvent('change');
    await expect.poll(() => input.getAttribute('aria-busy')).toBeNull();
    letChunkFail();
    const unsaved = w.page.locator('.si-mini-cart__unsaved');
    await unsaved.waitFor();
    expect(await unsaved.textContent()).toMatch(/nicht geändert/);
    expect(await input.inputValue()).toBe('1');
    expect(await host(w.page).getAttribute('data-island-state')).toBe('error');
    await w.context.unrouteAll();
    await w.context.setOffline(false);
    await unsaved.waitFor({ state: 'detached' });
    expect(await quantityInCart(demo.shop, w, 1)).toBe(1);
    // back online the host waits for its moment again: the next intent mounts it, and the change can be made
    await input.click();
    await w.page.locator('[data-island="mini-cart"][data-island-state="mounted"]').waitFor();
    await input.fill('3');
    await input.dispatchEvent('change');
    await expect.poll(() => quantityInCart(demo.shop, w, 1)).toBe(3);
  });

  it('a remove failing on the checkout (500) keeps the form and the cart, with a message', async () => {
    const w = await withItems('/checkout/');
    await demo.setCookies(w, ['demo-fault=remove_from_cart:500']);
    await toggle(w.page).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await lines(w.page).first().locator('a.remove_from_cart_button').click();
    await w.page.locator('.si-mini-cart__message').filter({ hasText: 'nicht entfernt' }).waitFor();
    expect(new URL(w.page.url()).pathname).toBe('/checkout/');
    expect(await quantityInCart(demo.shop, w, 1)).toBe(1);
    expect(await lines(w.page).count()).toBe(2);
  });
});

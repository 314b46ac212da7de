/**
 * Cart journeys: adds from the shop loop, then the mini cart and the cart page working on that cart,
 * a second tab that follows it, the mini cart's changes and a further add queued one mutation at a
 * time, and page views that make no ajax request for a visitor without a cart.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartMutationCount, cartMutationOverlaps } from '../../../demo/cart';
import * as cart from '../support/cart';
import { CONTRACT, islandsSettled, useShop, withConfig, type Watched } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit, serverQuantity } = shopper(demo);
const { addButton, panel } = cart;

const ajaxCalls = (w: Watched) => w.requests.filter((url) => /admin-ajax\.php|wc-ajax=|\/wp-json\//.test(url));
const sessionOf = async (w: Watched) =>
  (await w.context.cookies()).find((cookie) => cookie.name === 'wp_woocommerce_session_demo')?.value ?? '';

describe('mini cart and cart page', () => {
  /** Two items added from the shop loop, the mini cart opened by the first add. */
  async function withItems() {
    const w = await visit('/shop/');
    await addButton(w.page, 1).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await addButton(w.page, 2).click();
    await expect.poll(() => w.page.locator('.widget_shopping_cart_content li').count()).toBe(2);
    return w;
  }

  /** Click the toggle: it opens the panel, or pins it open when an add or hovering opened it. */
  async function openPanel(page: Page) {
    await page.locator('.si-mini-cart__toggle').click();
    await panel(page).waitFor({ state: 'visible' });
    expect(await page.locator('.si-mini-cart__toggle').getAttribute('aria-expanded')).toBe('true');
  }

  it('removes an item and changes a quantity from the mini cart', CONTRACT, async () => {
    const w = await withItems();
    await openPanel(w.page);
    const input = w.page.locator('.widget_shopping_cart_content li').first().locator('input.qty');
    await input.fill('3');
    await input.dispatchEvent('change');
    await expect.poll(() => serverQuantity(w, 1)).toBe(3);
    await w.page.locator('.widget_shopping_cart_content a.remove_from_cart_button').nth(1).click();
    await expect.poll(() => w.page.locator('.widget_shopping_cart_content li').count()).toBe(1);
    expect(await serverQuantity(w, 2)).toBe(0);
  });

  it('an invalid quantity shows the browser’s report and sends nothing; a failing change explains itself', async () => {
    const w = await withItems();
    await openPanel(w.page);
    const input = w.page.locator('.widget_shopping_cart_content li').first().locator('input.qty');
    const before = ajaxCalls(w).length;
    await input.fill('150');
    await input.dispatchEvent('change');
    await w.page.waitForTimeout(300);
    expect(ajaxCalls(w).length).toBe(before);
    expect(await input.evaluate((element) => (element as HTMLInputElement).validity.valid)).toBe(false);
    await demo.setCookies(w, ['demo-fault=flatsome_ajax_cart_item_alter_quantity:500']);
    await input.fill('4');
    await input.dispatchEvent('change');
    await w.page.locator('.si-mini-cart__message').filter({ hasText: 'Beim Shop ist ein Fehler aufgetreten' }).waitFor();
    expect(await serverQuantity(w, 1)).toBe(1);
  });

  it('a failing remove follows the link, which still removes the item', async () => {
    const w = await withItems();
    await demo.setCookies(w, ['demo-fault=remove_from_cart:500']);
    await openPanel(w.page);
    await Promise.all([
      w.page.waitForURL('**/cart/'),
      w.page.locator('.widget_shopping_cart_content a.remove_from_cart_button').first().click(),
    ]);
    expect(await serverQuantity(w, 1)).toBe(0);
    expect(await serverQuantity(w, 2)).toBe(1);
  });

  it('a second tab sees the new cart', async () => {
    const w = await visit('/shop/');
    const second = await w.context.newPage();
    await second.goto(`${demo.shop.url}/`);
    await islandsSettled(second);
    expect(await second.locator('span.cart-count').textContent()).toBe('0');
    await addButton(w.page, 8).click();
    await expect.poll(() => second.locator('span.cart-count').textContent(), { timeout: 10_000 }).toBe('1');
  });

  it('the cart page changes quantities and removes through the store', CONTRACT, async () => {
    const w = await withItems();
    await w.page.goto(`${demo.shop.url}/cart/`);
    await islandsSettled(w.page);
    const row = w.page.locator('tr.cart_item').first();
    await row.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect.poll(() => serverQuantity(w, 1)).toBe(2);
    await expect.poll(() => w.page.locator('tr.cart_item').first().locator('input.qty').inputValue()).toBe('2');
    await w.page.locator('tr.cart_item a.remove').nth(1).click();
    await expect.poll(() => w.page.locator('tr.cart_item').count()).toBe(1);
    await expect.poll(() => w.page.locator('span.cart-count').textContent()).toBe('2');
    expect(w.errors).toEqual([]);
  });

  it('the off-canvas mini cart is a dialog: focus moves in, Escape closes and returns focus', CONTRACT, async () => {
    const w = await visit('/shop/?mini_cart=off-canvas');
    await addButton(w.page, 1).click();
    await panel(w.page).waitFor({ state: 'visible' });
    expect(await panel(w.page).getAttribute('role')).toBe('dialog');
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.closest('.si-mini-cart__panel') !== null)).toBe(true);
    await w.page.keyboard.press('Escape');
    await panel(w.page).waitFor({ state: 'hidden' });
  });
});

describe('requests', () => {
  /** One page of every type the demo has. */
  const EVERY_PAGE_TYPE = [
    '/',
    '/shop/',
    '/product/espresso-nordlicht/',
    '/cart/',
    '/checkout/',
    '/my-account/',
    '/blog/die-perfekte-crema/',
    '/blog/',
    '/stores/',
    '/terms/',
  ];

  it('a visitor who never added anything makes no ajax request on page views', async () => {
    const w = await visit('/');
    for (const path of EVERY_PAGE_TYPE) {
      await w.page.goto(demo.shop.url + path);
      await islandsSettled(w.page);
    }
    await w.page.waitForTimeout(300);
    expect(ajaxCalls(w)).toEqual([]);
  });

  it('a returning visitor whose cart was emptied makes no ajax request on page views', async () => {
    const w = await visit('/shop/');
    await addButton(w.page, 1).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await w.page.locator('.widget_shopping_cart_content a.remove_from_cart_button').first().click();
    await expect.poll(() => w.page.locator('.widget_shopping_cart_content li').count()).toBe(0);
    expect(await serverQuantity(w, 1)).toBe(0);
    const names = (await w.context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain('wp_woocommerce_session_demo');
    expect(names).not.toContain('woocommerce_items_in_cart');
    const before = ajaxCalls(w).length;
    for (const path of EVERY_PAGE_TYPE) {
      await w.page.goto(demo.shop.url + path);
      await islandsSettled(w.page);
    }
    await w.page.waitForTimeout(300);
    expect(ajaxCalls(w).slice(before)).toEqual([]);
  });
});

describe('one cart mutation at a time', () => {
  // the shared cart steps (support/cart.ts), not the ones of 'mini cart and cart page' above
  const { miniLines, openPanel, withItems } = cart;

  it('five fast plus clicks under slow-800 and an add behind them: quantity 6, the add kept, zero overlaps', async () => {
    // a client time-out shorter than the server's work: it must not release the queue
    const w = await visit('/shop/', (watched) => withConfig(watched, { requestTimeoutMs: 500 }));
    await withItems(w, [1]);
    await demo.setCookies(w, ['demo-fault=flatsome_ajax_cart_item_alter_quantity:slow-800']);
    await openPanel(w.page);
    await w.page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __cartMessages: string[] }).__cartMessages = []);
      const message = document.querySelector('.si-mini-cart__message')!;
      new MutationObserver(() => seen.push(message.textContent ?? '')).observe(message, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const plus = miniLines(w.page).first().getByRole('button', { name: 'Menge erhöhen' });
    for (let click = 0; click < 5; click++) await plus.click({ delay: 0 });
    expect(await miniLines(w.page).first().locator('input.qty').inputValue()).toBe('6');
    await addButton(w.page, 2).dispatchEvent('click');
    await expect.poll(() => serverQuantity(w, 2), { timeout: 15_000 }).toBe(1);
    expect(await serverQuantity(w, 1)).toBe(6);
    const messages = await w.page.evaluate(() => (window as unknown as { __cartMessages: string[] }).__cartMessages);
    expect(messages.some((text) => text.includes('dauert länger'))).toBe(true);
    await expect.poll(() => miniLines(w.page).count()).toBe(2);
    await expect.poll(() => w.page.locator('span.cart-count').textContent()).toBe('7');
    const session = await sessionOf(w);
    expect(cartMutationOverlaps(demo.shop.db, session)).toBe(0);
    // the first add, the first change as sent, the coalesced rest, the second add
    expect(cartMutationCount(demo.shop.db, session)).toBe(4);
  });
});

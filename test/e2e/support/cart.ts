/** The cart as the browser tests reach it: the shop loop's add buttons and the mini cart. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Watched } from './harness';

/** The shop loop's add-to-cart link of a product. */
export const addButton = (page: Page, productId: number) => page.locator(`a.add_to_cart_button[data-product_id="${productId}"]`).first();

/** The mini cart's panel. */
export const panel = (page: Page) => page.locator('.si-mini-cart__panel');

/** The mini cart's lines (in the panel or the cart widget). */
export const miniLines = (page: Page) => page.locator('.widget_shopping_cart_content li');

/** Adds the products from the shop loop one after the other, each once the mini cart lists the one before. */
export async function withItems(w: Watched, productIds: number[]) {
  for (const [index, productId] of productIds.entries()) {
    await addButton(w.page, productId).dispatchEvent('click');
    // the first click also fetches the island's code (it hydrates on intent, issue 18): slower on a busy machine
    await expect.poll(() => miniLines(w.page).count(), { timeout: 15_000 }).toBe(index + 1);
  }
}

/** Opens the mini cart's panel unless it is open already. */
export async function openPanel(page: Page) {
  if (!(await panel(page).isVisible())) await page.locator('.si-mini-cart__toggle').click();
  await panel(page).waitFor({ state: 'visible' });
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, quantityInCart, useShop, type Watched } from './harness';

const demo = useShop();

async function visit(path: string) {
  const watched = await demo.open({ cookies: BANNER_DISMISSED });
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

const serverQuantity = (w: Watched, productId: number) => quantityInCart(demo.shop, w, productId);
const ajaxCalls = (w: Watched) => w.requests.filter((url) => /admin-ajax\.php|wc-ajax=|\/wp-json\//.test(url));
const addButton = (page: Page, productId: number) => page.locator(`a.add_to_cart_button[data-product_id="${productId}"]`).first();
const panel = (page: Page) => page.locator('.si-mini-cart__panel');
/** Click the toggle: it opens the panel, or pins it open when an add or hovering opened it. */
async function openPanel(page: Page) {
  await page.locator('.si-mini-cart__toggle').click();
  await panel(page).waitFor({ state: 'visible' });
  expect(await page.locator('.si-mini-cart__toggle').getAttribute('aria-expanded')).toBe('true');
}

describe('add to cart', () => {
  it('20 rapid clicks give quantity 20 on the server and in the mini cart', CONTRACT, async () => {
    const w = await visit('/shop/');
    const button = addButton(w.page, 1);
    for (let click = 0; click < 20; click++) await button.click({ delay: 0 });
    await w.page.waitForFunction(() => document.querySelectorAll('a.add_to_cart_button.loading').length === 0, null, { timeout: 30_000 });
    expect(await serverQuantity(w, 1)).toBe(20);
    await expect.poll(() => w.page.locator('.widget_shopping_cart_content input.qty').first().inputValue()).toBe('20');
    expect(await w.page.locator('span.cart-count').textContent()).toBe('20');
    expect(await w.page.locator('a.added_to_cart').count()).toBe(1);
    expect(w.errors).toEqual([]);
  });

  it('the mini cart opens after an add and closes by itself after 5 s', async () => {
    const w = await visit('/shop/');
    await w.page.mouse.move(5, 700);
    await addButton(w.page, 2).focus();
    await w.page.keyboard.press('Enter');
    await panel(w.page).waitFor({ state: 'visible' });
    expect(await w.page.locator('.si-mini-cart__toggle').getAttribute('aria-expanded')).toBe('true');
    await w.page.waitForTimeout(4000);
    expect(await panel(w.page).isVisible()).toBe(true);
    await panel(w.page).waitFor({ state: 'hidden', timeout: 3000 });
    expect(await w.page.locator('.si-toast').count()).toBe(0);
  });

  it('stays open while the visitor points at it', async () => {
    const w = await visit('/shop/');
    await addButton(w.page, 2).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await w.page.locator('.header-cart-link').hover();
    await w.page.waitForTimeout(5600);
    expect(await panel(w.page).isVisible()).toBe(true);
  });

  it('a real jQuery listener on added_to_cart receives (fragments, cart_hash, $button)', async () => {
    const w = await visit('/shop/?with-jquery');
    await w.page.evaluate(() => {
      const $ = (
        window as unknown as { jQuery: (target: unknown) => { on: (name: string, handler: (...args: unknown[]) => void) => void } }
      ).jQuery;
      $(document.body).on('added_to_cart', (_event, fragments, hash, $button) => {
        (window as unknown as { __added: unknown }).__added = {
          selectors: Object.keys(fragments as object),
          hash,
          isJQuery: typeof ($button as { jquery?: string }).jquery === 'string',
          productId: ($button as { attr: (name: string) => string }).attr('data-product_id'),
        };
      });
    });
    await addButton(w.page, 3).click();
    await w.page.waitForFunction(() => Boolean((window as unknown as { __added?: unknown }).__added));
    const added = await w.page.evaluate(() => (window as unknown as { __added: unknown }).__added);
    expect(added).toEqual({
      selectors: expect.arrayContaining(['div.widget_shopping_cart_content']),
      hash: expect.stringMatching(/^[a-f0-9]{32}$/),
      isJQuery: true,
      productId: '3',
    });
  });

  it('an error reply with a foreign product_url does not navigate away', async () => {
    const w = await visit('/shop/');
    await w.page.route('**/?wc-ajax=add_to_cart', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: JSON.stringify({ error: true, product_url: 'https://evil.example/phish' }),
      }),
    );
    const before = w.page.url();
    await addButton(w.page, 1).click();
    await w.page.locator('.si-toast--error').waitFor();
    expect(await w.page.locator('.si-toast--error').textContent()).toBe('Das Produkt konnte nicht in den Warenkorb gelegt werden.');
    expect(w.page.url()).toBe(before);
    expect(w.external).toEqual([]);
  });

  it('an out-of-stock error with a same-origin product_url goes to the product page', async () => {
    const w = await visit('/shop/');
    await w.page.route('**/?wc-ajax=add_to_cart', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: JSON.stringify({ error: true, product_url: '/product/roestmeister-set/' }),
      }),
    );
    await Promise.all([w.page.waitForURL('**/product/roestmeister-set/'), addButton(w.page, 1).click()]);
  });

  it('a 500 on add shows a message and keeps the button usable', async () => {
    const w = await visit('/shop/');
    await demo.setCookies(w, ['demo-fault=add_to_cart:500']);
    await addButton(w.page, 4).click();
    await w.page.locator('.si-toast--error').waitFor();
    expect(await addButton(w.page, 4).getAttribute('class')).not.toContain('loading');
    await w.context.clearCookies({ name: 'demo-fault' });
    await addButton(w.page, 4).click();
    await expect.poll(() => serverQuantity(w, 4)).toBe(1);
  });

  it('the single-product form adds the chosen variation and quantity, with plus/minus', CONTRACT, async () => {
    const w = await visit('/product/tasse-gemuetlich/');
    const form = w.page.locator('form.cart');
    await form.getByRole('button', { name: 'In den Warenkorb' }).click();
    expect(await serverQuantity(w, 6)).toBe(0); // the browser asks for the variation first
    await form.locator('select[name="variation_id"]').selectOption({ label: 'Grün – 14,90 €' });
    await form.getByRole('button', { name: 'Menge erhöhen' }).click();
    await form.getByRole('button', { name: 'Menge erhöhen' }).click();
    await form.getByRole('button', { name: 'Menge verringern' }).click();
    expect(await form.locator('input.qty').inputValue()).toBe('2');
    await form.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => serverQuantity(w, 6)).toBe(2);
    await w.page.locator('.si-toast').filter({ hasText: 'Tasse „Gemütlich“' }).waitFor();
  });

  it('the sticky bar appears once the form scrolled out above, and adds from there', async () => {
    const w = await visit('/product/french-press/');
    const bar = w.page.locator('.sticky-add-to-cart');
    // its code loads only once the form has scrolled out above (issue 18): inactive until then
    expect(await bar.getAttribute('class')).not.toContain('is-active');
    await w.page.locator('footer').scrollIntoViewIfNeeded();
    await w.page.locator('[data-island="sticky-add-to-cart"][data-island-state="mounted"]').waitFor({ state: 'attached' });
    await expect.poll(() => bar.getAttribute('class')).toContain('is-active');
    await bar.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => serverQuantity(w, 5)).toBe(1);
    await w.page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('class')).not.toContain('is-active');
  });
});

describe('mini cart and cart page', () => {
  async function withItems() {
    const w = await visit('/shop/');
    await addButton(w.page, 1).click();
    await panel(w.page).waitFor({ state: 'visible' });
    await addButton(w.page, 2).click();
    await expect.poll(() => w.page.locator('.widget_shopping_cart_content li').count()).toBe(2);
    return w;
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
    expect(await w.page.locator('span.cart-count').textContent()).toBe('2');
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

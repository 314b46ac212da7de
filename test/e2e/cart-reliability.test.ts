/**
 * Cart reliability against the demo: one mutation in flight per session (the demo counts
 * overlaps), messages where the shopper acted, a cart page that keeps what is typed, and a checkout
 * form that a failed mini-cart remove does not leave.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartMutationCount, cartMutationOverlaps } from '../../demo/cart';
import { BANNER_DISMISSED, islandsSettled, quantityInCart, useShop, withConfig, type Watched } from './harness';

const demo = useShop();

async function visit(path: string, before?: (watched: Watched) => Promise<void>) {
  const watched = await demo.open({ cookies: BANNER_DISMISSED });
  await before?.(watched);
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

const serverQuantity = (w: Watched, productId: number) => quantityInCart(demo.shop, w, productId);
const sessionOf = async (w: Watched) =>
  (await w.context.cookies()).find((cookie) => cookie.name === 'wp_woocommerce_session_demo')?.value ?? '';
const addButton = (page: Page, productId: number) => page.locator(`a.add_to_cart_button[data-product_id="${productId}"]`).first();
const panel = (page: Page) => page.locator('.si-mini-cart__panel');
const miniLines = (page: Page) => page.locator('.widget_shopping_cart_content li');

async function withItems(w: Watched, productIds: number[]) {
  for (const [index, productId] of productIds.entries()) {
    await addButton(w.page, productId).dispatchEvent('click');
    // the first click also fetches the island's code (it hydrates on intent, issue 18): slower on a busy machine
    await expect.poll(() => miniLines(w.page).count(), { timeout: 15_000 }).toBe(index + 1);
  }
}

async function openPanel(page: Page) {
  if (!(await panel(page).isVisible())) await page.locator('.si-mini-cart__toggle').click();
  await panel(page).waitFor({ state: 'visible' });
}

/** Holds the requests `matches` picks until `release` is called. */
async function hold(page: Page, matches: (route: Route) => boolean) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (!matches(route)) return route.fallback();
    await gate;
    await route.fallback();
  });
  return release;
}

const isCartReread = (route: Route) => route.request().resourceType() === 'fetch' && new URL(route.request().url()).pathname === '/cart/';

describe('one cart mutation at a time', () => {
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

describe('messages where the shopper acted', () => {
  const HOSTILE_NOTICES =
    '<ul class="woocommerce-error" role="alert"><li>Leider nicht vorrätig.<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script></li></ul>';
  const failAdd = (page: Page) =>
    page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.request().postData()?.includes('action=flatsome_ajax_add_to_cart')
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ error: true, notices: HOSTILE_NOTICES, fragments: {}, cart_hash: '' }),
          })
        : route.fallback(),
    );
  const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null);

  it('a failed add on the product page shows its notices right before the form, not in the hidden login popup', async () => {
    const w = await visit('/product/french-press/');
    expect(await w.page.locator('#login-form-popup .woocommerce-notices-wrapper').count()).toBe(1);
    await failAdd(w.page);
    const form = w.page.locator('main form.cart').first();
    await form.getByRole('button', { name: 'In den Warenkorb' }).click();
    const notices = w.page.locator('.si-add-to-cart__notices');
    await notices.getByText('Leider nicht vorrätig.').waitFor();
    expect(await notices.isVisible()).toBe(true);
    expect(await form.evaluate((element) => element.previousElementSibling?.classList.contains('si-add-to-cart__notices'))).toBe(true);
    expect(await w.page.locator('#login-form-popup .woocommerce-notices-wrapper').innerHTML()).toBe('');
    expect(await notices.locator('script, [onerror]').count()).toBe(0);
    expect(await pwned(w.page)).toBeNull();
  });

  it('in the quick view the notices stay inside the dialog and the summary stays', async () => {
    const w = await visit('/shop/');
    await failAdd(w.page);
    await w.page.locator('.quick-view[data-prod="1"]').click();
    const dialog = w.page.locator('dialog.si-quick-view-dialog');
    // the product's summary, read once it is in (the dialog opens before its content arrives)
    await dialog.locator('form.cart').waitFor();
    const summaryText = await dialog.locator('.product_title, h1, h2').first().textContent();
    expect(summaryText?.trim()).toBeTruthy();
    await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
    await dialog.locator('.si-add-to-cart__notices').getByText('Leider nicht vorrätig.').waitFor();
    expect(await dialog.locator('.product_title, h1, h2').first().textContent()).toBe(summaryText);
    expect(await dialog.locator('form.cart').count()).toBe(1);
    expect(await w.page.locator('#login-form-popup .woocommerce-notices-wrapper').innerHTML()).toBe('');
    expect(await pwned(w.page)).toBeNull();
  });
});

describe('the cart page keeps what the shopper types', () => {
  async function cartPage() {
    const w = await visit('/shop/');
    await withItems(w, [1, 2]);
    await w.page.goto(`${demo.shop.url}/cart/`);
    await islandsSettled(w.page);
    return w;
  }
  const row = (page: Page, index: number) => page.locator('tr.cart_item').nth(index);

  it('typing into a quantity while an update is slow: the page it answers updates the rest and leaves the typed field alone', async () => {
    const w = await cartPage();
    const subtotal = () => row(w.page, 0).locator('.product-subtotal').textContent();
    const before = await subtotal();
    const release = await hold(w.page, isCartReread);
    const reread = w.page.waitForRequest((request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/cart/');
    await row(w.page, 0).getByRole('button', { name: 'Menge erhöhen' }).click();
    await reread;
    await row(w.page, 1).locator('input.qty').fill('7');
    release();
    await expect.poll(() => w.page.locator('.si-cart-page__status').textContent()).toBe('');
    expect(await serverQuantity(w, 1)).toBe(2);
    expect(await row(w.page, 0).locator('input.qty').inputValue()).toBe('2');
    expect(await subtotal()).not.toBe(before);
    expect(await row(w.page, 1).locator('input.qty').inputValue()).toBe('7');
    expect(await w.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '')).toMatch(
      /^cart\[[a-f0-9]+\]\[qty\]$/,
    );
    expect(
      await row(w.page, 1)
        .locator('input.qty')
        .evaluate((input) => input === document.activeElement),
    ).toBe(true);
    expect(w.errors).toEqual([]);
  });

  it('a 500 on the update shows a message, the page is not reloaded and typed values stay', async () => {
    const w = await cartPage();
    await w.page.route('**/*', (route) =>
      isCartReread(route) ? route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Fehler</h1>' }) : route.fallback(),
    );
    await w.page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await row(w.page, 0).getByRole('button', { name: 'Menge erhöhen' }).click();
    await row(w.page, 1).locator('input.qty').fill('5');
    await w.page.locator('.si-cart-page__status').getByText('konnte nicht aktualisiert werden').waitFor();
    expect(await w.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await row(w.page, 0).locator('input.qty').inputValue()).toBe('2');
    expect(await row(w.page, 1).locator('input.qty').inputValue()).toBe('5');
    expect(await serverQuantity(w, 1)).toBe(1);
  });

  it('hostile HTML in the re-read is defused: no script runs, only quantity hosts stay', async () => {
    const w = await cartPage();
    const hostile = (html: string) =>
      html.replace(
        /(<form class="woocommerce-cart-form"[^>]*>)/,
        '$1<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><div data-island="lazy-scripts" id="smuggled"></div>',
      );
    await w.page.route('**/*', async (route) => {
      if (!isCartReread(route)) return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: hostile(await response.text()) });
    });
    await row(w.page, 0).getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect.poll(() => serverQuantity(w, 1)).toBe(2);
    await expect.poll(() => w.page.locator('.si-cart-page__status').textContent()).toBe('');
    await w.page.waitForTimeout(200);
    expect(await w.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
    expect(await w.page.locator('#smuggled').getAttribute('data-island')).toBeNull();
    expect(await w.page.locator('[data-island="cart-page"] [data-island="quantity"]').count()).toBe(2);
  });
});

describe('mini-cart remove on the checkout page', () => {
  it('a failed remove shows a message and keeps the half-filled form instead of following the link', async () => {
    const w = await visit('/shop/');
    await withItems(w, [1, 2]);
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(w.page);
    await w.page.locator('#billing_first_name').fill('Erika');
    await demo.setCookies(w, ['demo-fault=remove_from_cart:500']);
    await openPanel(w.page);
    await miniLines(w.page).first().locator('a.remove_from_cart_button').click();
    await w.page.locator('.si-mini-cart__message').filter({ hasText: 'nicht entfernt' }).waitFor();
    expect(new URL(w.page.url()).pathname).toBe('/checkout/');
    expect(await w.page.locator('#billing_first_name').inputValue()).toBe('Erika');
    expect(await serverQuantity(w, 1)).toBe(1);
  });
});

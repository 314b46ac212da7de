/**
 * The single product's add-to-cart form on the real WooCommerce, with WooCommerce's own scripts (the
 * form posts, the page comes back with WooCommerce's notice) and with the islands (the form adds by
 * ajax and says so; what no ajax endpoint can carry is posted as WooCommerce does). What must match:
 * what the cart holds, and that the shopper sees a clear confirmation, or WooCommerce's own error.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODES, newShopper, settled, useBrowser, type Mode, type Shopper, type StoreCartItem } from './shopper';

const browser = useBrowser();

async function productPage(mode: Mode, slug: string, cookies: Array<{ name: string; value: string }> = []): Promise<Shopper> {
  const shopper = await newShopper(browser(), mode);
  if (cookies.length > 0) await shopper.context.addCookies(cookies.map((cookie) => ({ ...cookie, url: shopper.site.url })));
  await shopper.page.goto(shopper.url(`/product/${slug}/`));
  await settled(shopper.page);
  return shopper;
}

const form = (page: Page) => page.locator('form.cart').first();
const addButton = (page: Page) => form(page).locator('button.single_add_to_cart_button');

/** WooCommerce's notice after a posted add ("… has been added to your cart.") or the islands' message. */
const CONFIRMATION = /(has|have) been added to your cart|wurde Ihrem Warenkorb hinzugefügt/;
const VIEW_CART = /^\s*(View cart|Warenkorb anzeigen)\s*$/;

/**
 * Presses the add button and waits until this add is done: its request answered (the form's post,
 * or the ajax add), the page that follows loaded (a posted form, a refused ajax add going to the
 * product page), the control no longer loading. Then it tells what the shopper sees: WooCommerce's
 * error notice, or the confirmation. The cart is read only after: a Store API read while an add is
 * still being saved may write the session back as it found it.
 */
async function pressAdd(shopper: Shopper): Promise<'added' | 'refused'> {
  const { page } = shopper;
  const nextLoad = page.waitForEvent('load', { timeout: 20_000 }).then(
    () => true,
    () => false,
  );
  const reply = page.waitForResponse(
    (response) => {
      const request = response.request();
      return (
        request.method() === 'POST' && (request.resourceType() === 'document' || /wc-ajax=add_to_cart|admin-ajax\.php/.test(request.url()))
      );
    },
    { timeout: 20_000 },
  );
  await addButton(page).click();
  const response = await reply;
  const refusedByAjax = response.request().resourceType() !== 'document' && (await response.json().catch(() => null))?.error === true;
  if (response.request().resourceType() === 'document' || refusedByAjax) expect(await nextLoad).toBe(true);
  await settled(page);
  await expect.poll(() => addButton(page).getAttribute('class')).not.toMatch(/\bloading\b/);
  const error = page.locator('.woocommerce-error').first();
  // the islands show the answer at once and their message once the island's code is in
  await error.or(page.getByText(CONFIRMATION).first()).first().waitFor({ timeout: 10_000 });
  if (await error.isVisible()) return 'refused';
  expect(await page.getByText(CONFIRMATION).first().isVisible()).toBe(true);
  return 'added';
}

/** The "View cart" link of the confirmation, to the cart page. */
async function expectViewCartLink(shopper: Shopper) {
  const link = shopper.page.getByRole('link', { name: VIEW_CART }).first();
  expect(await link.isVisible()).toBe(true);
  expect(await link.getAttribute('href')).toBe(shopper.url('/cart/'));
}

/**
 * What WooCommerce's add-to-cart-variation.js does on a full choice, done here only while this
 * branch has no island that does it (the variation selection is another island's): the form's
 * `variation_id` set to the variation matching the selects. With WooCommerce's script, or with
 * that island, the field is already filled and nothing is touched.
 */
async function chooseVariation(page: Page) {
  await page.waitForTimeout(300);
  await form(page).evaluate((element) => {
    const field = element.querySelector<HTMLInputElement>('input[name="variation_id"]')!;
    if (!['', '0'].includes(field.value)) return;
    const chosen = Object.fromEntries(
      [...element.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')].map((select) => [select.name, select.value]),
    );
    const variations = JSON.parse(element.getAttribute('data-product_variations') ?? '[]') as Array<{
      variation_id: number;
      attributes: Record<string, string>;
    }>;
    const match = variations.find((variation) =>
      Object.entries(variation.attributes).every(([name, value]) => value === '' || chosen[name] === value),
    );
    if (match) field.value = String(match.variation_id);
  });
}

const itemData = (item: StoreCartItem | undefined) =>
  Object.fromEntries((item?.item_data ?? []).map((data) => [data.key ?? data.name ?? '', data.value]));

describe.each(MODES)('single-product form (%s)', (mode) => {
  it('adds exactly the quantity chosen, once, and says so with a "view cart" link', async () => {
    const shopper = await productPage(mode, 'espressobohnen');
    const { page, site } = shopper;
    const adds: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        (request.resourceType() === 'document' || /wc-ajax=add_to_cart|admin-ajax\.php/.test(request.url()))
      )
        adds.push(request.url());
    });
    await form(page).locator('input.qty').fill('2');
    expect(await pressAdd(shopper)).toBe('added');
    expect(adds).toHaveLength(1);
    expect(await page.getByText(CONFIRMATION).first().textContent()).toContain('Espressobohnen');
    await expectViewCartLink(shopper);
    const cart = await shopper.cart();
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([[site.products.simple, 2]]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a product sold individually: the second add is refused with WooCommerce’s words, the cart holds one', async () => {
    const shopper = await productPage(mode, 'geschenkgutschein');
    const { page, site } = shopper;
    expect(await pressAdd(shopper)).toBe('added');
    expect(await shopper.quantityOf(site.products.soldIndividually)).toBe(1);
    expect(await pressAdd(shopper)).toBe('refused');
    expect(await page.locator('.woocommerce-error').first().textContent()).toMatch(
      /You cannot add another .Geschenkgutschein. to your cart\./,
    );
    expect(page.url()).toBe(shopper.url('/product/geschenkgutschein/'));
    expect(await shopper.quantityOf(site.products.soldIndividually)).toBe(1);
    await shopper.context.close();
  });

  it('an add-on plugin’s fields (a repeated name, a text) all reach WooCommerce with the add', async () => {
    const shopper = await productPage(mode, 'espressobohnen', [{ name: 'test_addons', value: 'names' }]);
    const { page, site } = shopper;
    await form(page).getByLabel('Geschenkpapier').check();
    await form(page).getByLabel('Schleife').check();
    await form(page).getByLabel('Gravur').fill('Für Oma');
    expect(await pressAdd(shopper)).toBe('added');
    const cart = await shopper.cart();
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([[site.products.simple, 1]]);
    expect(itemData(cart.items[0])).toEqual({ Extras: 'geschenkpapier,schleife', Gravur: 'Für Oma' });
    await shopper.context.close();
  });

  it('a form with a file field: the file and every other field reach WooCommerce, the page says it was added', async () => {
    const shopper = await productPage(mode, 'espressobohnen', [{ name: 'test_addons', value: 'file' }]);
    const { page, site } = shopper;
    await form(page).getByLabel('Karte').check();
    await form(page)
      .getByLabel('Motiv')
      .setInputFiles({ name: 'motiv.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await form(page).locator('input.qty').fill('3');
    expect(await pressAdd(shopper)).toBe('added');
    await expectViewCartLink(shopper);
    const cart = await shopper.cart();
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([[site.products.simple, 3]]);
    expect(itemData(cart.items[0])).toEqual({ Extras: 'karte', Motiv: 'motiv.png (16 B)' });
    await shopper.context.close();
  });

  it('a variable product: the chosen variation in the quantity chosen', async () => {
    const shopper = await productPage(mode, 'hoodie');
    const { page } = shopper;
    await form(page).locator('select[name="attribute_pa_groesse"]').selectOption('m');
    await form(page).locator('select[name="attribute_pa_farbe"]').selectOption('blau');
    await chooseVariation(page);
    await expect.poll(() => addButton(page).getAttribute('class')).not.toMatch(/\bdisabled\b/);
    await form(page).locator('input.qty').fill('2');
    expect(await pressAdd(shopper)).toBe('added');
    const cart = await shopper.cart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
    expect(cart.items[0]!.variation.map((attribute) => attribute.value)).toEqual(['M', 'Blau']);
    await shopper.context.close();
  });

  it('a variable product with no full choice adds nothing', async () => {
    const shopper = await productPage(mode, 'hoodie');
    const { page } = shopper;
    page.on('dialog', (dialog) => void dialog.dismiss());
    await form(page).locator('select[name="attribute_pa_groesse"]').selectOption('m');
    await addButton(page).click();
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('load');
    await settled(page);
    expect((await shopper.cart()).items).toEqual([]);
    await shopper.context.close();
  });
});

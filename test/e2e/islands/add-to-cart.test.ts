/**
 * Add to cart from the shop loop and the product form: on intent, the add leaves at the press from
 * code already on the page (add-to-cart.js's events and fragments), the island's code only for what
 * that cannot answer; failures, foreign replies, and the notices where the shopper acted.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addButton } from '../support/cart';
import { chunk, holdChunk, loaded } from '../support/chunks';
import {
  CONTRACT,
  BANNER_DISMISSED,
  chunkHolding,
  DIST_DIR,
  frameworkChunk,
  islandsSettled,
  useShop,
  type Watched,
} from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit, serverQuantity } = shopper(demo);

/** The add's at-press code: a self-contained module of its own, outside the islands' metafile. */
const atOnceFile = () => {
  const file = readdirSync(join(DIST_DIR, 'islands')).find((name) => /^add-to-cart-at-once-[A-Z0-9]{8}\.js$/.test(name));
  if (!file) throw new Error(`no add-to-cart-at-once module in ${DIST_DIR}/islands`);
  return file;
};
/**
 * Waits until the at-press code has arrived and run: it is fetched as the page shows an add, and a
 * press before that leaves from the early module instead (tested on its own below).
 */
async function atOnceArrived(w: Watched) {
  await w.page.waitForFunction(
    (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/${file}`)),
    atOnceFile(),
  );
  await w.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const addCalls = (w: Watched) => w.requests.filter((url) => /wc-ajax=add_to_cart|admin-ajax\.php/.test(url));

/** Holds back the answer to the add (the request has left; the server's reply waits) until the returned function is called. */
async function holdAddReply(w: Watched, url = /wc-ajax=add_to_cart/) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await w.context.route(url, async (route) => {
    const reply = await route.fetch();
    await released;
    await route.fulfill({ response: reply });
  });
  return release;
}

describe('add to cart on intent', () => {
  it('a shop page loads no framework until the visitor reaches for a button', async () => {
    const w = await visit('/shop/');
    await w.page.waitForTimeout(300);
    expect(loaded(w, frameworkChunk())).toBe(false);
  });

  it(
    'a tap shows loading at once, and its add leaves and is answered as add-to-cart.js answers it, with neither the island’s code nor the framework: once',
    CONTRACT,
    async () => {
      const w = await visit('/shop/');
      const releaseReply = await holdAddReply(w);
      const button = w.page.locator('a.add_to_cart_button[data-product_id="1"]').first();
      await button.click();
      // the loader's busy state, from code already on the page, while the add is out
      expect(await button.getAttribute('class')).toContain('loading');
      expect(await button.getAttribute('aria-busy')).toBe('true');
      releaseReply();
      await expect.poll(() => serverQuantity(w, 1)).toBe(1);
      expect(w.page.url()).toContain('/shop/'); // the link was not followed
      // added, with the "View cart" link after the button, and the cart's fragments
      await w.page.locator('a.add_to_cart_button[data-product_id="1"] + a.added_to_cart').first().waitFor();
      await expect.poll(() => w.page.locator('span.cart-count').first().textContent()).toBe('1');
      expect(await button.getAttribute('class')).toContain('added');
      expect(await button.getAttribute('aria-busy')).toBeNull();
      await w.page.waitForTimeout(300);
      expect(addCalls(w)).toHaveLength(1);
      expect(await w.page.locator('a.added_to_cart').count()).toBe(1);
      // the island's code is for what the early module cannot answer (earlyFirst)
      expect(loaded(w, chunkHolding(/widgets\/add-to-cart\/index\.tsx$/))).toBe(false);
      // the header cart's start module neither: the cart store this add started heard the add itself
      expect(chunk(w.requests, 'cart-start')).toEqual([]);
      expect(w.errors).toEqual([]);
    },
  );

  it('a press the early module leaves (a failed add, to say why) loads the island, which shows it', async () => {
    const w = await visit('/shop/', ['demo-fault=add_to_cart:500']);
    const button = w.page.locator('a.add_to_cart_button[data-product_id="1"]').first();
    await button.click();
    await w.page.locator('.si-toast--error').waitFor();
    await expect
      .poll(() => button.evaluate((link) => link.closest('[data-island-state]')?.getAttribute('data-island-state')))
      .toBe('mounted');
    expect(await button.getAttribute('aria-busy')).toBeNull();
    expect(await button.getAttribute('class')).not.toContain('added');
    expect(addCalls(w)).toHaveLength(1);
    expect(w.errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
  });

  it('a loop add leaves at the press, before even its early module has arrived; once it has, the add shows as added, once', async () => {
    const w = await visit('/shop/');
    const releaseEarly = await holdChunk(w, /widgets\/add-to-cart\/early\.ts$/);
    await atOnceArrived(w);
    const releaseReply = await holdAddReply(w);
    const button = w.page.locator('a.add_to_cart_button[data-product_id="1"]').first();
    const addSent = w.page.waitForRequest((request) => request.url().includes('wc-ajax=add_to_cart'));
    await button.click();
    // out with the link's data while no module of the island's has arrived
    expect((await addSent).postData()).toContain('product_id=1');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    // answered: shown as add-to-cart.js shows it, still without any module of the island's
    releaseReply();
    await w.page.locator('a.add_to_cart_button[data-product_id="1"] + a.added_to_cart').first().waitFor();
    expect(await button.getAttribute('class')).toContain('added');
    expect(await button.getAttribute('aria-busy')).toBeNull();
    releaseEarly();
    await expect.poll(() => w.page.locator('span.cart-count').first().textContent()).toBe('1');
    await w.page.waitForTimeout(300);
    expect(loaded(w, chunkHolding(/widgets\/add-to-cart\/index\.tsx$/))).toBe(false);
    expect(addCalls(w)).toHaveLength(1);
    expect(await serverQuantity(w, 1)).toBe(1);
    expect(await w.page.locator('a.added_to_cart').count()).toBe(1);
    expect(w.errors).toEqual([]);
  });

  it('a press before the at-press code has arrived shows busy at once and leaves from the early module, once', async () => {
    const w = await demo.open({ cookies: [...BANNER_DISMISSED] });
    // fetched as soon as the page shows an add: held from before the page loads
    const releaseAtOnce = await holdChunk(w, atOnceFile());
    await w.page.goto(demo.shop.url + '/shop/');
    await islandsSettled(w.page);
    const button = w.page.locator('a.add_to_cart_button[data-product_id="1"]').first();
    const addSent = w.page.waitForRequest((request) => request.url().includes('wc-ajax=add_to_cart'));
    await button.click();
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect((await addSent).postData()).toContain('product_id=1');
    await w.page.locator('a.add_to_cart_button[data-product_id="1"] + a.added_to_cart').first().waitFor();
    releaseAtOnce();
    await w.page.waitForTimeout(300);
    expect(addCalls(w)).toHaveLength(1);
    expect(await serverQuantity(w, 1)).toBe(1);
    expect(loaded(w, chunkHolding(/widgets\/add-to-cart\/index\.tsx$/))).toBe(false);
    expect(w.errors).toEqual([]);
  });

  it('the at-press code is fetched only by a page that shows an add', async () => {
    const atOnce = atOnceFile();
    const shop = await visit('/shop/');
    expect(loaded(shop, atOnce)).toBe(true);
    const account = await visit('/my-account/');
    await account.page.waitForTimeout(300);
    expect(loaded(account, atOnce)).toBe(false);
  });

  it(
    'a simple product’s add leaves at the press, before any module of the island’s; its answer shows on the button, the add happens once',
    CONTRACT,
    async () => {
      const w = await visit('/product/french-press/');
      const releaseEarly = await holdChunk(w, /widgets\/add-to-cart\/early\.ts$/);
      await atOnceArrived(w);
      const releaseReply = await holdAddReply(w, /wc-ajax=add_to_cart|admin-ajax\.php/);
      const button = w.page.locator('form.cart .single_add_to_cart_button');
      // the demo runs Flatsome's stand-in: its form add is admin-ajax flatsome_ajax_add_to_cart
      const addSent = w.page.waitForRequest((request) => /wc-ajax=add_to_cart|admin-ajax\.php/.test(request.url()));
      await button.click();
      const sent = new URLSearchParams((await addSent).postData() ?? '');
      expect(sent.get('action')).toBe('flatsome_ajax_add_to_cart');
      expect(sent.get('product_id')).toBe('5');
      expect(sent.has('add-to-cart')).toBe(false);
      expect(await button.getAttribute('class')).toContain('loading');
      expect(await button.getAttribute('aria-busy')).toBe('true');
      releaseReply();
      await w.page.locator('form.cart .single_add_to_cart_button.added + a.added_to_cart').waitFor();
      expect(await button.getAttribute('aria-busy')).toBeNull();
      releaseEarly();
      await expect.poll(() => w.page.locator('span.cart-count').first().textContent()).toBe('1');
      // then its message (WooCommerce's own page says it in a notice), from the early module: the
      // island's code is not fetched for it (the demo's product page has other islands that bring React)
      await w.page.locator('.si-toast').filter({ hasText: 'French Press' }).waitFor();
      await w.page.waitForTimeout(300);
      expect(loaded(w, chunkHolding(/widgets\/add-to-cart\/index\.tsx$/))).toBe(false);
      expect(addCalls(w)).toHaveLength(1);
      expect(await serverQuantity(w, 5)).toBe(1);
      expect(await w.page.locator('a.added_to_cart').count()).toBe(1);
      expect(w.errors).toEqual([]);
    },
  );
});

describe('a site without Flatsome’s single-product ajax add (admin-ajax answers 0)', () => {
  it('a simple product’s form adds through wc-ajax add_to_cart, on the page', async () => {
    const w = await visit('/product/french-press/', ['demo-fault=flatsome_ajax_add_to_cart:zero']);
    const form = w.page.locator('form.cart');
    await form.locator('input.qty').fill('2');
    await form.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => serverQuantity(w, 5)).toBe(2);
    await w.page.locator('form.cart .single_add_to_cart_button.added + a.added_to_cart').waitFor();
    expect(w.page.url()).toContain('/product/french-press/');
    expect(w.requests.filter((url) => url.includes('wc-ajax=add_to_cart'))).toHaveLength(1);
    expect(await w.page.locator('.woocommerce-error').count()).toBe(0);
  });

  it('a variable product’s form is posted as without JavaScript, and adds the variation', async () => {
    const w = await visit('/product/tasse-gemuetlich/', ['demo-fault=flatsome_ajax_add_to_cart:zero']);
    const form = w.page.locator('form.cart');
    await form.locator('select[name="variation_id"]').selectOption({ label: 'Grün – 14,90 €' });
    await Promise.all([w.page.waitForURL(/added=/), form.getByRole('button', { name: 'In den Warenkorb' }).click()]);
    expect(await serverQuantity(w, 6)).toBe(1);
  });
});

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

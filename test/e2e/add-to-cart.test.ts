/** Add to cart, quantity and the sticky bar as intent-hydrated React islands (issue 18). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT,
  BANNER_DISMISSED,
  chunkHolding,
  DIST_DIR,
  frameworkChunk,
  islandsSettled,
  quantityInCart,
  useShop,
  type Watched,
} from './harness';

const demo = useShop();

async function visit(path: string, cookies: string[] = []) {
  const watched = await demo.open({ cookies: [...BANNER_DISMISSED, ...cookies] });
  await watched.page.goto(demo.shop.url + path);
  await islandsSettled(watched.page);
  return watched;
}

const serverQuantity = (w: Watched, productId: number) => quantityInCart(demo.shop, w, productId);
const loaded = (w: Watched, file: string) => w.requests.some((url) => url.endsWith(`/${file}`));
/** The add's at-press code: a self-contained module of its own, outside the islands' metafile. */
const atOnceFile = () => {
  const file = readdirSync(join(DIST_DIR, 'islands')).find((name) => /^add-to-cart-at-once-[A-Z0-9]{8}\.js$/.test(name));
  if (!file) throw new Error(`no add-to-cart-at-once module in ${DIST_DIR}/islands`);
  return file;
};
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

/** Holds back the chunk with `source` (or the file named so) until the returned function is called. */
async function holdChunk(w: Watched, source: RegExp | string) {
  const file = typeof source === 'string' ? source : chunkHolding(source);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await w.context.route(`**/${file}`, async (route) => {
    await released;
    await route.continue();
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
      // then the island comes for its message (WooCommerce's own page says it in a notice)
      await w.page.locator('.si-toast').filter({ hasText: 'French Press' }).waitFor();
      await w.page.waitForTimeout(300);
      expect(addCalls(w)).toHaveLength(1);
      expect(await serverQuantity(w, 5)).toBe(1);
      expect(await w.page.locator('a.added_to_cart').count()).toBe(1);
      expect(w.errors).toEqual([]);
    },
  );

  it('a quantity plus pressed before its code arrived still counts once', async () => {
    const w = await visit('/product/french-press/');
    const release = await holdChunk(w, /widgets\/quantity\/index\.tsx$/);
    const form = w.page.locator('form.cart');
    await form.locator('input.plus').click();
    release();
    await expect.poll(() => form.locator('input.qty').inputValue()).toBe('2');
    await w.page.waitForTimeout(300);
    expect(await form.locator('input.qty').inputValue()).toBe('2');
  });
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

describe('sticky add-to-cart bar', () => {
  it('a visitor who does not scroll loads no framework; after scrolling past the form the bar adds', CONTRACT, async () => {
    const w = await visit('/product/french-press/');
    await w.page.waitForTimeout(300);
    expect(loaded(w, frameworkChunk())).toBe(false);
    expect(await w.page.locator('[data-island="sticky-add-to-cart"]').getAttribute('data-island-state')).not.toBe('mounted');
    await w.page.locator('footer').scrollIntoViewIfNeeded();
    const bar = w.page.locator('.sticky-add-to-cart');
    await expect.poll(() => bar.getAttribute('class')).toContain('is-active');
    await bar.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect.poll(() => serverQuantity(w, 5)).toBe(1);
    // the form's own island was woken to send it: the page stayed, nothing was posted
    expect(w.page.url()).toContain('/product/french-press/');
    await w.page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('class')).not.toContain('is-active');
    expect(w.errors).toEqual([]);
  });
});

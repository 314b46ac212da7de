/**
 * wc-add-to-cart on the real WooCommerce: the shop loop's ajax buttons, with WooCommerce's own script
 * and with the islands.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addAsAPluginWithItsButton,
  MODES,
  newShopper,
  PLUGIN_ADDED_MESSAGE,
  PLUGIN_BUTTON,
  readyForLoopTaps,
  settled,
  useBrowser,
  type Mode,
  type Shopper,
} from './shopper';

const browser = useBrowser();

/** Answered wc-ajax add_to_cart calls, counted as the page receives them. */
function countAdds(page: Page): () => number {
  let answered = 0;
  page.on('requestfinished', (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) answered++;
  });
  return () => answered;
}

async function shopPage(mode: Mode, cookies: Array<{ name: string; value: string }> = []): Promise<Shopper> {
  const shopper = await newShopper(browser(), mode);
  if (cookies.length > 0) await shopper.context.addCookies(cookies.map((cookie) => ({ ...cookie, url: shopper.site.url })));
  await shopper.page.goto(shopper.url('/shop/'));
  await readyForLoopTaps(shopper.page, mode);
  return shopper;
}

const loopButton = (shopper: Shopper, id: number) => shopper.page.locator(`a.add_to_cart_button[data-product_id="${id}"]`);

describe.each(MODES)('loop add to cart (%s)', (mode) => {
  it('adds once per tap: loading, then added with a "view cart" link; the cart holds it', async () => {
    const shopper = await shopPage(mode);
    const { page, site } = shopper;
    const button = loopButton(shopper, site.products.simple);
    await button.click();
    await page.locator('a.added_to_cart').first().waitFor();
    await expect.poll(() => button.getAttribute('class')).toMatch(/\badded\b/);
    expect(await button.getAttribute('class')).not.toMatch(/\bloading\b/);
    expect(await page.locator('a.added_to_cart').first().getAttribute('href')).toBe(shopper.url('/cart/'));
    // WooCommerce's own text for it, in the shop's language
    const viewCart = await page.evaluate(
      () => (window as { wc_add_to_cart_params?: { i18n_view_cart?: string } }).wc_add_to_cart_params?.i18n_view_cart,
    );
    expect(viewCart).toBeTruthy();
    expect((await page.locator('a.added_to_cart').first().innerText()).trim()).toBe(viewCart);
    expect(await shopper.quantityOf(site.products.simple)).toBe(1);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('shows the button as loading while the add is on its way', async () => {
    const shopper = await shopPage(mode);
    const { page, site } = shopper;
    // the add's reply is held until the loading state has been seen
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/wc-ajax=add_to_cart/, async (route) => {
      await held;
      await route.continue();
    });
    const button = loopButton(shopper, site.products.simple);
    await button.click();
    await expect.poll(() => button.getAttribute('class'), { timeout: 10_000 }).toMatch(/\bloading\b/);
    release();
    await page.locator('a.added_to_cart').first().waitFor();
    expect(await button.getAttribute('class')).toMatch(/\badded\b/);
    expect(await button.getAttribute('class')).not.toMatch(/\bloading\b/);
    await shopper.context.close();
  });

  it('three rapid taps add three, each once', async () => {
    const shopper = await shopPage(mode);
    const { page, site } = shopper;
    const answered = countAdds(page);
    const button = loopButton(shopper, site.products.sale);
    await button.click();
    await button.click();
    await button.click();
    // the cart is read once every add is answered: a Store API read while an add is still being
    // saved may write the session back as it found it (and lose that add)
    await expect.poll(answered, { timeout: 15_000 }).toBe(3);
    await page.waitForTimeout(500);
    expect(answered()).toBe(3);
    expect(await shopper.quantityOf(site.products.sale)).toBe(3);
    expect(page.url()).toBe(shopper.url('/shop/'));
    await shopper.context.close();
  });

  it('an out-of-stock product’s "Read more" goes to the product page', async () => {
    const shopper = await shopPage(mode);
    const { page, site } = shopper;
    const link = page.locator(`a[data-product_id="${site.products.outOfStock}"]`);
    expect((await link.textContent())?.trim()).toBe('Read more');
    expect(await link.getAttribute('class')).not.toMatch(/\bajax_add_to_cart\b/);
    await Promise.all([page.waitForURL(shopper.url('/product/poster/')), link.click()]);
    expect(await page.locator('h1.product_title').textContent()).toBe('Poster');
    expect(await shopper.quantityOf(site.products.outOfStock)).toBe(0);
    await shopper.context.close();
  });

  it('a loop link a theme took data-product_id off is followed by the browser, as add-to-cart.js leaves it: WooCommerce adds from the address', async () => {
    const shopper = await shopPage(mode, [{ name: 'test_loop_link_without_id', value: '1' }]);
    const { page, site } = shopper;
    const link = page.locator(`a.ajax_add_to_cart[href*="add-to-cart=${site.products.simple}"]`);
    expect(await link.getAttribute('data-product_id')).toBeNull();
    await Promise.all([page.waitForURL(/add-to-cart=/), link.click()]);
    await settled(page);
    expect(await shopper.quantityOf(site.products.simple)).toBe(1);
    await page.locator('.woocommerce-message').waitFor();
    await shopper.context.close();
  });

  it('a refused add (sold individually, added before) goes to the product page, where WooCommerce says why', async () => {
    const shopper = await shopPage(mode);
    const { page, site } = shopper;
    const button = loopButton(shopper, site.products.soldIndividually);
    await button.click();
    await page.locator('a.added_to_cart').first().waitFor();
    expect(await button.getAttribute('class')).toMatch(/\badded\b/);
    expect(await shopper.quantityOf(site.products.soldIndividually)).toBe(1);
    await Promise.all([page.waitForURL(shopper.url('/product/geschenkgutschein/')), button.click()]);
    await settled(page);
    const error = page.locator('.woocommerce-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/You cannot add another .Geschenkgutschein. to your cart\./);
    expect(await shopper.quantityOf(site.products.soldIndividually)).toBe(1);
    await shopper.context.close();
  });

  it('fires adding_to_cart, added_to_cart and wc_cart_button_updated (after every add) on document.body, seen through jQuery, with WooCommerce’s arguments', async () => {
    const shopper = await shopPage(mode, [{ name: 'test_jquery', value: '1' }]);
    const { page, site } = shopper;
    await page.evaluate(() => {
      type Handler = (event: { type: string }, ...args: unknown[]) => void;
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(names: string, handler: Handler): void } }).jQuery;
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      $(document.body).on('adding_to_cart added_to_cart wc_cart_button_updated', (event, ...args) => {
        const element = (value: unknown) => (value as { jquery?: string; get(i: number): Element })?.jquery !== undefined;
        seen.push({
          type: event.type,
          // adding_to_cart: [$button, data]; added_to_cart: [fragments, cart_hash, $button]
          button: args.filter(element).map((value) => (value as { get(i: number): Element }).get(0).getAttribute('data-product_id')),
          data: event.type === 'adding_to_cart' ? (args[1] as { product_id?: unknown }).product_id : undefined,
          fragments: event.type === 'added_to_cart' ? Object.keys(args[0] as object).length > 0 : undefined,
          hash: event.type === 'added_to_cart' ? typeof args[1] : undefined,
        });
      });
    });
    const seen = async (type: string) =>
      ((await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)) as Array<{ type: string }>).filter(
        (event) => event.type === type,
      );
    const id = String(site.products.simple);
    const adding = { type: 'adding_to_cart', button: [id], data: id, fragments: undefined, hash: undefined };
    const added = { type: 'added_to_cart', button: [id], data: undefined, fragments: true, hash: 'string' };
    const updated = { type: 'wc_cart_button_updated', button: [id], data: undefined, fragments: undefined, hash: undefined };
    // which of added_to_cart and wc_cart_button_updated a listener hears first depends on when it was
    // bound (add-to-cart.js says the second from its own added_to_cart handler): each is compared alone
    for (const times of [1, 2]) {
      await loopButton(shopper, site.products.simple).click();
      await page.locator('a.added_to_cart').first().waitFor();
      // with the islands the button is shown added at the reply (wc_cart_button_updated), and
      // added_to_cart follows once the cart store has taken the reply: each is waited for
      await expect.poll(() => seen('wc_cart_button_updated')).toEqual(Array(times).fill(updated));
      await expect.poll(() => seen('added_to_cart')).toEqual(Array(times).fill(added));
      expect(await seen('adding_to_cart')).toEqual(Array(times).fill(adding));
    }
    expect(await page.locator('a.added_to_cart').count()).toBe(1);
    await shopper.context.close();
  });

  it('sends what other scripts put in the add: the button’s jQuery .data() values under its data-* attributes, and what an adding_to_cart handler changed', async () => {
    const shopper = await shopPage(mode, [{ name: 'test_jquery', value: '1' }]);
    const { page, site } = shopper;
    const id = site.products.simple;
    await page.evaluate((id) => {
      type Handler = (event: unknown, button: unknown, data: Record<string, unknown>) => void;
      type JQ = (target: unknown) => { data(key: string, value: unknown): void; on(name: string, handler: Handler): void };
      const $ = (window as unknown as { jQuery: JQ }).jQuery;
      const button = document.querySelector(`a.add_to_cart_button[data-product_id="${id}"]`);
      $(button).data('gift_note', 'Für Oma & Opa'); // no attribute: sent as jQuery holds it
      $(button).data('product_sku', 'FROM-DATA'); // the attribute's value wins
      $(button).data('wrapping', { paper: 'rot', ribbon: true }); // jQuery.param's brackets
      $(document.body).on('adding_to_cart', (_event, _button, data) => {
        data.quantity = 2;
      });
    }, id);
    const request = page.waitForRequest((sent) => sent.url().includes('wc-ajax=add_to_cart'));
    await loopButton(shopper, id).click();
    const sent = new URLSearchParams((await request).postData() ?? '');
    expect(sent.get('product_id')).toBe(String(id));
    expect(sent.get('gift_note')).toBe('Für Oma & Opa');
    expect(sent.get('product_sku')).toBe(await loopButton(shopper, id).getAttribute('data-product_sku'));
    expect([sent.get('wrapping[paper]'), sent.get('wrapping[ribbon]')]).toEqual(['rot', 'true']);
    expect(sent.get('quantity')).toBe('2');
    await page.locator('a.added_to_cart').first().waitFor();
    await expect.poll(() => shopper.quantityOf(id)).toBe(2);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('another plugin’s own add (a wishlist’s button, its own request) that names its button in added_to_cart: the button is answered as add-to-cart.js answers it', async () => {
    const shopper = await shopPage(mode, [{ name: 'test_jquery', value: '1' }]);
    const { page, site } = shopper;
    // the islands' cart store is running once the shopper has added something
    await loopButton(shopper, site.products.simple).click();
    await page.locator('a.added_to_cart').first().waitFor();
    await expect.poll(() => shopper.quantityOf(site.products.simple)).toBe(1);
    const { buttonUpdates } = await addAsAPluginWithItsButton(shopper, site.products.sale);
    const button = page.locator(PLUGIN_BUTTON);
    await expect.poll(() => button.getAttribute('class')).toBe('button wishlist-add added');
    const link = page.locator(`${PLUGIN_BUTTON} + a.added_to_cart`);
    expect([await link.getAttribute('class'), await link.getAttribute('href'), await link.innerText()]).toEqual([
      'added_to_cart wc-forward',
      shopper.url('/cart/'),
      (await page.locator('a.added_to_cart').first().innerText()).trim(),
    ]);
    expect(await buttonUpdates()).toBe(1);
    expect(await page.locator('.widget_shopping_cart_live_region').textContent()).toBe(PLUGIN_ADDED_MESSAGE);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("a listener's refusal (should_send_ajax_request.adding_to_cart) sends nothing and ends as add-to-cart.js ends it; another script's refusal naming its button is answered the same way, before any add and after", async () => {
    const shopper = await shopPage(mode, [{ name: 'test_jquery', value: '1' }]);
    const { page, site } = shopper;
    const adds = countAdds(page);
    await page.evaluate(() => {
      type Handler = (event: { type: string }, ...args: unknown[]) => unknown;
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(names: string, handler: Handler): void } }).jQuery;
      const page = window as unknown as { refuse: boolean; heard: string[] };
      page.refuse = true;
      page.heard = [];
      const named = (value: unknown) => {
        const button = (value as { get?(i: number): Element } | undefined)?.get?.(0);
        return button?.getAttribute('data-product_id') ?? button?.id ?? '?';
      };
      $(document.body).on('should_send_ajax_request.adding_to_cart', () => (page.refuse ? false : undefined));
      $(document.body).on(
        'ajax_request_not_sent.adding_to_cart',
        (event, ...args) => void page.heard.push(`${event.type} ${named(args[2])}`),
      );
      $(document.body).on('wc_cart_button_updated', (event, button) => void page.heard.push(`${event.type} ${named(button)}`));
    });
    // which of the two a listener hears first depends on when it was bound (add-to-cart.js says the
    // update from its own ajax_request_not_sent handler): compared in order of their text
    const heard = async () => (await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).sort();
    const heardOf = async (id: string) => (await heard()).filter((entry) => entry.endsWith(` ${id}`));
    /** Another script's add (a validation plugin's) that a listener refused: its button is loading, the refusal names it. */
    const refuseTheirs = (id: string) =>
      page.evaluate((id) => {
        const theirs = Object.assign(document.createElement('a'), { id, className: 'button validated-add loading', href: '#' });
        document.querySelector('main')!.prepend(theirs);
        const $ = (window as unknown as { jQuery: (target: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery;
        $(document.body).trigger('ajax_request_not_sent.adding_to_cart', [false, false, $(theirs)]);
      }, id);
    // with an empty cart and no add yet (no cart store runs), once the page's add code is bound, as a shopper's press finds it
    await page.waitForFunction(() => {
      const $ = (window as unknown as { jQuery: { _data(element: Element, key: string): Record<string, unknown> | undefined } }).jQuery;
      return Boolean($._data(document.body, 'events')?.ajax_request_not_sent);
    });
    await refuseTheirs('validated-before');
    await expect.poll(() => page.locator('#validated-before').getAttribute('class')).toBe('button validated-add');
    expect(await heardOf('validated-before')).toEqual([
      'ajax_request_not_sent validated-before',
      'wc_cart_button_updated validated-before',
    ]);
    const id = String(site.products.simple);
    const button = loopButton(shopper, site.products.simple);
    await button.click();
    await expect.poll(() => heardOf(id)).toEqual([`ajax_request_not_sent ${id}`, `wc_cart_button_updated ${id}`]);
    expect(await button.getAttribute('class')).not.toMatch(/\bloading\b/);
    // the islands' cart store runs once the shopper has added something
    await page.evaluate(() => void ((window as unknown as { refuse: boolean }).refuse = false));
    await button.click();
    await page.locator('a.added_to_cart').first().waitFor();
    await expect.poll(() => shopper.quantityOf(site.products.simple)).toBe(1);
    await refuseTheirs('validated-after');
    await expect.poll(() => page.locator('#validated-after').getAttribute('class')).toBe('button validated-add');
    expect(await heardOf('validated-after')).toEqual(['ajax_request_not_sent validated-after', 'wc_cart_button_updated validated-after']);
    // each answered once
    expect(await heardOf('validated-before')).toHaveLength(2);
    expect(adds()).toBe(1);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a shop that sends the shopper to the checkout after an add (woocommerce_add_to_cart_redirect): the "View cart" link goes there, and with the redirect on the add goes there', async () => {
    const linked = await shopPage(mode, [{ name: 'test_add_redirect', value: 'link' }]);
    await loopButton(linked, linked.site.products.simple).click();
    await linked.page.locator('a.added_to_cart').first().waitFor();
    expect(await linked.page.locator('a.added_to_cart').first().getAttribute('href')).toBe(linked.url('/checkout/'));
    expect(linked.errors).toEqual([]);
    await linked.context.close();

    const sent = await shopPage(mode, [
      { name: 'test_add_redirect', value: 'go' },
      { name: 'test_jquery', value: '1' },
    ]);
    await sent.page.evaluate(() => {
      type JQ = (target: unknown) => { on(name: string, handler: () => void): void };
      (window as unknown as { jQuery: JQ })
        .jQuery(document.body)
        .on('added_to_cart', () => sessionStorage.setItem('test_added_to_cart', 'fired'));
    });
    await Promise.all([sent.page.waitForURL(sent.url('/checkout/')), loopButton(sent, sent.site.products.simple).click()]);
    expect(await sent.quantityOf(sent.site.products.simple)).toBe(1);
    // add-to-cart.js leaves before it says anything of the add
    expect(await sent.page.evaluate(() => sessionStorage.getItem('test_added_to_cart'))).toBeNull();
    expect(sent.errors).toEqual([]);
    await sent.context.close();
  });
});

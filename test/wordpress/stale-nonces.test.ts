/**
 * Pages cached for days keep working (issue 27, item 5). The test site's `test_stale_nonces=1`
 * cookie renders a page as a full-page cache serves it days later: every nonce printed in it fails
 * (checked here against the real server first). With such pages the islands still add to cart,
 * refresh the checkout, apply a coupon and place an order, update the cart page, remove an item:
 * each refused nonce brings fresh ones from the plugin's endpoint and one more try. And what a cache
 * may keep holds nothing of one visitor's: no nonce of a logged-in user, no cart contents.
 *
 * Not a both-modes journey on purpose: WooCommerce's own scripts fail on such pages (the bug this
 * fixes; one control below shows it), so only the islands are expected to pass.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillBilling } from '../e2e/support/harness';
import { adminCookies, currentSite } from './site';
import { newShopper, ordersOf, settled, useBrowser, type Mode, type Shopper } from './journeys/shopper';

const browser = useBrowser();
const SLOW = { timeout: 15_000 };
const STALE = { name: 'test_stale_nonces', value: '1' };

let emails = 0;
const uniqueEmail = () => `stale-${Date.now()}-${++emails}@example.de`;

/** A visitor whose pages are all stale (as a cache serves them days after rendering). */
async function staleShopper(mode: Mode = 'islands', productIds: number[] = []): Promise<Shopper> {
  const shopper = await newShopper(browser(), mode);
  for (const id of productIds) {
    const added = await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), {
      form: { product_id: String(id), quantity: '1' },
    });
    expect(added.ok()).toBe(true);
  }
  await shopper.context.addCookies([{ ...STALE, url: shopper.site.url }]);
  return shopper;
}

/** A value the page printed: `name="…" value="…"` or `"key":"…"` in a localized global. */
function printed(html: string, name: string): string {
  const field = new RegExp(`name="${name}" value="([0-9a-f]+)"`).exec(html);
  const param = new RegExp(`"${name}":"([0-9a-f]+)"`).exec(html);
  const value = field?.[1] ?? param?.[1];
  if (!value) throw new Error(`the page prints no ${name}`);
  return value;
}

async function freshNonces(request: APIRequestContext): Promise<Record<string, string>> {
  const reply = await request.post(`${currentSite().url}/wp-admin/admin-ajax.php`, { form: { action: 'shop_islands_nonces' } });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as Record<string, string>;
}

/** The order review, once no refresh runs. */
async function reviewText(page: Page): Promise<string> {
  await page.waitForFunction(
    () => !document.querySelector('.woocommerce-checkout-review-order-table.processing, #order_review[aria-busy="true"]'),
  );
  return page.locator('.woocommerce-checkout-review-order-table').innerText();
}

describe('stale pages on the real server (what the islands meet)', () => {
  it('a stale page’s nonces really fail: wc-ajax answers -1 (403), the checkout "unable to process" with refresh; fresh ones pass', async () => {
    const shopper = await staleShopper('islands', [currentSite().products.simple]);
    const { request } = shopper.context;
    const page = await (await request.get(shopper.url('/checkout/'))).text();
    const review = (security: string) =>
      request.post(shopper.url('/?wc-ajax=update_order_review'), { form: { security, payment_method: 'bacs', country: 'DE' } });
    const stale = await review(printed(page, 'update_order_review_nonce'));
    expect(stale.status()).toBe(403);
    expect((await stale.text()).trim()).toBe('-1');
    const coupon = await request.post(shopper.url('/?wc-ajax=apply_coupon'), {
      form: { security: printed(page, 'apply_coupon_nonce'), coupon_code: 'rabatt10' },
    });
    expect((await coupon.text()).trim()).toBe('-1');
    const order = await request.post(shopper.url('/?wc-ajax=checkout'), {
      form: { 'woocommerce-process-checkout-nonce': printed(page, 'woocommerce-process-checkout-nonce'), payment_method: 'bacs' },
    });
    expect(await order.json()).toMatchObject({ result: 'failure', refresh: true, reload: false });
    expect((await order.json()).messages).toMatch(/We were unable to process your order/);

    const fresh = await freshNonces(request);
    expect(fresh.update_order_review_nonce).not.toBe(printed(page, 'update_order_review_nonce'));
    // the plugin's check says which: the order's refusal does not
    const check = async (name: string, nonce: string) =>
      (await (
        await request.post(shopper.url('/wp-admin/admin-ajax.php'), { form: { action: 'shop_islands_verify_nonce', name, nonce } })
      ).json()) as {
        valid: boolean;
      };
    const formNonce = 'woocommerce-process-checkout-nonce';
    expect(await check(formNonce, printed(page, formNonce))).toEqual({ valid: false });
    expect(await check(formNonce, fresh[formNonce]!)).toEqual({ valid: true });
    const passed = await review(fresh.update_order_review_nonce!);
    expect(passed.status()).toBe(200);
    expect(await passed.json()).toHaveProperty('fragments');
    await shopper.context.close();
  });

  it('the cart form’s stale nonce is ignored without a word (the cart page, unchanged, no redirect)', async () => {
    const shopper = await staleShopper('islands', [currentSite().products.simple]);
    const { request } = shopper.context;
    const page = await (await request.get(shopper.url('/cart/'))).text();
    const key = (await shopper.cart()).items[0]!.key;
    const post = await request.post(shopper.url('/cart/'), {
      form: { [`cart[${key}][qty]`]: '4', update_cart: 'Update cart', 'woocommerce-cart-nonce': printed(page, 'woocommerce-cart-nonce') },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(200);
    expect(await shopper.quantityOf(currentSite().products.simple)).toBe(1);
    await shopper.context.close();
  });

  it('Complianz’s consent-area route is open to everyone: a stale X-WP-Nonce makes it 403, none answers', async () => {
    const shopper = await staleShopper();
    const { request } = shopper.context;
    const url = shopper.url('/wp-json/complianz/v1/consent-area/1/any-block');
    const withStale = await request.get(url, { headers: { 'X-WP-Nonce': '0123456789' } });
    expect(withStale.status()).toBe(403);
    expect((await withStale.json()).code).toBe('rest_cookie_invalid_nonce');
    // without one it is answered (here: 404, no such block), never refused for the nonce
    const without = await request.get(url);
    expect(without.status()).not.toBe(403);
    expect(await without.text()).not.toContain('rest_cookie_invalid_nonce');
    await shopper.context.close();
  });
});

describe('the fresh-nonce endpoint', () => {
  it('answers the visitor’s nonces, never cached, never readable from another site', async () => {
    const response = await fetch(`${currentSite().url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'action=shop_islands_nonces',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const nonces = (await response.json()) as Record<string, string>;
    expect(Object.keys(nonces).sort()).toEqual(
      [
        'wp_rest',
        'rmp_public_nonce',
        'update_order_review_nonce',
        'apply_coupon_nonce',
        'remove_coupon_nonce',
        'update_shipping_method_nonce',
        'woocommerce-process-checkout-nonce',
        'woocommerce-cart-nonce',
        'woocommerce-shipping-calculator-nonce',
      ].sort(),
    );
    Object.values(nonces).forEach((nonce) => expect(nonce).toMatch(/^[0-9a-f]{10}$/));
  });

  it('runs as the logged-in user: its REST nonce works for them (a REST route without a nonce would be user 0)', async () => {
    const cookie = await adminCookies();
    const { url } = currentSite();
    const nonces = (await (
      await fetch(`${url}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=shop_islands_nonces',
      })
    ).json()) as Record<string, string>;
    const me = await fetch(`${url}/wp-json/wp/v2/users/me`, { headers: { cookie, 'X-WP-Nonce': nonces.wp_rest! } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: number }).id).toBe(1);
  });
});

describe('what a cache may keep', () => {
  it('a page for a visitor without cookies holds no nonce of a logged-in user and no cart; theirs are marked not cacheable', async () => {
    const { url, products } = currentSite();
    const cookie = await adminCookies();
    const adminNonces = (await (
      await fetch(`${url}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=shop_islands_nonces',
      })
    ).json()) as Record<string, string>;

    const anonymous = await fetch(`${url}/shop/`);
    const html = await anonymous.text();
    expect(anonymous.headers.get('cache-control') ?? '').not.toMatch(/no-store/);
    for (const nonce of Object.values(adminNonces)) expect(html).not.toContain(nonce);
    expect(html).not.toMatch(/"restNonce"/);
    // the Cart widget prints WooCommerce's empty message for everyone without a cart
    expect(html).toMatch(/<div class="widget_shopping_cart_content">\s*<p class="woocommerce-mini-cart__empty-message">/);

    const loggedIn = await fetch(`${url}/shop/`, { headers: { cookie } });
    expect(loggedIn.headers.get('cache-control')).toMatch(/no-store/);
    const loggedInHtml = await loggedIn.text();
    expect(loggedInHtml).not.toMatch(/"restNonce"/);

    // a visitor with a cart: marked not cacheable, and the cart's contents stay out of the HTML (fragments fill them)
    const shopper = await newShopper(browser(), 'islands');
    await shopper.context.request.post(shopper.url('/?wc-ajax=add_to_cart'), {
      form: { product_id: String(products.sale), quantity: '1' },
    });
    const withCart = await shopper.context.request.get(shopper.url('/shop/'));
    // private: no shared cache keeps it; not no-store, which would keep the shopper's pages out of the back/forward cache
    expect(withCart.headers()['cache-control']).toMatch(/private/);
    expect(withCart.headers()['cache-control']).not.toMatch(/no-store/);
    const withCartHtml = await withCart.text();
    expect(withCartHtml).toContain('<div class="widget_shopping_cart_content"></div>');
    expect(withCartHtml).not.toMatch(/woocommerce-mini-cart-item/);
    // and the islands fill the list from the fragments
    await shopper.page.goto(shopper.url('/shop/'));
    await expect.poll(() => shopper.page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').count(), SLOW).toBe(1);
    await shopper.context.close();
  });
});

describe('with pages kept for days by a cache, the islands still work', () => {
  it('add to cart from a stale shop page (no nonce needed)', async () => {
    const shopper = await staleShopper();
    const { page, site } = shopper;
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await page.locator(`a.add_to_cart_button[data-product_id="${site.products.simple}"]`).click();
    await page.locator('a.added_to_cart').first().waitFor();
    expect(await shopper.quantityOf(site.products.simple)).toBe(1);
    await shopper.context.close();
  });

  it('the checkout: the totals refresh, rabatt10 applies, and the order is placed', async () => {
    const shopper = await staleShopper('islands', [currentSite().products.simple]);
    const { page } = shopper;
    const endpoint: number[] = [];
    // the page's ajax in order (what was asked, when it was answered and how), said when the discount does not show
    const ajax: string[] = [];
    const started = Date.now();
    page.on('request', (request) => {
      const call = /wc-ajax=(\w+)/.exec(request.url())?.[1] ?? (request.postData()?.includes('shop_islands_nonces') ? 'nonces' : '');
      if (call) ajax.push(`${Date.now() - started} ms → ${call}`);
    });
    page.on('response', (response) => {
      if (response.url().includes('admin-ajax.php') && response.request().postData()?.includes('shop_islands_nonces'))
        endpoint.push(response.status());
      const call = /wc-ajax=(\w+)/.exec(response.url())?.[1];
      if (call) ajax.push(`${Date.now() - started} ms ← ${call} ${response.status()}`);
    });
    page.on('requestfailed', (request) => ajax.push(`${Date.now() - started} ms ✗ ${request.url()} ${request.failure()?.errorText ?? ''}`));
    await page.goto(shopper.url('/checkout/'));
    await settled(page);
    const stalePrinted = await page.inputValue('input[name="woocommerce-process-checkout-nonce"]');
    const email = uniqueEmail();
    await fillBilling(page, { email, phone: '040 123456' });
    await page.click('a.showcoupon');
    await page.locator('#coupon_code').waitFor({ state: 'visible' });
    await page.fill('#coupon_code', 'rabatt10');
    await page.click('form.checkout_coupon button[name="apply_coupon"]');
    await expect.poll(() => page.locator('.woocommerce-message').first().textContent(), SLOW).toMatch(/Coupon code applied successfully/);
    await page
      .locator('tr.cart-discount')
      .waitFor(SLOW)
      .catch((error: Error) => {
        throw new Error(`${error.message}\nthe page's ajax:\n${ajax.join('\n')}`);
      });
    expect((await shopper.cart()).coupons.map((coupon) => coupon.code)).toEqual(['rabatt10']);
    expect(await reviewText(page)).toMatch(/rabatt10/i);
    // the form's field holds the fresh nonce, for the order and for a native post
    expect(await page.inputValue('input[name="woocommerce-process-checkout-nonce"]')).not.toBe(stalePrinted);

    await page.check('#terms');
    await reviewText(page);
    await page.click('#place_order');
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ coupons: ['rabatt10'] });
    expect(endpoint).toEqual([200]);
    await shopper.context.close();
  });

  it('the order itself, refused for a stale form nonce, goes once more with the fresh one and is placed', async () => {
    const shopper = await staleShopper('islands', [currentSite().products.sale]);
    const { page } = shopper;
    const orders: string[] = [];
    // read through a route: a 'response' listener loses the body once the success redirect navigates away
    await page.route(/[?&]wc-ajax=checkout(&|$)/, async (route) => {
      const response = await route.fetch();
      orders.push(((await response.json()) as { result: string }).result);
      await route.fulfill({ response });
    });
    await page.goto(shopper.url('/checkout/'));
    await settled(page);
    const stalePrinted = await page.inputValue('input[name="woocommerce-process-checkout-nonce"]');
    const email = uniqueEmail();
    await fillBilling(page, { email, phone: '040 123456' });
    await reviewText(page);
    // the totals' refresh fetched fresh nonces into the form; the page (a fragment, a theme) puts the stale one back
    await page.waitForFunction(
      (stale) => document.querySelector<HTMLInputElement>('input[name="woocommerce-process-checkout-nonce"]')!.value !== stale,
      stalePrinted,
    );
    await page.check('#terms');
    // no totals' refresh out or coming: its payment fragment prints the form's nonce field afresh
    await page.waitForTimeout(1500);
    await page.waitForFunction(() => !document.querySelector('.blockUI, .processing, [aria-busy="true"]'));
    await page.evaluate((stale) => {
      document.querySelector<HTMLInputElement>('input[name="woocommerce-process-checkout-nonce"]')!.value = stale;
      document.querySelector<HTMLButtonElement>('#place_order')!.click();
    }, stalePrinted);
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    expect(orders).toEqual(['failure', 'success']);
    expect(await ordersOf(email)).toHaveLength(1);
    await shopper.context.close();
  });

  it('the cart page: a quantity update and a coupon', async () => {
    const { simple, sale } = currentSite().products;
    const shopper = await staleShopper('islands', [simple, sale]);
    const { page } = shopper;
    await page.goto(shopper.url('/cart/'));
    await settled(page);
    await page.locator('.woocommerce-cart-form button[name="update_cart"]:disabled').waitFor();
    const row = (id: number) => page.locator('tr.cart_item').filter({ has: page.locator(`a.remove[data-product_id="${id}"]`) });

    await row(simple).locator('input.qty').fill('3');
    await page.locator('.woocommerce-cart-form button[name="update_cart"]').click();
    await page.locator('.woocommerce-notices-wrapper').getByText('Cart updated.').waitFor(SLOW);
    expect(await shopper.quantityOf(simple)).toBe(3);
    // the cart's re-read after the update has finished (the form is not busy)
    await page.waitForFunction(() => !document.querySelector('.blockUI, .processing, [aria-busy="true"]'));

    await page.fill('#coupon_code', 'rabatt10');
    await page.click('button[name="apply_coupon"]');
    // the Store API is read once the page shows the coupon: a read while the apply is out saves the
    // session too and can undo the change it overlaps (see the cart-page journey)
    await page.locator('.cart_totals tr.cart-discount').waitFor(SLOW);
    await settled(page);
    expect((await shopper.cart()).coupons.map((coupon) => coupon.code)).toEqual(['rabatt10']);
    await shopper.context.close();
  });

  it('the cart page: a removal through its stale link', async () => {
    const { simple, sale } = currentSite().products;
    const shopper = await staleShopper('islands', [simple, sale]);
    const { page } = shopper;
    await page.goto(shopper.url('/cart/'));
    await settled(page);
    await page.locator('.woocommerce-cart-form button[name="update_cart"]:disabled').waitFor();
    await page.locator(`tr.cart_item a.remove[data-product_id="${sale}"]`).click();
    await page.locator('.woocommerce-notices-wrapper').getByText('“Kaffeebecher” removed.').waitFor(SLOW);
    expect(await shopper.quantityOf(sale)).toBe(0);
    expect(await shopper.quantityOf(simple)).toBe(1);
    await shopper.context.close();
  });

  it('control: with WooCommerce’s own scripts the same stale checkout cannot apply the coupon (the bug)', async () => {
    const shopper = await staleShopper('woocommerce', [currentSite().products.simple]);
    const { page } = shopper;
    await page.goto(shopper.url('/checkout/'));
    await page.click('a.showcoupon');
    await page.locator('#coupon_code').waitFor({ state: 'visible' });
    await page.fill('#coupon_code', 'rabatt10');
    const answered = page.waitForResponse((response) => response.url().includes('wc-ajax=apply_coupon'));
    await page.click('form.checkout_coupon button[name="apply_coupon"]');
    expect((await answered).status()).toBe(403);
    expect((await shopper.cart()).coupons).toEqual([]);
    await shopper.context.close();
  });
});

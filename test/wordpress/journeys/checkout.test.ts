/**
 * The classic checkout (`[woocommerce_checkout]`, wc-checkout with country-select and address-i18n)
 * on the real WooCommerce, with WooCommerce's own scripts and with the islands: the login and coupon
 * toggles, coupons, country → state and address formats, ship to a different address, the payment
 * boxes, `update_checkout` from another plugin, the terms error, gateways asked before the order,
 * and one guest order. What the shop holds is read back from its orders and the Store API.
 */
import { requestCloseAtOpen } from '../../e2e/support/close-request';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdIslandChunk } from '../../e2e/support/chunks';
import { fillBilling as fillBillingAs, networkQuiet } from '../../e2e/support/harness';
import { currentSite, wpJson } from '../site';
import { MODES, newShopper, ordersOf, settled, useBrowser, type Mode, type Shopper } from './shopper';

const browser = useBrowser();

let emails = 0;
/** A new e-mail per test (orders are read back by e-mail). */
const uniqueEmail = (mode: Mode) => `checkout-${mode}-${Date.now()}-${++emails}@example.de`;

/** A shopper with `productId` in the cart (added by WooCommerce's link), not yet at the checkout. */
async function withInCart(mode: Mode, productId: number): Promise<Shopper> {
  const shopper = await newShopper(browser(), mode);
  const added = await shopper.context.request.get(shopper.url(`/?add-to-cart=${productId}`));
  expect(added.ok()).toBe(true);
  return shopper;
}

/** A shopper with `productId` in the cart, at the checkout; `jquery`: jQuery on the page (cookie test_jquery). */
async function atCheckout(mode: Mode, productId: number, options: { jquery?: boolean; fees?: boolean } = {}): Promise<Shopper> {
  const shopper = await withInCart(mode, productId);
  if (options.jquery) await shopper.context.addCookies([{ name: 'test_jquery', value: '1', url: shopper.site.url }]);
  // the checkout-fee plugin in miniature (fixtures/mu-plugins/shop-islands-test-fees.php)
  if (options.fees) await shopper.context.addCookies([{ name: 'test_fees', value: '1', url: shopper.site.url }]);
  await shopper.page.goto(shopper.url('/checkout/'));
  await settled(shopper.page);
  // the checkout's page module (the login and coupon toggles, the form's novalidate) is fetched at load, not
  // tracked as an island: the journeys act on what it started (a toggle pressed before it has its own test)
  if (mode === 'islands') await shopper.page.waitForFunction(() => document.querySelector('form.checkout')?.hasAttribute('novalidate'));
  return shopper;
}

/** WooCommerce asks for a phone number by default. */
const fillBilling = (page: Page, email: string) => fillBillingAs(page, { email, phone: '040 123456' });

/**
 * Scrolls `selector` into view. The order review's refresh after the address was typed replaces the
 * payment box (`#place_order` with it) when it answers: an element detached meanwhile is found again.
 */
async function scrollIntoView(page: Page, selector: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.locator(selector).scrollIntoViewIfNeeded({ timeout: 5000 });
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('not attached')) throw error;
      await page.waitForTimeout(200);
    }
  }
}

/** The order review's text once no refresh is running (WooCommerce blocks it, the islands mark it busy). */
async function reviewText(page: Page): Promise<string> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.woocommerce-checkout-review-order-table.processing, #order_review[aria-busy="true"], .blockUI.blockOverlay',
      ),
  );
  return page.locator('.woocommerce-checkout-review-order-table').innerText();
}

/** The site shares two cores with other runs: a refresh may take seconds. */
const SLOW = { timeout: 10_000 };

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

/** Whether the element's top is within the viewport (the error scroll). */
const inViewport = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });

interface OrderAddresses {
  shipping: Record<string, string>;
  billing: Record<string, string>;
}
const addressesOf = (orderId: number) =>
  wpJson<OrderAddresses>(
    `$order = wc_get_order( (int) getenv( 'ORDER' ) );
     echo wp_json_encode( array( 'shipping' => $order->get_address( 'shipping' ), 'billing' => $order->get_address( 'billing' ) ) );`,
    { ORDER: String(orderId) },
  );

describe.each(MODES)('classic checkout (%s)', (mode) => {
  it('prints wc_checkout_params and the address globals; WooCommerce loads country-select with jQuery and selectWoo, the islands none of them', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const loaded = await shopper.page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & { jQuery?: { fn: Record<string, unknown> } };
      return {
        params:
          typeof w.wc_checkout_params === 'object' &&
          typeof (w.wc_checkout_params as Record<string, unknown>).apply_coupon_nonce === 'string',
        jQuery: typeof w.jQuery === 'function',
        selectWoo: typeof w.jQuery?.fn.selectWoo === 'function',
        countrySelect: typeof w.wc_country_select_params === 'object',
        addressI18n: typeof w.wc_address_i18n_params === 'object',
        // country-select.js made the country a selectWoo
        enhanced: document.querySelector('#billing_country')?.classList.contains('select2-hidden-accessible') ?? false,
      };
    });
    const scripts = mode === 'woocommerce';
    expect(loaded).toEqual({
      params: true,
      jQuery: scripts,
      selectWoo: scripts,
      countrySelect: true,
      addressI18n: true,
      enhanced: scripts,
    });
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('"Click here to login" and "Click here to enter your code" show their forms and hide them again', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    expect(await visible(page, 'form.woocommerce-form-login')).toBe(false);
    await page.click('a.showlogin');
    await page.locator('form.woocommerce-form-login').waitFor({ state: 'visible' });
    await page.click('a.showlogin');
    await page.locator('form.woocommerce-form-login').waitFor({ state: 'hidden' });

    expect(await visible(page, 'form.checkout_coupon')).toBe(false);
    await page.click('a.showcoupon');
    await page.locator('form.checkout_coupon').waitFor({ state: 'visible' });
    await expect.poll(() => page.getAttribute('a.showcoupon', 'aria-expanded'), SLOW).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), SLOW).toBe('coupon_code');
    await page.click('a.showcoupon');
    await page.locator('form.checkout_coupon').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getAttribute('a.showcoupon', 'aria-expanded'), SLOW).toBe('false');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it.runIf(mode === 'islands')(
    'a press on "Click here to login" before the page module is there is held (no jump to "#") and shown once it is',
    async () => {
      const shopper = await withInCart(mode, currentSite().products.simple);
      const { page } = shopper;
      const release = await holdIslandChunk(shopper, 'checkout-page');
      const asked = page.waitForRequest(/\/islands\/checkout-page-/);
      await page.goto(shopper.url('/checkout/'));
      await asked;
      await page.click('a.showlogin');
      // not followed: a followed `#` leaves the URL ending in it (an empty hash)
      expect(page.url()).not.toMatch(/#$/);
      expect(await visible(page, 'form.woocommerce-form-login')).toBe(false);
      release();
      await page.locator('form.woocommerce-form-login').waitFor({ state: 'visible' });
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    },
  );

  it('applies rabatt10 (discount row, the shop holds it), says why a wrong code fails, and removes it', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    await page.click('a.showcoupon');
    await page.locator('#coupon_code').waitFor({ state: 'visible' });
    await page.fill('#coupon_code', 'gibtsnicht');
    await page.click('form.checkout_coupon button[name="apply_coupon"]');
    await expect.poll(() => page.locator('.coupon-error-notice').textContent(), SLOW).toMatch(/does not exist/);
    expect(await page.getAttribute('#coupon_code', 'aria-invalid')).toBe('true');
    expect((await shopper.cart()).coupons).toEqual([]);

    await page.fill('#coupon_code', 'rabatt10');
    await page.click('form.checkout_coupon button[name="apply_coupon"]');
    await expect.poll(() => page.locator('.woocommerce-message').first().textContent(), SLOW).toMatch(/Coupon code applied successfully/);
    await page.locator('tr.cart-discount').waitFor();
    expect(await reviewText(page)).toMatch(/rabatt10/i);
    expect((await shopper.cart()).coupons.map((coupon) => coupon.code)).toEqual(['rabatt10']);
    await page.locator('form.checkout_coupon').waitFor({ state: 'hidden' });
    expect(await page.inputValue('#coupon_code')).toBe('');

    await page.click('.woocommerce-remove-coupon');
    await page.locator('tr.cart-discount').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.woocommerce-message').first().textContent(), SLOW).toMatch(/Coupon has been removed/);
    expect((await shopper.cart()).coupons).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("a script's handler bound at jQuery's ready hears the load's state-list changes (country-select.js's first pass) before checkout.js's start, on every load", async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple, { jquery: true });
    const { page } = shopper;
    // the shopper's country has states: the next loads print a state list, which the first pass fills and announces.
    // The reloads must find the country in the session. checkout.js aborts a refresh still out when the next
    // leaves, but the server runs it to its end and saves the session it loaded: the load's refresh (Germany)
    // could end after the change's and put Germany back. So the change comes once the load's is answered, and
    // the change's own answer is waited for (it may leave after the network looked quiet)
    await networkQuiet(shopper.context);
    const countrySaved = page.waitForResponse(
      (response) =>
        response.url().includes('wc-ajax=update_order_review') &&
        new URLSearchParams(response.request().postData() ?? '').get('country') === 'US',
      SLOW,
    );
    await page.selectOption('#billing_country', 'US');
    await countrySaved;
    await expect.poll(() => page.locator('#billing_state').evaluate((element) => element.tagName), SLOW).toBe('SELECT');
    await networkQuiet(shopper.context);
    const changes = () =>
      page.evaluate(() =>
        ((window as { testCheckoutEvents?: string[] }).testCheckoutEvents ?? []).filter((heard) => heard.startsWith('change')),
      );
    // the first load after the change and one from the browser's cache
    for (let load = 0; load < 2; load++) {
      await page.reload();
      await settled(page);
      await expect
        .poll(changes, SLOW)
        .toEqual(['change billing_state', 'change shipping_state', 'change ship-to-different-address-checkbox', 'change createaccount']);
    }
    expect(await page.inputValue('#billing_country')).toBe('US');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("a gateway's script (jQuery) hears at load, before any tap, what checkout.js's start gave it: the method chosen and clicked, then a refresh's click and updated_checkout", async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple, { jquery: true });
    const { page } = shopper;
    const reviews = () =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('wc-ajax=update_order_review')).length,
      );
    const heard = () => page.evaluate(() => (window as { testCheckoutEvents?: string[] }).testCheckoutEvents ?? []);
    await expect.poll(heard, SLOW).toContain('updated_checkout');
    const events = await heard();
    const chosen = `click ${await page.inputValue('input[name="payment_method"]:checked')}`;
    expect(events).toContain('payment_method_selected');
    expect(events).toContain('init_checkout');
    expect(events.indexOf('init_checkout')).toBeLessThan(events.indexOf('updated_checkout'));
    // init_payment_methods: the chosen method clicked at the start, and again as the refresh ends
    expect(events.indexOf(chosen)).toBeGreaterThanOrEqual(0);
    expect(events.indexOf(chosen)).toBeLessThan(events.indexOf('init_checkout'));
    expect(events[events.indexOf('updated_checkout') - 1]).toBe(chosen);
    // init: ship-to-different-address's change (a jQuery trigger) before the method's click, in one refresh with the start's
    expect(events.indexOf('change ship-to-different-address-checkbox')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('change ship-to-different-address-checkbox')).toBeLessThan(events.indexOf(chosen));
    await page.waitForTimeout(500);
    expect(await reviews()).toBe(1);

    // a country with states (a script's change here, the same in both modes): country-select.js announces the refilled list
    await page.evaluate(() => {
      (window as { testCheckoutEvents?: string[] }).testCheckoutEvents = [];
      const $ = (window as unknown as { jQuery: (target: string) => { val(value: string): { trigger(name: string): void } } }).jQuery;
      $('#billing_country').val('US').trigger('change');
    });
    await expect.poll(() => page.locator('#billing_state').evaluate((element) => element.tagName), SLOW).toBe('SELECT');
    expect(await heard()).toContain('change billing_state');

    if (mode === 'islands') {
      // a shopper's own choice (the browser runs the microtasks between a change's listeners): the country's
      // refresh and the refilled state list's change (which asks too once the address is complete) make one
      // refresh, as checkout.js's 5 ms wait makes them
      await page.fill('#billing_address_1', 'Am Sandtorkai 1');
      await page.fill('#billing_city', 'Hamburg');
      await page.fill('#billing_postcode', '20457');
      // on to the country (the postcode's change as it loses the focus refreshes too)
      await page.focus('#billing_country');
      await page.waitForTimeout(1_500);
      const before = await reviews();
      await page.evaluate(() => ((window as { testCheckoutEvents?: string[] }).testCheckoutEvents = []));
      // up from the United States: Austria (no states), then Germany (a state list, hidden by its locale)
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => page.inputValue('#billing_country'), SLOW).toBe('AT');
      await expect.poll(reviews, SLOW).toBe(before + 1);
      await page.waitForTimeout(500);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => page.inputValue('#billing_country'), SLOW).toBe('DE');
      await expect.poll(reviews, SLOW).toBe(before + 2);
      await page.waitForTimeout(500);
      expect(await reviews()).toBe(before + 2);
      expect(await page.locator('#billing_state').evaluate((element) => element.tagName)).toBe('SELECT');
      expect(await heard()).toContain('change billing_state');
    }
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("a failed order: a field plugin's jQuery handler hears every field's validate, before checkout_error (checkout.js's submit_error)", async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple, { jquery: true });
    const { page } = shopper;
    const heard = () => page.evaluate(() => (window as { testCheckoutEvents?: string[] }).testCheckoutEvents ?? []);
    await expect.poll(heard, SLOW).toContain('updated_checkout');
    await page.evaluate(() => ((window as { testCheckoutEvents?: string[] }).testCheckoutEvents = []));
    await page.click('#place_order');
    await expect.poll(heard, SLOW).toContain('checkout_error');
    const events = await heard();
    for (const id of ['billing_first_name', 'billing_email', 'billing_country'])
      expect(events.indexOf(`validate ${id}`), id).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('validate billing_first_name')).toBeLessThan(events.indexOf('checkout_error'));
    expect(await page.locator('#billing_first_name_field.woocommerce-invalid').count()).toBe(1);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('the country decides the state field, the address labels and the shipping methods', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    await page.fill('#billing_postcode', '20457');
    expect(await reviewText(page)).toMatch(/Versand/);
    expect(await reviewText(page)).toMatch(/Abholung im Laden/);

    if (mode === 'woocommerce') {
      // as a shopper chooses it: in selectWoo's list (which tells the select through jQuery only)
      await page.click('#billing_country_field .select2-selection');
      await page.fill('.select2-container--open .select2-search__field', 'United States (US)');
      await page.keyboard.press('Enter');
    } else {
      // the islands keep the browser's own select (selectWoo and jQuery are not loaded)
      expect(await page.locator('.select2-container').count()).toBe(0);
      expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined');
      await page.selectOption('#billing_country', 'US');
    }
    expect(await page.inputValue('#billing_country')).toBe('US');
    await expect.poll(() => page.locator('#billing_state').evaluate((element) => element.tagName), SLOW).toBe('SELECT');
    expect(await page.locator('#billing_state option[value="CA"]').count()).toBe(1);
    await expect.poll(() => page.locator('label[for="billing_postcode"]').innerText(), SLOW).toMatch(/ZIP Code/);
    await expect.poll(() => page.locator('label[for="billing_state"]').innerText(), SLOW).toMatch(/State/);
    await expect.poll(() => reviewText(page), SLOW).toMatch(/Versand international/);
    expect(await reviewText(page)).not.toMatch(/Abholung im Laden/);

    await page.selectOption('#billing_state', 'CA');

    await page.selectOption('#billing_country', 'AT');
    await expect.poll(() => visible(page, '#billing_state_field'), SLOW).toBe(false);
    await expect.poll(() => page.locator('label[for="billing_postcode"]').innerText(), SLOW).not.toMatch(/ZIP Code/);
    expect(await page.locator('#billing_state').getAttribute('type')).toBe('hidden');
    // Austria's postcode comes before its city
    expect(await page.locator('#billing_postcode_field ~ #billing_city_field').count()).toBe(1);

    await page.selectOption('#billing_country', 'DE');
    await expect.poll(() => reviewText(page), SLOW).toMatch(/Abholung im Laden/);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("an order to the United States carries the state chosen from the list the country brought, and WooCommerce's checks pass", async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    await page.selectOption('#billing_country', 'US');
    await page.locator('#billing_state option[value="CA"]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.selectOption('#billing_state', 'CA');
    await page.fill('#billing_postcode', '90001');
    await page.fill('#billing_city', 'Los Angeles');
    await expect.poll(() => reviewText(page), SLOW).toMatch(/Versand international/);
    await page.check('#terms');
    await scrollIntoView(page, '#place_order');
    await page.click('#place_order');
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    const [order] = await ordersOf(email);
    expect((await addressesOf(order!.id)).billing).toMatchObject({ country: 'US', state: 'CA', postcode: '90001', city: 'Los Angeles' });
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("a plugin's PHP notice printed before the order's answer: the order placed leads to its thank-you page, once", async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page, context, site } = shopper;
    await context.addCookies([{ name: 'test_php_notice', value: '1', url: site.url }]);
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    await page.check('#terms');
    await reviewText(page);
    await scrollIntoView(page, '#place_order');
    await page.click('#place_order');
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    expect(await ordersOf(email)).toHaveLength(1);
    await context.close();
  });

  it("another plugin's field marked update_totals_on_change refreshes the totals: its fee comes and goes with the tick", async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple, { fees: true });
    const { page } = shopper;
    expect(await reviewText(page)).not.toMatch(/Geschenkverpackung/);
    await page.check('#gift_wrap');
    await expect.poll(() => reviewText(page), SLOW).toMatch(/Geschenkverpackung/);
    await page.uncheck('#gift_wrap');
    await expect.poll(() => reviewText(page), SLOW).not.toMatch(/Geschenkverpackung/);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a half-typed address sends no refresh until its street, postcode and city are filled; then the totals refresh', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    // the shopper types once the page's own first refresh (WooCommerce's checkout.js sends one as it starts) has answered
    await reviewText(page);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=update_order_review')) refreshes.push(request.url());
    });
    await page.locator('#billing_postcode').pressSequentially('20457', { delay: 30 });
    await page.locator('#billing_address_1').focus();
    await page.waitForTimeout(1800);
    expect(refreshes).toEqual([]);
    await page.locator('#billing_address_1').pressSequentially('Am Sandtorkai 1', { delay: 10 });
    await page.locator('#billing_city').focus();
    await page.waitForTimeout(1800);
    expect(refreshes).toEqual([]);
    await page.locator('#billing_city').pressSequentially('Hamburg', { delay: 30 });
    // if none comes, what the fields held and where the keys went says why
    const fields = () =>
      page.evaluate(() => ({
        focused: document.activeElement?.id ?? document.activeElement?.tagName,
        values: ['billing_country', 'billing_postcode', 'billing_address_1', 'billing_city', 'billing_state'].map(
          (id) => `${id}=${(document.getElementById(id) as HTMLInputElement | null)?.value ?? '(none)'}`,
        ),
      }));
    try {
      await expect.poll(() => refreshes.length, SLOW).toBeGreaterThan(0);
    } catch (error) {
      throw new Error(`${String(error)}; the fields then: ${JSON.stringify(await fields())}`, { cause: error });
    }
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('shows the payment box of the method chosen, hides the others', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    expect(await visible(page, '.payment_box.payment_method_bacs')).toBe(true);
    expect(await visible(page, '.payment_box.payment_method_cod')).toBe(false);
    await page.click('label[for="payment_method_cod"]');
    await expect.poll(() => visible(page, '.payment_box.payment_method_cod'), SLOW).toBe(true);
    await expect.poll(() => visible(page, '.payment_box.payment_method_bacs'), SLOW).toBe(false);
    expect(await page.locator('.payment_box.payment_method_cod').innerText()).toMatch(/Sie zahlen bei Lieferung/);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("another plugin's update_checkout refreshes the order review", async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple, { jquery: true });
    const { page } = shopper;
    expect(await reviewText(page)).not.toMatch(/Kaffeebecher/);
    // the page's own refresh at load (checkout.js's update_order_review) done first: WooCommerce saves
    // the session at the end of each request, so one still out would write the old cart back over the change
    await networkQuiet(shopper.context);
    // the plugin changed the cart on the server (same visitor) and asks the checkout to show it
    const added = await shopper.context.request.get(shopper.url(`/?add-to-cart=${currentSite().products.sale}`));
    expect(added.ok()).toBe(true);
    await page.evaluate(() =>
      (window as unknown as { jQuery: (target: unknown) => { trigger(name: string): void } })
        .jQuery(document.body)
        .trigger('update_checkout'),
    );
    await expect.poll(() => reviewText(page), { timeout: 15_000 }).toMatch(/Kaffeebecher/);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('without the terms accepted: WooCommerce says so, scrolled into view, and nothing is ordered', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    await scrollIntoView(page, '#place_order');
    expect(await inViewport(page, 'form.checkout')).toBe(true);
    await page.click('#place_order');
    await expect
      .poll(() => page.locator('.woocommerce-NoticeGroup-checkout').first().textContent(), { timeout: 15_000 })
      .toMatch(/read and accept the terms and conditions/);
    await expect.poll(() => inViewport(page, '.woocommerce-NoticeGroup-checkout'), SLOW).toBe(true);
    // the error links to its field and stands under it too
    expect(await page.locator('.woocommerce-NoticeGroup-checkout a[href="#terms"]').count()).toBe(1);
    expect(await page.locator('#terms_description.checkout-inline-error-message').textContent()).toMatch(/accept the terms/);
    expect(await page.getAttribute('#terms', 'aria-invalid')).toBe('true');
    // and the fields were checked: the terms' row marked, the e-mail's passed
    expect(
      await page.evaluate(() => document.getElementById('terms')!.closest('.form-row')!.classList.contains('woocommerce-invalid')),
    ).toBe(true);
    expect(await page.evaluate(() => document.getElementById('billing_email_field')!.classList.contains('woocommerce-validated'))).toBe(
      true,
    );
    expect(page.url()).toBe(shopper.url('/checkout/'));
    expect(await ordersOf(email)).toEqual([]);
    await shopper.context.close();
  });

  it('the terms link shows the terms on the checkout (checkout.js: inline; the islands: in a dialog), and they go again', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    // the terms page's text: printed hidden in the form, shown inline or copied into the dialog
    const termsShown = async () =>
      (
        await Promise.all((await page.getByText('Allgemeine Geschäftsbedingungen des Testshops.').all()).map((text) => text.isVisible()))
      ).some(Boolean);
    expect(await termsShown()).toBe(false);
    await page.click('a.woocommerce-terms-and-conditions-link');
    await expect.poll(termsShown, SLOW).toBe(true);
    expect(page.url()).toBe(shopper.url('/checkout/'));
    if (mode === 'woocommerce') {
      // checkout.js toggles the printed terms with the same link
      await page.click('a.woocommerce-terms-and-conditions-link');
      await expect.poll(termsShown, SLOW).toBe(false);
    } else {
      await page.keyboard.press('Escape');
      await page.locator('dialog.si-terms-dialog').waitFor({ state: 'detached' });
      expect(await termsShown()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    }
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('ships to a different address: the checkbox shows the shipping fields, the order holds that address', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    expect(await visible(page, '.shipping_address')).toBe(false);
    // the theme draws its own checkbox: the shopper clicks the label
    await page.click('#ship-to-different-address label');
    expect(await page.isChecked('#ship-to-different-address-checkbox')).toBe(true);
    await page.locator('.shipping_address').waitFor({ state: 'visible' });
    await page.fill('#shipping_first_name', 'Max');
    await page.fill('#shipping_last_name', 'Empfänger');
    await page.fill('#shipping_address_1', 'Hauptstraße 5');
    await page.fill('#shipping_postcode', '80331');
    await page.fill('#shipping_city', 'München');
    await page.check('#terms');
    await reviewText(page);
    await page.click('#place_order');
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    const [order] = await ordersOf(email);
    const addresses = await addressesOf(order!.id);
    expect(addresses.shipping).toMatchObject({ first_name: 'Max', address_1: 'Hauptstraße 5', postcode: '80331', city: 'München' });
    expect(addresses.billing).toMatchObject({ first_name: 'Erika', city: 'Hamburg' });
    await shopper.context.close();
  });

  it('a gateway on form.checkout that answers false stops the order; checkout_place_order_success fires on success', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple, { jquery: true });
    const { page } = shopper;
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    await page.check('#terms');
    await reviewText(page);
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & {
        jQuery: (target: unknown) => { on(name: string, handler: (...args: unknown[]) => unknown): void; off(name: string): void };
      };
      w.asked = [];
      // a gateway tokenising a card first: it stops the order and places it itself later
      w.jQuery('form.checkout').on('checkout_place_order', () => void (w.asked as string[]).push('checkout_place_order'));
      w.jQuery('form.checkout').on('checkout_place_order_bacs', () => {
        (w.asked as string[]).push('checkout_place_order_bacs');
        return false;
      });
    });
    await page.click('#place_order');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { asked: string[] }).asked))
      .toEqual(['checkout_place_order', 'checkout_place_order_bacs']);
    await page.waitForTimeout(1500);
    expect(await ordersOf(email)).toEqual([]);
    expect(page.url()).toBe(shopper.url('/checkout/'));
    expect(await page.isDisabled('#place_order')).toBe(false);

    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & {
        jQuery: (target: unknown) => { on(name: string, handler: (...args: unknown[]) => unknown): void; off(name: string): void };
      };
      w.jQuery('form.checkout').off('checkout_place_order_bacs');
      // a gateway that takes over after the order (a payment dialog): false keeps the page here
      w.jQuery('form.checkout').on('checkout_place_order_success', (_event: unknown, result: unknown) => {
        w.succeeded = result;
        return false;
      });
    });
    await page.click('#place_order');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { succeeded?: { result: string; redirect: string } }).succeeded?.result), {
        timeout: 30_000,
      })
      .toBe('success');
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    const redirect = await page.evaluate(() => (window as unknown as { succeeded: { redirect: string } }).succeeded.redirect);
    expect(redirect).toMatch(new RegExp(`order-received/${orders[0]!.id}/`));
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(shopper.url('/checkout/'));
    // checkout.js takes a success it may not follow for an invalid reply: its generic error, the form usable again
    await expect
      .poll(() => page.locator('.woocommerce-NoticeGroup-checkout').first().textContent())
      .toMatch(/There was an error processing your order/);
    expect(await page.isDisabled('#place_order')).toBe(false);
    await shopper.context.close();
  });

  it("a gateway's card check uses checkout.js's wc_checkout_form: submit_error shows its message above the form, checkout_error hears it, no order, the form usable", async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple, { jquery: true });
    const { page } = shopper;
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    await page.check('#terms');
    await reviewText(page);
    await page.evaluate(() => {
      type Api = { get_payment_method(): string; submit_error(html: string): void; $checkout_form: { is(selector: string): boolean } };
      const w = window as unknown as Record<string, unknown> & {
        jQuery: (target: unknown) => { on(name: string, handler: (event: unknown, ...args: unknown[]) => unknown): void };
      };
      w.heard = [];
      w.jQuery(document.body).on('checkout_error', (_event, html) => void (w.heard as unknown[]).push(html));
      w.jQuery('form.checkout').on('checkout_place_order_bacs', (_event, wcCheckoutForm) => {
        const api = wcCheckoutForm as Api;
        w.seen = [api.get_payment_method(), api.$checkout_form.is('form.checkout')];
        api.submit_error('<div class="woocommerce-error">Die Kartennummer fehlt.</div>');
        return false;
      });
    });
    await page.click('#place_order');
    await expect
      .poll(() => page.locator('.woocommerce-NoticeGroup-checkout').first().textContent(), SLOW)
      .toContain('Die Kartennummer fehlt.');
    expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual(['bacs', true]);
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([
      expect.stringContaining('Die Kartennummer fehlt.'),
    ]);
    expect(await page.isDisabled('#place_order')).toBe(false);
    expect(await page.evaluate(() => document.querySelector('form.checkout')!.classList.contains('processing'))).toBe(false);
    await page.waitForTimeout(1000);
    expect(await ordersOf(email)).toEqual([]);
    await shopper.context.close();
  });

  it('while the totals refresh, the order review looks busy (blockUI, or faded the same by the plugin), and not once they are in', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    await fillBilling(page, uniqueEmail(mode));
    await reviewText(page);
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(/wc-ajax=update_order_review/, async (route) => {
      await held;
      await route.continue();
    });
    await page.click('label[for^="shipping_method_0_local_pickup"]');
    const opacity = () => page.locator('.woocommerce-checkout-review-order-table').evaluate((element) => getComputedStyle(element).opacity);
    if (mode === 'woocommerce')
      await expect
        .poll(
          () =>
            page
              .locator(
                '.woocommerce-checkout-review-order-table .blockUI.blockOverlay, .woocommerce-checkout-review-order-table + .blockUI.blockOverlay',
              )
              .count(),
          SLOW,
        )
        .toBeGreaterThan(0);
    else await expect.poll(opacity, SLOW).toBe('0.4');
    letGo();
    await expect.poll(() => reviewText(page), SLOW).toMatch(/Abholung im Laden/);
    await expect.poll(opacity).toBe('1');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('the only payment method: its radio is not shown, its description is, and the order is placed with it', async () => {
    const shopper = await newShopper(browser(), mode);
    await shopper.context.addCookies([{ name: 'test_one_payment_method', value: '1', url: shopper.site.url }]);
    expect((await shopper.context.request.get(shopper.url(`/?add-to-cart=${currentSite().products.simple}`))).ok()).toBe(true);
    const { page } = shopper;
    await page.goto(shopper.url('/checkout/'));
    await settled(page);
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    await reviewText(page);
    // a theme that shows the payment radios (the test site's hides them all)
    await page.addStyleTag({ content: '.woocommerce-checkout #payment ul.payment_methods li input[type=radio] { display: inline-block }' });
    expect(await page.locator('input[name="payment_method"]').count()).toBe(1);
    await expect.poll(() => visible(page, '#payment_method_bacs'), SLOW).toBe(false);
    expect(await page.isChecked('#payment_method_bacs')).toBe(true);
    expect(await visible(page, 'label[for="payment_method_bacs"]')).toBe(true);
    await expect.poll(() => visible(page, '.payment_box.payment_method_bacs')).toBe(true);
    await page.check('#terms');
    await page.click('#place_order');
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    expect((await ordersOf(email))[0]).toMatchObject({ payment_method: 'bacs' });
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a guest order with a chosen shipping method reaches "order received" once', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    await reviewText(page);
    await page.click('label[for^="shipping_method_0_local_pickup"]');
    await expect.poll(() => reviewText(page), SLOW).toMatch(/Abholung im Laden/);
    await expect.poll(() => page.isChecked('input[name^="shipping_method"][value^="local_pickup"]'), SLOW).toBe(true);
    await page.check('#terms');
    await page.click('#place_order');
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    await page.getByText('Thank you. Your order has been received.').waitFor();
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'on-hold', payment_method: 'bacs', shipping_methods: ['local_pickup'] });
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('while the order is on its way, leaving the page asks first; the way to "order received" does not', async () => {
    const shopper = await atCheckout(mode, currentSite().products.simple);
    const { page } = shopper;
    const email = uniqueEmail(mode);
    await fillBilling(page, email);
    await reviewText(page);
    await page.check('#terms');
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(/wc-ajax=checkout/, async (route) => {
      await held;
      await route.continue();
    });
    const asked: string[] = [];
    // the shopper stays
    page.on('dialog', (dialog) => void (asked.push(dialog.type()), dialog.dismiss()));
    const sent = page.waitForRequest(/wc-ajax=checkout/);
    await page.click('#place_order');
    await sent;
    await page.evaluate(() => setTimeout(() => location.reload()));
    await expect.poll(() => asked).toEqual(['beforeunload']);
    letGo();
    // polled: waitForURL can still hear the reload the shopper cancelled
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/order-received/);
    await page.getByText('Thank you. Your order has been received.').waitFor();
    expect(asked).toEqual(['beforeunload']);
    expect(await ordersOf(email)).toHaveLength(1);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});

describe('place order pressed before the checkout island has mounted (islands)', () => {
  /** Holds the checkout island's own chunk (not its page or early modules) until `release()`. */
  async function holdIslandCode(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/dist\/islands\/checkout-[A-Z0-9]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
  const orderRequests = (page: Page) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/[?&]wc-ajax=checkout\b/.test(request.url())) sent.push(request.postData() ?? '');
    });
    return sent;
  };

  /** A shopper at the checkout with the island's code held, the billing fields filled. */
  async function atCheckoutWithoutIsland() {
    const shopper = await newShopper(browser(), 'islands');
    const { page } = shopper;
    expect((await shopper.context.request.get(shopper.url(`/?add-to-cart=${currentSite().products.simple}`))).ok()).toBe(true);
    const release = await holdIslandCode(page);
    const sent = orderRequests(page);
    await page.goto(shopper.url('/checkout/'));
    const email = uniqueEmail('islands');
    await fillBilling(page, email);
    return { shopper, page, release, sent, email };
  }

  it('the order leaves at the press and reaches "order received" without the island', async () => {
    const { shopper, page, release, sent, email } = await atCheckoutWithoutIsland();
    await page.check('#terms');
    expect(await page.getAttribute('form.checkout', 'data-island-state')).toBe('loading');
    await page.click('#place_order');
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    expect(sent).toHaveLength(1);
    expect(new URLSearchParams(sent[0]).get('billing_email')).toBe(email);
    const orders = await ordersOf(email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ payment_method: 'bacs' });
    release();
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("WooCommerce's errors for an order sent before the island are shown by the island; the next press orders once", async () => {
    const { shopper, page, release, sent, email } = await atCheckoutWithoutIsland();
    // the terms left unaccepted: WooCommerce refuses the order
    await page.click('#place_order');
    await expect.poll(() => sent.length).toBe(1);
    expect(await page.getAttribute('form.checkout', 'data-island-state')).toBe('loading');
    await expect.poll(() => page.isDisabled('#place_order'), SLOW).toBe(false);
    release();
    await expect
      .poll(() => page.locator('.woocommerce-NoticeGroup-checkout').first().textContent(), { timeout: 15_000 })
      .toMatch(/read and accept the terms and conditions/);
    expect(await ordersOf(email)).toEqual([]);
    await page.check('#terms');
    await reviewText(page);
    await page.click('#place_order');
    await page.waitForURL(/order-received/, { timeout: 30_000 });
    expect(sent).toHaveLength(2);
    expect(await ordersOf(email)).toHaveLength(1);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});

/** checkout.js shows the terms inline: a dialog to close is the islands' alone. */
describe('the terms dialog (islands)', () => {
  it("the islands' terms dialog: a close request in its first moment (Escape on a slow phone) closes it for good", async () => {
    const shopper = await atCheckout('islands', currentSite().products.simple);
    const { page } = shopper;
    const closeRequested = await requestCloseAtOpen(page, 'dialog.si-terms-dialog');
    await page.click('a.woocommerce-terms-and-conditions-link');
    await closeRequested();
    await page.locator('dialog.si-terms-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(page.url()).toBe(shopper.url('/checkout/'));
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});

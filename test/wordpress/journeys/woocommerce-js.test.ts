/**
 * woocommerce.js (store notice, password toggle, sort select) and order attribution
 * (order-attribution.js with sourcebuster) on the real WooCommerce, with WooCommerce's own scripts
 * and with the islands.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkQuiet } from '../../e2e/support/harness';
import { currentSite, wpJson, wpPhp } from '../site';
import { MODES, newShopper, settled, useBrowser, type Mode } from './shopper';

const browser = useBrowser();

const NOTICE = 'Versandkostenfrei ab 50 €';

/** The checkout's order attribution fields, per mode, for the comparison in the islands' run. */
const attribution: Partial<Record<Mode, Record<string, string>>> = {};

const attributionInputs = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input, input[name^="wc_order_attribution_"]')].map(
        (input) => [input.name, input.value],
      ),
    ),
  );

describe.each(MODES)('woocommerce.js (%s)', (mode) => {
  describe('the store notice', () => {
    let before: { on: string; text: string };
    beforeAll(async () => {
      before = await wpJson<{ on: string; text: string }>(
        `echo wp_json_encode( array( 'on' => (string) get_option( 'woocommerce_demo_store' ), 'text' => (string) get_option( 'woocommerce_demo_store_notice' ) ) );`,
      );
      await wpPhp(
        `update_option( 'woocommerce_demo_store', 'yes' ); update_option( 'woocommerce_demo_store_notice', getenv( 'NOTICE' ) );`,
        {
          NOTICE,
        },
      );
    });
    afterAll(() =>
      wpPhp(
        `update_option( 'woocommerce_demo_store', getenv( 'ON' ) ); update_option( 'woocommerce_demo_store_notice', getenv( 'TEXT' ) );`,
        {
          ON: before.on,
          TEXT: before.text,
        },
      ),
    );

    it('shows, is dismissed, and stays hidden after a reload (cookie store_notice<md5>)', async () => {
      const shopper = await newShopper(browser(), mode);
      const { page, context } = shopper;
      await page.goto(shopper.url('/shop/'));
      await settled(page);
      const notice = page.locator('.woocommerce-store-notice');
      await expect.poll(() => notice.isVisible()).toBe(true);
      expect(await notice.innerText()).toContain(NOTICE);
      await page.locator('.woocommerce-store-notice__dismiss-link').click();
      await expect.poll(() => notice.isVisible()).toBe(false);
      const cookie = (await context.cookies()).find((each) => /^store_notice[0-9a-f]{32}$/.test(each.name));
      expect(cookie?.value).toBe('hidden');
      await page.reload();
      await settled(page);
      await page.waitForTimeout(300);
      expect(await notice.isVisible()).toBe(false);
      await page.goto(shopper.url('/sample-page/'));
      await settled(page);
      expect(await notice.isVisible()).toBe(false);
      expect(shopper.errors).toEqual([]);
      await context.close();
    });
  });

  it('My Account: the login form’s password can be shown and hidden again', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page } = shopper;
    await page.goto(shopper.url('/my-account/'));
    await settled(page);
    const password = page.locator('form.woocommerce-form-login #password');
    await password.fill('geheim');
    const toggle = page.locator('form.woocommerce-form-login .password-input button[type="button"]');
    await toggle.waitFor({ state: 'visible' });
    expect(await toggle.count()).toBe(1);
    expect(await password.getAttribute('type')).toBe('password');
    await toggle.click();
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('class')).toMatch(/\bdisplay-password\b/);
    // the focus is back in the field: the shopper goes on typing
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    await toggle.click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    expect(await password.inputValue()).toBe('geheim');
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('a checkout field’s description shows while the shopper is in the field, and goes on Escape, on another field and on a click outside', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, context, site } = shopper;
    await context.addCookies([{ name: 'test_field_description', value: '1', url: site.url }]);
    expect((await context.request.get(shopper.url(`/?add-to-cart=${currentSite().products.simple}`))).ok()).toBe(true);
    await page.goto(shopper.url('/checkout/'));
    await settled(page);
    // the checkout's own refresh at load done first: checkout.js answers it by clicking the chosen payment
    // method, and a click on the page hides an open description (woocommerce.js)
    await networkQuiet(context);
    const description = page.locator('#billing_company-description');
    const shown = () => description.isVisible();
    expect(await description.innerText()).toBe('Nur für Bestellungen auf Rechnung einer Firma.');
    expect(await shown()).toBe(false);
    await page.focus('#billing_company');
    await expect.poll(shown).toBe(true);
    // woocommerce.js slides it down (250 ms); Escape once it is down, as a shopper reads it first
    await expect.poll(() => description.evaluate((element) => (element as HTMLElement).style.overflow)).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(shown).toBe(false);
    await page.click('#billing_company');
    await expect.poll(shown).toBe(true);
    // typing keeps it; another field hides it
    await page.keyboard.type('Muster GmbH');
    expect(await shown()).toBe(true);
    await page.focus('#billing_first_name');
    await expect.poll(shown).toBe(false);
    await page.click('#billing_company');
    await expect.poll(shown).toBe(true);
    await page.click('h3#order_review_heading');
    await expect.poll(shown).toBe(false);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('jQuery.scroll_to_notices, which gateways and other plugins call, is there with jQuery on the page and brings a notice into view', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, context, site } = shopper;
    await context.addCookies([{ name: 'test_jquery', value: '1', url: site.url }]);
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    const scrolled = await page.evaluate(async () => {
      const $ = (window as unknown as { jQuery: ((target: string) => unknown) & { scroll_to_notices?: (element: unknown) => void } })
        .jQuery;
      if (typeof $.scroll_to_notices !== 'function') return 'missing';
      document.documentElement.style.scrollBehavior = 'auto';
      const notice = document.createElement('div');
      notice.className = 'woocommerce-error';
      notice.style.marginTop = '3000px';
      document.body.append(notice);
      $.scroll_to_notices($('.woocommerce-error'));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return scrollY > 1000 ? 'scrolled' : `at ${scrollY}`;
    });
    expect(scrolled).toBe('scrolled');
    expect(shopper.errors).toEqual([]);
    await context.close();
  });

  it('the shop’s sort select sends the order on change', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page } = shopper;
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await Promise.all([page.waitForURL(/orderby=price/), page.locator('form.woocommerce-ordering select.orderby').selectOption('price')]);
    expect(new URL(page.url()).searchParams.get('orderby')).toBe('price');
    await settled(page);
    expect(await page.locator('form.woocommerce-ordering select.orderby').inputValue()).toBe('price');
    await shopper.context.close();
  });

  it('the sort select lets an ajax sorting plugin work: it hears each choice and the submit it keeps from leaving the page', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page } = shopper;
    await shopper.context.addCookies([{ name: 'test_jquery', value: '1', url: shopper.site.url }]);
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await page.evaluate(() => {
      type JQ = (target: unknown) => { on(name: string, handler: (event: { preventDefault(): void }) => void): void };
      const $ = (window as unknown as { jQuery: JQ }).jQuery;
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      const select = document.querySelector<HTMLSelectElement>('form.woocommerce-ordering select.orderby')!;
      $(select).on('change', () => heard.push(`change ${select.value}`));
      $('form.woocommerce-ordering').on('submit', (event) => {
        event.preventDefault(); // the plugin loads the sorted products itself
        heard.push(`submit ${select.value}`);
      });
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    const select = page.locator('form.woocommerce-ordering select.orderby');
    await select.selectOption('price');
    await expect.poll(heard).toEqual(['change price', 'submit price']);
    await select.selectOption('date');
    await expect.poll(heard).toEqual(['change price', 'submit price', 'change date', 'submit date']);
    expect(new URL(page.url()).searchParams.get('orderby')).toBeNull();
    expect(await page.locator('form.woocommerce-ordering').getAttribute('class')).not.toMatch(/\bloading\b/);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it('order attribution: the checkout’s hidden fields hold the visit (utm source and medium, entry, pages, user agent)', async () => {
    const shopper = await newShopper(browser(), mode);
    const { page, site } = shopper;
    // WooCommerce tracks on this site without asking (allowTracking, no WP Consent API); the islands
    // only with the visitor's consent to statistics (Complianz's cookie): the visitor gives it
    await shopper.context.addCookies([
      { name: 'cmplz_statistics', value: 'allow', url: site.url },
      { name: 'cmplz_functional', value: 'allow', url: site.url },
    ]);
    await page.goto(shopper.url('/?utm_source=newsletter&utm_medium=email'));
    await settled(page);
    // the landing page's visit is counted (sourcebuster's cookie) before the shopper moves on
    await expect.poll(() => page.evaluate(() => document.cookie.includes('sbjs_current=')), { timeout: 10_000 }).toBe(true);
    await page.goto(shopper.url('/shop/'));
    await settled(page);
    await page.locator(`a.add_to_cart_button[data-product_id="${site.products.simple}"]`).click();
    await page.locator('a.added_to_cart').first().waitFor();
    await page.goto(shopper.url('/checkout/'));
    await settled(page);
    await expect.poll(async () => (await attributionInputs(page)).wc_order_attribution_source_type ?? '', { timeout: 10_000 }).not.toBe('');
    const fields = await attributionInputs(page);
    const allowTracking = await page.evaluate(
      () => (globalThis as { wc_order_attribution?: { params?: { allowTracking?: unknown } } }).wc_order_attribution?.params?.allowTracking,
    );
    expect(allowTracking).toBe(true);
    expect(fields).toMatchObject({
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_session_entry: shopper.url('/?utm_source=newsletter&utm_medium=email'),
      wc_order_attribution_session_pages: '3',
      wc_order_attribution_user_agent: await page.evaluate(() => navigator.userAgent),
    });
    attribution[mode] = fields;
    if (mode === 'islands' && attribution.woocommerce) {
      // the same names, and the same values but for the moment the session started
      const timeless = (values: Record<string, string>) =>
        Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'wc_order_attribution_session_start_time'));
      expect(timeless(fields)).toEqual(timeless(attribution.woocommerce));
      expect(Object.keys(fields).sort()).toEqual(Object.keys(attribution.woocommerce).sort());
    }
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });
});

/**
 * The checkout: the totals refreshed as the address is typed, German Market's rules for shipping and
 * payment, the terms dialog, and placing the order (server errors, failures, a slow order, hostile
 * replies, nothing moving, no axe-core violation).
 */
import { requestCloseAtOpen } from '../support/close-request';
import { describe, expect, it } from 'vitest';
import { customer, type CustomerOptions } from '../support/customer';
import { holdChunk, loaded } from '../support/chunks';
import {
  CONTRACT,
  axeViolations,
  chunkHolding,
  fillBilling,
  islandsSettled,
  layoutShifts,
  recordLayoutShifts,
  useShop,
  type Watched,
} from '../support/harness';

const demo = useShop();
const { start, visit } = customer(demo);

/** The checkout filled in and ready to order (transfer, terms accepted). */
async function readyToOrder(options: CustomerOptions = {}) {
  const w = await visit('/checkout/', options);
  await fillBilling(w.page);
  await w.page.getByLabel('Vorkasse per Überweisung').check();
  await w.page.locator('#terms').check();
  return w;
}

const placeOrderButton = (w: Watched) => w.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
const orderCount = () => (demo.shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
const reviewCalls = (w: Watched) => w.requests.filter((url) => url.includes('wc-ajax=update_order_review')).length;

describe('checkout refresh and German Market rules', () => {
  it('typing an address refreshes the totals once, 1000 ms after the last key', CONTRACT, async () => {
    const w = await visit('/checkout/');
    const before = reviewCalls(w);
    await w.page.locator('#billing_postcode').pressSequentially('20457', { delay: 50 });
    await w.page.waitForTimeout(600);
    expect(reviewCalls(w)).toBe(before);
    await expect.poll(() => reviewCalls(w), { timeout: 3000 }).toBe(before + 1);
    await w.page.waitForTimeout(1200);
    expect(reviewCalls(w)).toBe(before + 1);
  });

  it('local pickup hides the shipping service provider and shows the pickup location; the totals follow', async () => {
    const w = await visit('/checkout/');
    const provider = w.page.locator('#p-shipping-service-provider');
    const pickup = w.page.locator('#pickup_location_field');
    expect(await provider.isVisible()).toBe(true);
    expect(await pickup.isVisible()).toBe(false);
    await w.page.getByLabel('Abholung in der Rösterei').check();
    await expect.poll(() => provider.isVisible()).toBe(false);
    expect(await pickup.isVisible()).toBe(true);
    await w.page.locator('.woocommerce-checkout-review-order-table tr.shipping').getByText('Abholung in der Rösterei').waitFor();
    await w.page.getByLabel('DHL Paket').check();
    await expect.poll(() => provider.isVisible()).toBe(true);
    expect(await pickup.isVisible()).toBe(false);
  });

  it('purchase on account hides ship-to-different-address; another method brings it back', async () => {
    const w = await visit('/checkout/');
    const section = w.page.locator('.woocommerce-shipping-fields');
    await w.page.getByLabel('Lieferung an eine andere Adresse senden?').check();
    expect(await w.page.locator('.shipping_address').isVisible()).toBe(true);
    await w.page.getByLabel('Kauf auf Rechnung').check();
    await expect.poll(() => section.isVisible()).toBe(false);
    expect(await w.page.locator('#ship-to-different-address-checkbox').isChecked()).toBe(false);
    expect(await w.page.locator('.payment_box.payment_method_german_market_purchase_on_account').isVisible()).toBe(true);
    expect(await w.page.locator('.payment_box.payment_method_german_market_sepa_direct_debit').isVisible()).toBe(false);
    await w.page.getByLabel('Vorkasse per Überweisung').check();
    await expect.poll(() => section.isVisible()).toBe(true);
  });

  it('the terms link opens the terms in a dialog', CONTRACT, async () => {
    const w = await visit('/checkout/');
    await w.page.locator('a.woocommerce-terms-and-conditions-link').click();
    const dialog = w.page.locator('dialog.si-terms-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toMatch(/Geschäftsbedingungen|AGB/);
    await w.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(w.page.url()).toContain('/checkout/');
  });

  it(
    "a close request in the dialog's first moment (Escape on a slow phone) closes it for good, and the page scrolls again",
    CONTRACT,
    async () => {
      const w = await visit('/checkout/');
      const closeRequested = await requestCloseAtOpen(w.page, 'dialog.si-terms-dialog');
      await w.page.locator('a.woocommerce-terms-and-conditions-link').click();
      await closeRequested();
      // gone, not closed and left in the page (hidden, its island still showing it)
      await w.page.locator('dialog.si-terms-dialog').waitFor({ state: 'detached' });
      await w.page.waitForTimeout(300);
      expect(await w.page.locator('dialog.si-terms-dialog').count()).toBe(0);
      await expect.poll(() => w.page.evaluate(() => document.documentElement.style.overflow)).toBe('');
      expect(w.page.url()).toContain('/checkout/');
    },
  );
});

describe('the terms dialog’s code', () => {
  it('is fetched only when the shopper reaches for the terms link; a click while it is on its way is answered at once, and the dialog opens once it is here', async () => {
    const w = await visit('/checkout/');
    const termsFile = chunkHolding(/widgets\/checkout\/terms\.tsx$/);
    // the shopper at the form (the checkout hydrates on intent), the terms left alone
    await w.page.fill('#billing_first_name', 'Erika');
    await islandsSettled(w.page);
    await w.page.waitForTimeout(500);
    expect(loaded(w, termsFile)).toBe(false);
    const release = await holdChunk(w, termsFile);
    await w.page.locator('a.woocommerce-terms-and-conditions-link').click();
    const status = w.page.locator('.si-checkout__status');
    await expect.poll(() => status.textContent(), { timeout: 500 }).toBe('Die Geschäftsbedingungen werden geladen …');
    expect(await status.isVisible()).toBe(true);
    release();
    await w.page.locator('dialog.si-terms-dialog').waitFor();
    await expect.poll(() => status.textContent()).toBe('');
    expect(loaded(w, termsFile)).toBe(true);
    expect(w.page.url()).toContain('/checkout/');
    expect(await w.page.locator('#billing_first_name').inputValue()).toBe('Erika');
  });
});

describe('the terms dialog when the terms page does not come', () => {
  it('opens at once; a terms page that times out leaves a link in the dialog, and no window opens outside the click', async () => {
    const w = await start({ config: { requestTimeoutMs: 1000 } });
    // a window opened without the click's user activation is what popup blockers stop
    await w.context.addInitScript(() => {
      const open = window.open.bind(window);
      (window as unknown as { __opensWithoutActivation: number }).__opensWithoutActivation = 0;
      window.open = (...args: Parameters<typeof window.open>) => {
        if (!navigator.userActivation.isActive) (window as unknown as { __opensWithoutActivation: number }).__opensWithoutActivation++;
        return open(...args);
      };
    });
    await w.page.route('**/terms/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5500));
      await route.fulfill({ status: 500, body: 'Fehler' }).catch(() => undefined);
    });
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(w.page);
    // the checkout hydrates on intent: the shopper is at the form (here: on its first field) before the
    // terms link; "at once" is measured from the click, not from the island's first download
    await w.page.locator('#billing_first_name').focus();
    await islandsSettled(w.page);
    await w.page.locator('a.woocommerce-terms-and-conditions-link').click();
    const dialog = w.page.locator('dialog.si-terms-dialog');
    await dialog.getByText('Die Geschäftsbedingungen werden geladen').waitFor({ timeout: 500 });
    const link = dialog.getByRole('link', { name: 'Geschäftsbedingungen in einem neuen Tab öffnen' });
    await link.waitFor({ timeout: 4000 });
    expect(await link.getAttribute('href')).toBe(`${demo.shop.url}/terms/`);
    await w.page.waitForTimeout(5000);
    expect(await w.page.evaluate(() => (window as unknown as { __opensWithoutActivation: number }).__opensWithoutActivation)).toBe(0);
    expect(w.page.url()).toContain('/checkout/');
  });

  it('without the dialog’s code the link opens the terms in a new tab itself, and the form stays', async () => {
    const w = await start();
    await w.page.route('**/chunks/terms-*.js', (route) => route.abort());
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(w.page);
    await w.page.fill('#billing_first_name', 'Erika');
    const [tab] = await Promise.all([w.context.waitForEvent('page'), w.page.locator('a.woocommerce-terms-and-conditions-link').click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/terms/');
    expect(w.page.url()).toContain('/checkout/');
    expect(await w.page.locator('#billing_first_name').inputValue()).toBe('Erika');
  });
});

describe('placing the order', () => {
  it('errors from the server are shown above the form, focused, and what was typed stays', CONTRACT, async () => {
    const w = await visit('/checkout/');
    await w.page.fill('#billing_first_name', 'Erika');
    await w.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await w.page.locator('.woocommerce-error').first().waitFor();
    await w.page.waitForFunction(() => document.activeElement?.classList.contains('woocommerce-error'));
    expect(await w.page.locator('.woocommerce-error').first().textContent()).toContain('ist ein Pflichtfeld');
    expect(await w.page.locator('#billing_first_name').inputValue()).toBe('Erika');
    expect(w.page.url()).toContain('/checkout/');
  });

  for (const fault of ['500', 'malformed']) {
    it(`a ${fault} reply shows one clear message and keeps the order form`, async () => {
      const w = await visit('/checkout/', { faults: `checkout:${fault}` });
      await fillBilling(w.page);
      await w.page.locator('#terms').check();
      await w.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await w.page
        .locator('.woocommerce-NoticeGroup-checkout .woocommerce-error')
        .getByText('Beim Verarbeiten Ihrer Bestellung ist ein Fehler aufgetreten')
        .waitFor();
      expect(await w.page.locator('#billing_city').inputValue()).toBe('Hamburg');
      expect(await w.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).isEnabled()).toBe(true);
    });
  }

  it('a slow order says after the threshold that it is still working, keeps the button disabled, and is placed once', async () => {
    const w = await readyToOrder({ faults: 'checkout:slow-2500', config: { checkoutStillWorkingMs: 800 } });
    const before = orderCount();
    await placeOrderButton(w).click();
    await w.page.locator('.si-checkout__status').getByText('Ihre Bestellung wird noch bearbeitet').waitFor({ timeout: 2000 });
    expect(await placeOrderButton(w).isDisabled()).toBe(true);
    // a second submit by script or Enter sends nothing
    await w.page.evaluate(() => document.querySelector<HTMLFormElement>('form.checkout')!.requestSubmit());
    await w.page.locator('#billing_city').press('Enter');
    await w.page.waitForURL(/order-received/, { timeout: 10_000 });
    expect(orderCount()).toBe(before + 1);
    expect(w.requests.filter((url) => url.includes('wc-ajax=checkout')).length).toBe(1);
  });

  it('after a successful order the form stays blocked until the page leaves', async () => {
    const w = await readyToOrder();
    const before = orderCount();
    // the order-received page answers 204, so the browser stays on the checkout (a redirect that never finishes)
    await w.page.route(
      (url) => url.pathname.startsWith('/checkout/order-received/'),
      (route) => route.fulfill({ status: 204 }),
    );
    await placeOrderButton(w).click();
    await w.page.locator('.si-checkout__status').getByText('Ihre Bestellung ist eingegangen').waitFor();
    await w.page.waitForTimeout(300);
    expect(await placeOrderButton(w).isDisabled()).toBe(true);
    await w.page.evaluate(() => document.querySelector<HTMLFormElement>('form.checkout')!.requestSubmit());
    await w.page.locator('#billing_city').press('Enter');
    await w.page.waitForTimeout(300);
    expect(orderCount()).toBe(before + 1);
    expect(w.requests.filter((url) => url.includes('wc-ajax=checkout')).length).toBe(1);
    expect(w.page.url()).toContain('/checkout/');
  });

  for (const [fault, text] of [
    ['500', 'Die Summen konnten nicht aktualisiert werden'],
    ['minus-one', 'Ihre Sitzung ist abgelaufen'],
  ] as const) {
    it(`a failed refresh of the totals (${fault}) is shown above them, and what was typed stays`, async () => {
      const w = await visit('/checkout/', { faults: `update_order_review:${fault}` });
      await w.page.fill('#billing_first_name', 'Erika');
      await w.page.getByLabel('Abholung in der Rösterei').check();
      const notice = w.page.locator('.woocommerce-NoticeGroup-updateOrderReview');
      await notice.getByText(text).waitFor();
      expect(await notice.getByRole('alert').count()).toBe(1);
      expect(await w.page.locator('#billing_first_name').inputValue()).toBe('Erika');
      if (fault === 'minus-one') expect(await notice.getByRole('button', { name: 'Seite neu laden' }).count()).toBe(1);
    });
  }

  it('hostile HTML in the order review fragments and in checkout errors runs nothing and starts no island', async () => {
    const w = await visit('/checkout/');
    const hostile =
      '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><div data-island="lazy-scripts" data-flag="fetch"></div>';
    await w.page.route(
      (url) => url.searchParams.get('wc-ajax') === 'update_order_review',
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            result: 'success',
            messages: '',
            reload: false,
            fragments: {
              '.woocommerce-checkout-review-order-table': `<table class="shop_table woocommerce-checkout-review-order-table"><tr><td>Feindlich${hostile}</td></tr></table>`,
            },
          }),
        }),
    );
    await w.page.route(
      (url) => url.searchParams.get('wc-ajax') === 'checkout',
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ result: 'failure', messages: `<ul class="woocommerce-error"><li>Abgelehnt${hostile}</li></ul>` }),
        }),
    );
    await w.page.getByLabel('Abholung in der Rösterei').check();
    await w.page.locator('.woocommerce-checkout-review-order-table').getByText('Feindlich').waitFor();
    await placeOrderButton(w).click();
    await w.page.locator('.woocommerce-NoticeGroup-checkout').getByText('Abgelehnt').waitFor();
    await w.page.waitForTimeout(300);
    expect(await w.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(
      await w.page.locator('form.checkout [data-flag="fetch"][data-island], .woocommerce-NoticeGroup-checkout [data-island]').count(),
    ).toBe(0);
  });

  it('a press while the island mounts orders once, though the refresh the mount sends replaced its button', async () => {
    const w = await visit('/checkout/');
    const before = orderCount();
    // the early module arrives late: the press waits for it, and by then the island is mounting (the press is the island's)
    let releaseEarly!: () => void;
    const earlyHeld = new Promise<void>((resolve) => (releaseEarly = resolve));
    await w.context.route(/\/islands\/checkout-early-[^/]+\.js$/, async (route) => {
      await earlyHeld;
      await route.continue();
    });
    // as WooCommerce answers a refresh: with the payment area, its place-order button the server's fresh copy
    const payment = await w.page.locator('.woocommerce-checkout-payment').evaluate((element) => element.outerHTML);
    await w.page.route(
      (url) => url.searchParams.get('wc-ajax') === 'update_order_review',
      async (route) => {
        const reply = (await (await route.fetch()).json()) as { fragments: Record<string, string> };
        await route.fulfill({ json: { ...reply, fragments: { ...reply.fragments, '.woocommerce-checkout-payment': payment } } });
      },
    );
    // filled in before the island was there (by the browser, not by keys): the island refreshes the totals at mount
    await w.page.evaluate(() => {
      const set = (id: string, value: string) => ((document.getElementById(id) as HTMLInputElement).value = value);
      set('billing_first_name', 'Erika');
      set('billing_last_name', 'Mustermann');
      set('billing_address_1', 'Speicherstadt 1');
      set('billing_postcode', '20457');
      set('billing_city', 'Hamburg');
      set('billing_email', 'erika@example.de');
      (document.getElementById('payment_method_bacs') as HTMLInputElement).checked = true;
      (document.getElementById('terms') as HTMLInputElement).checked = true;
    });
    const oldButton = await placeOrderButton(w).elementHandle();
    const refreshed = w.page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await placeOrderButton(w).click();
    await refreshed;
    await expect.poll(() => oldButton!.evaluate((button) => button.isConnected)).toBe(false);
    releaseEarly();
    await w.page.waitForURL(/order-received/, { timeout: 10_000 });
    expect(orderCount()).toBe(before + 1);
    expect(w.requests.filter((url) => url.includes('wc-ajax=checkout')).length).toBe(1);
  });

  it('hydrating the checkout (its status line, the notice places) moves nothing', async () => {
    const w = await start();
    await recordLayoutShifts(w.page);
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(w.page);
    await w.page.waitForTimeout(300);
    const shifts = await layoutShifts(w.page, 'main');
    expect(shifts.afterParse.farthestPx, JSON.stringify(shifts.afterParse.shifted)).toBeLessThanOrEqual(1);
  });

  it('a placed order moves nothing while the page leaves: the shopper sees the busy form, a screen reader hears it placed', async () => {
    const w = await start();
    await recordLayoutShifts(w.page);
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await fillBilling(w.page);
    await w.page.getByLabel('Vorkasse per Überweisung').check();
    await w.page.locator('#terms').check();
    await islandsSettled(w.page);
    // the reply comes later than the 500 ms in which a shift counts as the press's own (as on a real shop),
    // and the order-received page never does, so the checkout stays in view
    await w.page.route(/wc-ajax=checkout/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await w.page.route(
      (url) => url.pathname.startsWith('/checkout/order-received/'),
      (route) => route.fulfill({ status: 204 }),
    );
    await placeOrderButton(w).click();
    await w.page.getByRole('status').getByText('Ihre Bestellung ist eingegangen').waitFor({ state: 'attached' });
    await w.page.waitForTimeout(300);
    const shifts = await layoutShifts(w.page);
    expect(shifts.farthestPx, JSON.stringify(shifts.shifted)).toBeLessThanOrEqual(1);
    expect(await placeOrderButton(w).isDisabled()).toBe(true);
  });

  it('axe-core reports no violations on the checkout page', async () => {
    const w = await visit('/checkout/');
    expect(await axeViolations(w.page, 'main')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONTRACT,
  axeViolations,
  fillBilling,
  islandsSettled,
  layoutShifts,
  recordLayoutShifts,
  useShop,
  withConfig,
  type Watched,
} from './harness';

const demo = useShop();

const consentCookies = (statistics: 'allow' | 'deny', marketing: 'allow' | 'deny' = 'deny') => [
  { name: 'cmplz_banner-status', value: 'dismissed' },
  { name: 'cmplz_policy_id', value: '11' },
  { name: 'cmplz_functional', value: 'allow' },
  { name: 'cmplz_preferences', value: 'deny' },
  { name: 'cmplz_statistics', value: statistics },
  { name: 'cmplz_marketing', value: marketing },
];

interface VisitOptions {
  statistics?: 'allow' | 'deny';
  marketing?: 'allow' | 'deny';
  faults?: string;
  cart?: boolean;
  login?: [string, string];
  viewport?: { width: number; height: number };
  /** Keys added to `window.shopIslands` (a shorter time-out, a shorter still-working threshold). */
  config?: Record<string, unknown>;
}

async function start(options: VisitOptions = {}) {
  const cookies = [
    ...consentCookies(options.statistics ?? 'deny', options.marketing ?? 'deny'),
    ...(options.faults ? [`demo-fault=${options.faults}`] : []),
  ];
  const watched = await demo.open({ ...(options.viewport ? { viewport: options.viewport } : {}), cookies });
  if (options.config) await withConfig(watched, options.config);
  if (options.login) {
    await watched.page.goto(`${demo.shop.url}/my-account/`);
    await watched.page.fill('#username', options.login[0]);
    await watched.page.fill('#password', options.login[1]);
    await watched.page.locator('form.login button[type="submit"]').click();
    await watched.page.locator('body.logged-in').waitFor({ state: 'attached' });
  }
  if (options.cart !== false) await watched.page.goto(`${demo.shop.url}/shop/?add-to-cart=1`);
  return watched;
}

async function visit(path: string, options: VisitOptions = {}) {
  const w = await start(options);
  await w.page.goto(demo.shop.url + path);
  await islandsSettled(w.page);
  return w;
}

/** The checkout filled in and ready to order (transfer, terms accepted). */
async function readyToOrder(options: VisitOptions = {}) {
  const w = await visit('/checkout/', options);
  await fillBilling(w.page);
  await w.page.getByLabel('Vorkasse per Überweisung').check();
  await w.page.locator('#terms').check();
  return w;
}

const placeOrderButton = (w: Watched) => w.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
const orderCount = () => (demo.shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
const reviewCalls = (w: Watched) => w.requests.filter((url) => url.includes('wc-ajax=update_order_review')).length;
const lastOrder = () =>
  demo.shop.db.prepare('SELECT * FROM orders ORDER BY id DESC LIMIT 1').get() as
    { id: number; attribution: string; payment_method: string } | undefined;

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

describe('SEPA mandate', () => {
  it('a valid IBAN offers the preview, which shows the mandate in a dialog', CONTRACT, async () => {
    const w = await visit('/checkout/');
    await fillBilling(w.page);
    await w.page.fill('#german-market-sepa-holder', 'Erika Mustermann');
    const button = w.page.getByRole('button', { name: 'Vorschau des SEPA-Lastschriftmandats' });
    expect(await button.isVisible()).toBe(false);
    await w.page.fill('#german-market-sepa-iban', 'DE89 3704 0044 0532 0130 00');
    await button.waitFor();
    await button.click();
    const dialog = w.page.locator('dialog.si-sepa-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('SEPA-Lastschriftmandat');
    expect(await dialog.textContent()).toContain('DE89 **** **** 3000');
    expect(await dialog.textContent()).toContain('Erika Mustermann');
  });

  it('the preview dialog is named by the mandate, closes with Escape and gives focus back to the button', async () => {
    const w = await visit('/checkout/');
    await fillBilling(w.page);
    await w.page.fill('#german-market-sepa-holder', '<img src=x onerror="window.__xss=1">');
    await w.page.fill('#german-market-sepa-iban', 'DE89370400440532013000');
    const button = w.page.getByRole('button', { name: 'Vorschau des SEPA-Lastschriftmandats' });
    await button.click();
    const dialog = w.page.getByRole('dialog', { name: 'SEPA-Lastschriftmandat' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('<img src=x onerror="window.__xss=1">');
    await w.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await w.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('an invalid IBAN explains why there is no preview', async () => {
    const w = await visit('/checkout/');
    await fillBilling(w.page);
    await w.page.fill('#german-market-sepa-holder', 'Erika Mustermann');
    await w.page.fill('#german-market-sepa-iban', 'DE88 3704 0044 0532 0130 00');
    await w.page.locator('#german-market-sepa-iban').blur();
    const error = w.page.locator('#german-market-sepa-iban-error');
    expect(await error.textContent()).toContain('Prüfziffer der IBAN stimmt nicht');
    expect(await w.page.locator('#german-market-sepa-iban').getAttribute('aria-invalid')).toBe('true');
    expect(await w.page.getByRole('button', { name: 'Vorschau des SEPA-Lastschriftmandats' }).isVisible()).toBe(false);
    expect(await w.page.locator('.si-sepa__hint').textContent()).toContain('Keine Mandatsvorschau');
  });

  it('names what is missing before offering the preview', async () => {
    const w = await visit('/checkout/');
    await w.page.fill('#german-market-sepa-iban', 'DE89370400440532013000');
    expect(await w.page.locator('.si-sepa__hint').textContent()).toContain('Kontoinhaber, Straße und Hausnummer, Postleitzahl, Ort');
  });

  /** The checkout with a full address, a holder and a valid IBAN, the preview asked for. */
  async function askForPreview(faults: string) {
    const w = await visit('/checkout/', { faults });
    await fillBilling(w.page);
    await w.page.fill('#german-market-sepa-holder', 'Erika Mustermann');
    await w.page.fill('#german-market-sepa-iban', 'DE89370400440532013000');
    await w.page.getByRole('button', { name: 'Vorschau des SEPA-Lastschriftmandats' }).click();
    return w;
  }

  it('an expired nonce (-1) asks for a reload and keeps the fields', async () => {
    const w = await askForPreview('gm_sepa_direct_debit_mandate_preview:minus-one');
    await w.page.locator('.si-sepa__hint').getByText('Ihre Sitzung ist abgelaufen').waitFor();
    expect(await w.page.locator('#german-market-sepa-holder').inputValue()).toBe('Erika Mustermann');
  });

  it('a failed preview says so and keeps the fields', async () => {
    const w = await askForPreview('gm_sepa_direct_debit_mandate_preview:500');
    await w.page.locator('.si-sepa__hint').getByText('Die Mandatsvorschau konnte nicht geladen werden').waitFor();
    expect(await w.page.locator('#german-market-sepa-iban').inputValue()).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('placing the order', () => {
  async function placeOrder(w: Watched) {
    await fillBilling(w.page);
    await w.page.getByLabel('Vorkasse per Überweisung').check();
    await w.page.locator('#terms').check();
    await Promise.all([w.page.waitForURL(/order-received/), w.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()]);
  }

  it('stores the attribution fields when statistics consent was given', CONTRACT, async () => {
    const w = await start({ statistics: 'allow', cart: false });
    await w.page.goto(`${demo.shop.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst`);
    await islandsSettled(w.page);
    await expect.poll(async () => (await w.context.cookies()).some((cookie) => cookie.name === 'sbjs_current')).toBe(true);
    // counting a visit is a plain page module: away from the checkout no island code, no framework for it
    expect(w.requests.some((url) => url.includes('/islands/attribution-visits-'))).toBe(true);
    expect(w.requests.some((url) => url.includes('/islands/order-attribution-'))).toBe(false);
    await w.page.goto(`${demo.shop.url}/shop/?add-to-cart=1`);
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(w.page);
    await placeOrder(w);
    const attribution = JSON.parse(lastOrder()!.attribution) as Record<string, string>;
    expect(attribution).toMatchObject({ source_type: 'utm', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'herbst' });
    expect(attribution.session_entry).toContain('utm_source=newsletter');
    expect(Number(attribution.session_pages)).toBeGreaterThanOrEqual(2);
    expect(attribution.user_agent).toContain('Chrome');
  });

  it('stores none when statistics consent was denied, and removes old tracking cookies', async () => {
    const w = await start({ statistics: 'deny', cart: false });
    await demo.setCookies(w, ['sbjs_current=typ=utm|||src=old']);
    await w.page.goto(`${demo.shop.url}/?utm_source=newsletter&utm_medium=email`);
    await islandsSettled(w.page);
    await expect.poll(async () => (await w.context.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_')).length).toBe(0);
    await w.page.goto(`${demo.shop.url}/shop/?add-to-cart=1`);
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(w.page);
    await placeOrder(w);
    expect(JSON.parse(lastOrder()!.attribution)).toEqual({});
    expect((await w.context.cookies()).some((cookie) => cookie.name.startsWith('sbjs_'))).toBe(false);
  });

  it('a visitor who denied statistics never downloads the attribution code', async () => {
    const w = await visit('/checkout/', { statistics: 'deny' });
    expect(w.requests.some((url) => /\/islands\/(order-attribution|attribution-visits)-/.test(url))).toBe(false);
  });

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

  it('hydrating the checkout (its status line, the notice places) moves nothing', async () => {
    const w = await start();
    await recordLayoutShifts(w.page);
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(w.page);
    await w.page.waitForTimeout(300);
    const shifts = await layoutShifts(w.page, 'main');
    expect(shifts.afterParse.farthestPx, JSON.stringify(shifts.afterParse.shifted)).toBeLessThanOrEqual(1);
  });

  it('axe-core reports no violations on the checkout page', async () => {
    const w = await visit('/checkout/');
    expect(await axeViolations(w.page, 'main')).toEqual([]);
  });
});

describe('email capture', () => {
  it('sends a valid address once, 2000 ms after typing stops, only with marketing consent', async () => {
    const w = await visit('/checkout/', { marketing: 'allow' });
    const calls = () => w.requests.filter((url) => url.includes('admin-ajax')).length;
    const captured = () =>
      demo.shop.db.prepare("SELECT COUNT(*) AS n FROM mailchimp_carts WHERE email = 'erika@example.de'").get() as { n: number };
    const before = calls();
    await w.page.locator('#billing_email').pressSequentially('erika@example', { delay: 30 });
    await w.page.waitForTimeout(2300);
    expect(calls()).toBe(before); // not valid yet
    await w.page.locator('#billing_email').pressSequentially('.de', { delay: 30 });
    await w.page.waitForTimeout(1200);
    expect(calls()).toBe(before);
    await expect.poll(() => captured().n, { timeout: 4000 }).toBe(1);
    await w.page.locator('#billing_first_name').focus();
    await w.page.waitForTimeout(300);
    expect(calls()).toBe(before + 1);
  });

  it('sends nothing without marketing consent', async () => {
    const w = await visit('/checkout/', { marketing: 'deny' });
    await w.page.locator('#billing_email').fill('erika@example.de');
    await w.page.locator('#billing_first_name').focus();
    await w.page.waitForTimeout(2500);
    expect(w.requests.some((url) => url.includes('mailchimp'))).toBe(false);
  });
});

describe('product, account and smaller behaviours', () => {
  it('name your price: the amount is normalised 1000 ms after typing', CONTRACT, async () => {
    const w = await visit('/product/geschenkgutschein/', { cart: false });
    const amount = w.page.locator('input[name="woonp"]');
    const hint = w.page.locator('.si-nyp__hint');
    // the island's range text is the one the theme printed: hydration changes nothing the shopper sees
    expect(await hint.count()).toBe(1);
    expect(await w.page.evaluate(() => document.querySelector('.si-nyp__hint')?.getAttribute('aria-live'))).toBe('polite');
    expect(await hint.textContent()).toBe('Betrag von 10,00\u00a0€ bis 500,00\u00a0€, in Schritten von 5,00\u00a0€.');
    await amount.fill('');
    await amount.pressSequentially('23');
    await w.page.waitForTimeout(500);
    expect(await amount.inputValue()).toBe('23');
    await expect.poll(() => amount.inputValue(), { timeout: 3000 }).toBe('25.00');
    expect(await hint.textContent()).toBe('Angepasst auf 25,00\u00a0€.');
    await amount.fill('');
    await amount.pressSequentially('9000');
    await expect.poll(() => amount.inputValue(), { timeout: 3000 }).toBe('500.00');
  });

  it('name your price: an amount typed just before the press is sent to the cart normalised', async () => {
    const w = await visit('/product/geschenkgutschein/', { cart: false });
    const amount = w.page.locator('input[name="woonp"]');
    // the field's focus wakes the island (before that, the browser's own step check answers the press)
    await amount.focus();
    await w.page.locator('[data-island="name-your-price"][data-island-state="mounted"]').waitFor();
    await amount.fill('');
    await amount.pressSequentially('23');
    const [request] = await Promise.all([
      w.page.waitForRequest((candidate) => candidate.method() === 'POST' && /woonp/.test(candidate.postData() ?? '')),
      w.page.getByRole('button', { name: 'In den Warenkorb' }).click(),
    ]);
    expect(request.postData()).toMatch(/woonp=25\.00(&|$)|"woonp","25\.00"|name="woonp"\r\n\r\n25\.00/);
    expect(await amount.inputValue()).toBe('25.00');
  });

  it('the login popup opens from the header and opens itself with the error after a failed log-in', CONTRACT, async () => {
    const w = await visit('/shop/', { cart: false });
    await w.page.getByRole('link', { name: 'Mein Konto' }).click();
    const dialog = w.page.locator('dialog.si-login-dialog');
    await dialog.waitFor();
    expect(w.page.url()).toContain('/shop/');
    await dialog.locator('#popup-username').fill('kunde');
    await dialog.locator('#popup-password').fill('falsch');
    await Promise.all([w.page.waitForLoadState('load'), dialog.getByRole('button', { name: 'Anmelden' }).click()]);
    await islandsSettled(w.page);
    await w.page.locator('dialog.si-login-dialog').waitFor();
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.closest('.woocommerce-error') !== null)).toBe(true);
    expect(await w.page.locator('dialog.si-login-dialog .woocommerce-error').textContent()).toContain(
      'Benutzername oder Passwort ist falsch',
    );
    await w.page.locator('dialog.si-login-dialog #popup-password').fill('demo');
    await w.page.locator('dialog.si-login-dialog').getByRole('button', { name: 'Anmelden' }).click();
    // the page is on /shop/ already, so waiting for that URL would not wait for the log-in
    await w.page.locator('body.logged-in').waitFor({ state: 'attached' });
    expect(new URL(w.page.url()).pathname).toBe('/shop/');
  });

  it('the login popup loads on intent: nothing before, and a press that comes before its code opens it once mounted', async () => {
    const w = await visit('/shop/', { cart: false });
    const popup = w.page.locator('#login-form-popup');
    expect(await popup.getAttribute('data-island-state')).toBe('pending');
    expect(w.requests.some((url) => url.includes('/islands/login-popup-'))).toBe(false);
    // a click that comes alone (assistive technology, a script): no pointer over the link first
    await w.page.evaluate(() => document.querySelector<HTMLElement>('a[data-open="#login-form-popup"]')!.click());
    await w.page.locator('dialog.si-login-dialog').waitFor();
    expect(new URL(w.page.url()).pathname).toBe('/shop/');
    expect(await popup.getAttribute('data-island-state')).toBe('mounted');
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.id)).toBe('popup-username');
    await w.page.keyboard.press('Escape');
    await w.page.locator('dialog.si-login-dialog').waitFor({ state: 'detached' });
    expect(await popup.isHidden()).toBe(true);
    // closed, focus is back on the link that opened it
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('data-open'))).toBe('#login-form-popup');
  });

  it('the orders table scrolls sideways in its own region on a phone', CONTRACT, async () => {
    const w = await start({ login: ['kunde', 'demo'], cart: true, viewport: { width: 360, height: 740 } });
    await w.page.goto(`${demo.shop.url}/checkout/`);
    await islandsSettled(w.page);
    await fillBilling(w.page);
    await w.page.getByLabel('Vorkasse per Überweisung').check();
    await w.page.locator('#terms').check();
    await Promise.all([w.page.waitForURL(/order-received/), w.page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()]);
    await w.page.goto(`${demo.shop.url}/my-account/`);
    await islandsSettled(w.page);
    const region = w.page.getByRole('region', { name: 'Ihre Bestellungen' });
    await region.waitFor();
    expect(await region.locator('table.woocommerce-orders-table').count()).toBe(1);
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await w.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  });

  it('edit links and the coming-soon banner are for editors; the banner dismisses through REST', CONTRACT, async () => {
    const visitor = await visit('/', { cart: false });
    expect(await visitor.page.locator('.si-edit-links').count()).toBe(0);
    expect(await visitor.page.locator('.woocommerce-coming-soon-banner').count()).toBe(0);
    await visitor.context.close();
    const w = await start({ login: ['admin', 'admin'], cart: false });
    await w.page.goto(`${demo.shop.url}/`);
    await islandsSettled(w.page);
    expect(await w.page.getByRole('link', { name: '„Startseite: Hero“ im UX Builder bearbeiten' }).getAttribute('href')).toContain(
      'app=uxbuilder',
    );
    const banner = w.page.locator('.woocommerce-coming-soon-banner');
    expect(await banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Hinweis ausblenden' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(w.requests.some((url) => url.includes('/wp-json/wp/v2/users/me'))).toBe(true);
    await w.page.reload();
    expect(await w.page.locator('.woocommerce-coming-soon-banner').count()).toBe(0);
    demo.shop.db.prepare("UPDATE users SET coming_soon_banner_dismissed = 'no' WHERE login = 'admin'").run();
  });

  it('a failed banner dismissal says so and the banner stays', async () => {
    const w = await start({ login: ['admin', 'admin'], cart: false, faults: 'wp/v2/users/me:500' });
    await w.page.goto(`${demo.shop.url}/`);
    await islandsSettled(w.page);
    const banner = w.page.locator('.woocommerce-coming-soon-banner');
    await banner.getByRole('button', { name: 'Hinweis ausblenden' }).click();
    await banner
      .getByRole('alert')
      .filter({ hasText: /Fehler aufgetreten/ })
      .waitFor();
    expect(await banner.isVisible()).toBe(true);
  });

  it('the Instagram feed loads; its failure is shown to admins only, not to editors or visitors', CONTRACT, async () => {
    const w = await visit('/', { cart: false, marketing: 'allow' });
    await w.page.locator('.instagram-feed').scrollIntoViewIfNeeded();
    await w.page.locator('.instagram-feed .instagram-images img').first().waitFor();
    expect(await w.page.locator('.instagram-feed .instagram-fallback').count()).toBe(0);
    await w.context.close();
    // a visitor: the section keeps its heading, the broken feed is simply not there
    const failing = await visit('/', { cart: false, marketing: 'allow', faults: 'flatsome_load_instagram:500' });
    await failing.page.locator('.instagram').scrollIntoViewIfNeeded();
    await expect.poll(() => failing.page.locator('.instagram-feed').isHidden()).toBe(true);
    expect(await failing.page.locator('.si-instagram__error').count()).toBe(0);
    expect(await failing.page.locator('.instagram h2').isVisible()).toBe(true);
    expect(failing.errors.filter((message) => !message.startsWith('Failed to load resource'))).toEqual([]);
    await failing.context.close();
    // an editor who is not an admin (can edit pages, cannot manage the site): the same as a visitor
    const editor = await start({
      login: ['redaktion', 'redaktion'],
      cart: false,
      marketing: 'allow',
      faults: 'flatsome_load_instagram:500',
    });
    await editor.page.goto(`${demo.shop.url}/`);
    await islandsSettled(editor.page);
    expect(await editor.page.locator('.si-edit-links').count()).toBe(1);
    await editor.page.locator('.instagram').scrollIntoViewIfNeeded();
    await expect.poll(() => editor.page.locator('.instagram-feed').isHidden()).toBe(true);
    expect(await editor.page.locator('.si-instagram__error').count()).toBe(0);
    await editor.context.close();
    const admin = await start({ login: ['admin', 'admin'], cart: false, marketing: 'allow', faults: 'flatsome_load_instagram:500' });
    await admin.page.goto(`${demo.shop.url}/`);
    await islandsSettled(admin.page);
    await admin.page.locator('.instagram').scrollIntoViewIfNeeded();
    const message = admin.page.getByRole('alert').filter({ hasText: 'Instagram-Feed konnte nicht geladen werden' });
    await message.waitFor();
    expect(await admin.page.locator('.instagram-feed .si-instagram__error').isVisible()).toBe(true);
  });

  it('the lazy-script gate holds the chat script until the visitor acts, then runs it once', CONTRACT, async () => {
    const w = await visit('/', { cart: false });
    await w.page.waitForTimeout(500);
    expect(w.requests.some((url) => url.includes('/demo-assets/chat.js'))).toBe(false);
    expect(await w.page.evaluate(() => (window as unknown as { __demoChatLoads?: number }).__demoChatLoads)).toBeUndefined();
    await w.page.mouse.wheel(0, 200);
    await w.page.locator('.demo-chat').waitFor();
    await w.page.keyboard.press('Tab');
    await w.page.waitForTimeout(300);
    expect(await w.page.evaluate(() => (window as unknown as { __demoChatLoads?: number }).__demoChatLoads)).toBe(1);
  });

  it('the site can open the gate by setting the flag', async () => {
    const w = await visit('/', { cart: false });
    await w.page.evaluate(() => ((window as unknown as { shopIslandsLazyFired: boolean }).shopIslandsLazyFired = true));
    await w.page.locator('.demo-chat').waitFor();
  });
});

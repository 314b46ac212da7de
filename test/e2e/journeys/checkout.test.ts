/**
 * Checkout journeys: from a campaign link through the shop to the order, which keeps where the visit
 * came from (with statistics consent only), and a shopper on a half-filled checkout whose mini-cart
 * remove fails.
 */
import { describe, expect, it } from 'vitest';
import { miniLines, openPanel, withItems } from '../support/cart';
import { customer } from '../support/customer';
import { CONTRACT, fillBilling, islandsSettled, useShop, type Watched } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { start } = customer(demo);
const { visit, serverQuantity } = shopper(demo);

const lastOrder = () =>
  demo.shop.db.prepare('SELECT * FROM orders ORDER BY id DESC LIMIT 1').get() as
    { id: number; attribution: string; payment_method: string } | undefined;

describe('from a campaign link to the order', () => {
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

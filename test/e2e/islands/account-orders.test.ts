/** The account's orders table on a phone. */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { CONTRACT, fillBilling, islandsSettled, useShop } from '../support/harness';

const demo = useShop();
const { start } = customer(demo);

describe('account orders', () => {
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
});

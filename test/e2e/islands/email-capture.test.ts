/** Email capture at the checkout (Mailchimp for WooCommerce's abandoned-cart address): only with marketing consent. */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { useShop } from '../support/harness';

const demo = useShop();
const { visit } = customer(demo);

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

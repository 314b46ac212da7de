/** Name your price: the gift voucher's amount normalised to the shop's range and steps. */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { CONTRACT, useShop } from '../support/harness';

const demo = useShop();
const { visit } = customer(demo);

describe('name your price', () => {
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
});

/** The price area of a variable product: it follows the chosen variation, and hydrating it moves nothing. */
import { describe, expect, it } from 'vitest';
import { CONTRACT, layoutShifts, recordLayoutShifts, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

describe('variation price', () => {
  it('the price area hydrates on intent (a pointer on the form) and moves nothing doing so', async () => {
    const w = await visit('/product/tasse-gemuetlich/', { before: (watched) => recordLayoutShifts(watched.page) });
    const price = w.page.locator('.summary p.price');
    const range = await price.textContent();
    expect(await price.getAttribute('data-island-state')).toBe('pending');
    await w.page.locator('form.cart select[name="variation_id"]').hover();
    await w.page.locator('.summary p.price[data-island-state="mounted"]').waitFor();
    await w.page.waitForTimeout(200);
    expect(await price.textContent()).toBe(range);
    const shifts = await layoutShifts(w.page, 'main');
    expect(shifts.farthestPx, shifts.shifted.join('\n')).toBeLessThan(1);
  });

  it('the price area follows the chosen variation and returns to the range', CONTRACT, async () => {
    const w = await visit('/product/tasse-gemuetlich/');
    const price = w.page.locator('.summary p.price');
    const range = await price.textContent();
    expect(range).toContain('–');
    const select = w.page.locator('form.cart select[name="variation_id"]');
    const optionText = await select.locator('option').nth(1).textContent();
    await select.selectOption({ index: 1 });
    await expect.poll(() => price.textContent()).not.toBe(range);
    expect(optionText).toContain((await price.textContent())!.replace(/\s/g, ' ').trim().split(' ')[0]);
    await select.selectOption({ index: 0 });
    await expect.poll(() => price.textContent()).toBe(range);
  });
});

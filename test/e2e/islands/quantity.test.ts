/** The quantity field's plus and minus: a press before the island's code has arrived still counts. */
import { describe, expect, it } from 'vitest';
import { holdChunk } from '../support/chunks';
import { useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

describe('quantity on intent', () => {
  it('a quantity plus pressed before its code arrived still counts once', async () => {
    const w = await visit('/product/french-press/');
    const release = await holdChunk(w, /widgets\/quantity\/index\.tsx$/);
    const form = w.page.locator('form.cart');
    await form.locator('input.plus').click();
    release();
    await expect.poll(() => form.locator('input.qty').inputValue()).toBe('2');
    await w.page.waitForTimeout(300);
    expect(await form.locator('input.qty').inputValue()).toBe('2');
  });
});

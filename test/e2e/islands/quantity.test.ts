/** The quantity field's plus and minus: a press before the island's code has arrived counts at once. */
import { describe, expect, it } from 'vitest';
import { holdChunk } from '../support/chunks';
import { useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

describe('quantity on intent', () => {
  it('a quantity plus pressed before its code arrived counts at once, and once', async () => {
    const w = await visit('/product/french-press/');
    const release = await holdChunk(w, /widgets\/quantity\/index\.tsx$/);
    const form = w.page.locator('form.cart');
    await form.locator('input.plus').click();
    // answered in the press's frame, by the loader, while the island's code is held back
    expect(await form.locator('input.qty').inputValue()).toBe('2');
    release();
    await form.locator('[data-island="quantity"][data-island-state="mounted"]').waitFor();
    await expect.poll(() => form.locator('input.qty').inputValue()).toBe('2');
    await w.page.waitForTimeout(300);
    expect(await form.locator('input.qty').inputValue()).toBe('2');
  });
});

/** The lazy-script gate: scripts held until the visitor acts or the site opens the gate, and the flags it refuses. */
import { describe, expect, it } from 'vitest';
import { customer } from '../support/customer';
import { CONTRACT, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();

describe('the lazy-script gate', () => {
  // a returning customer who decided on consent, with an empty cart here
  const { visit } = customer(demo);

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

describe('lazy-script gate flags', () => {
  // a visitor who dismissed the banner and decided nothing else
  const { visit } = shopper(demo);

  for (const flag of ['fetch', 'location']) {
    it(`refuses the flag "${flag}" with one console error naming it; the scripts stay held`, async () => {
      const w = await visit('/');
      await w.page.evaluate((flagName) => {
        const held = document.createElement('script');
        held.type = 'text/si-lazy';
        held.text = 'window.__heldRan = true';
        const host = document.createElement('div');
        host.hidden = true;
        host.setAttribute('data-pattern', '__heldRan');
        host.setAttribute('data-flag-name', flagName);
        host.setAttribute('data-island', 'lazy-scripts');
        document.body.append(held, host);
      }, flag);
      await w.page.locator(`[data-flag-name="${flag}"][data-island-state="error"]`).waitFor({ state: 'attached' });
      await w.page.mouse.wheel(0, 200);
      await w.page.keyboard.press('Tab');
      await w.page.waitForTimeout(300);
      expect(await w.page.evaluate(() => (window as unknown as { __heldRan?: boolean }).__heldRan ?? null)).toBeNull();
      expect(
        await w.page.evaluate(
          () =>
            [...document.querySelectorAll('script[type="text/si-lazy"]')].filter((script) => script.textContent?.includes('__heldRan'))
              .length,
        ),
      ).toBe(1);
      expect(
        await w.page.evaluate(
          () => Function.prototype.toString.call(window.fetch).includes('[native code]') && location.href.startsWith('http'),
        ),
      ).toBe(true);
      expect(w.errors.filter((message) => message.includes(`data-flag-name="${flag}"`))).toHaveLength(1);
      expect(w.errors.filter((message) => message.includes('data-flag-name'))).toHaveLength(1);
    });
  }
});

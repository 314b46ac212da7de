import { describe, expect, it } from 'vitest';
import { CONTRACT, BANNER_DISMISSED, islandsSettled, layoutShifts, recordLayoutShifts, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

const PAGES: Array<[string, string]> = [
  ['/', 'Frisch geröstet in Hamburg'],
  ['/shop/', 'Shop'],
  ['/shop/?product_cat=kaffee&orderby=price', 'Kaffee'],
  ['/product/espresso-nordlicht/', 'Espresso Bohnen „Nordlicht“ 1 kg'],
  ['/product/tasse-gemuetlich/', 'Tasse „Gemütlich“'],
  ['/product/geschenkgutschein/', 'Geschenkgutschein – Betrag frei wählbar'],
  ['/cart/', 'Warenkorb'],
  ['/checkout/', 'Warenkorb'],
  ['/my-account/', 'Mein Konto'],
  ['/stores/', 'Unsere Filialen'],
  ['/blog/', 'Magazin'],
  ['/blog/die-perfekte-crema/', 'Die perfekte Crema: fünf Stellschrauben'],
  ['/terms/', 'Allgemeine Geschäftsbedingungen'],
  ['/privacy/', 'Datenschutzerklärung'],
  ['/imprint/', 'Impressum'],
];

describe('every demo page renders', () => {
  it.each(PAGES)('%s shows its content with no console error', CONTRACT, async (path, heading) => {
    const { page, errors, external } = await demo.open();
    const response = await page.goto(demo.shop.url + path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toContain(heading);
    await islandsSettled(page);
    expect(await page.locator('[data-island-state="error"]').count()).toBe(0);
    // the store notice is on every page and hydrates on intent: pending until then, never broken
    expect(await page.locator('[data-island="store-notice"]:not([data-island-state="error"])').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
  });

  // Google calls a layout-shift score under 0.1 good; hydration here stays far below that
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 720 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)
    it(`hydrating any page moves (almost) nothing for a returning visitor on a ${name}`, name === 'desktop' ? CONTRACT : {}, async () => {
      const { page } = await demo.open({
        viewport,
        cookies: [...BANNER_DISMISSED, 'cmplz_functional=allow', 'cmplz_marketing=deny', 'cmplz_statistics=deny', 'cmplz_preferences=deny'],
      });
      await recordLayoutShifts(page);
      await page.goto(`${demo.shop.url}/shop/?add-to-cart=1`);
      const scores: Record<string, number> = {};
      const hydrationMoves: Record<string, string[]> = {};
      for (const [path] of PAGES) {
        await page.goto(demo.shop.url + path);
        await islandsSettled(page);
        await page.waitForTimeout(300);
        const shifts = await layoutShifts(page);
        scores[path] = Math.round(shifts.score * 1000) / 1000;
        // once the page is parsed, island code runs: nothing it does may move anything by a pixel
        if (shifts.afterParse.farthestPx >= 1) hydrationMoves[path] = shifts.afterParse.shifted;
      }
      expect(Object.entries(scores).filter(([, score]) => score > 0.005)).toEqual([]);
      expect(hydrationMoves).toEqual({});
    });

  // WCAG 1.4.10 (reflow): at 320 CSS px nothing may need sideways scrolling, islands mounted or not
  it('no page scrolls sideways on a 320 px wide phone', async () => {
    const { page } = await demo.open({ viewport: { width: 320, height: 640 }, cookies: BANNER_DISMISSED });
    await page.goto(`${demo.shop.url}/shop/?add-to-cart=1`);
    const widths: Record<string, number> = {};
    for (const [path] of PAGES) {
      await page.goto(demo.shop.url + path);
      await islandsSettled(page);
      widths[path] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    expect(Object.entries(widths).filter(([, width]) => width > 320)).toEqual([]);
  });

  it('the checkout renders its form once the cart has an item', async () => {
    const { page, errors } = await demo.open();
    await page.goto(`${demo.shop.url}/shop/`);
    await page.goto(`${demo.shop.url}/shop/?add-to-cart=1`);
    await page.goto(`${demo.shop.url}/checkout/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Kasse');
    expect(await page.locator('form.checkout #billing_email').count()).toBe(1);
    expect(await page.locator('.woocommerce-checkout-review-order-table').textContent()).toContain('Espresso');
    await islandsSettled(page);
    expect(errors).toEqual([]);
  });

  it('shows a hostile product name as text and runs none of it', async () => {
    const { page, errors } = await demo.open();
    await page.goto(`${demo.shop.url}/product/tasse-schlau/`);
    await expect(page.locator('h1').textContent()).resolves.toContain('<script>window.__xss=1</script>');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('answers unknown pages with 404', async () => {
    const { page } = await demo.open();
    const response = await page.goto(`${demo.shop.url}/gibt-es-nicht/`);
    expect(response?.status()).toBe(404);
  });
});

describe('product page', () => {
  for (const slug of ['espresso-nordlicht', 'tasse-gemuetlich']) {
    it(`hydrating /product/${slug}/ moves nothing in the content`, async () => {
      const w = await visit(`/product/${slug}/`, { before: (watched) => recordLayoutShifts(watched.page) });
      // the islands here hydrate on intent: show intent on every one of them
      await w.page.evaluate(() => {
        for (const host of document.querySelectorAll('[data-island][data-island-state="pending"]'))
          host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      });
      await w.page.locator('.quantity[data-island-state="mounted"]').waitFor();
      await w.page.locator('.woocommerce-tabs[data-island-state="mounted"]').waitFor();
      await w.page.waitForTimeout(300);
      // after the document was parsed, when island code runs (a paint of the half-parsed page is the browser's)
      const { afterParse } = await layoutShifts(w.page, 'main');
      expect(afterParse.farthestPx, afterParse.shifted.join('\n')).toBeLessThan(1);
    });

    // A busy browser paints the half-parsed page; the shift when the rest comes in is reported after
    // the parse (the test above then fails now and then). Here: the form cut after the quantity.
    it(`/product/${slug}/ painted before the parser reached the button keeps the quantity in place`, async () => {
      const w = await visit(`/product/${slug}/`);
      const moved = await w.page.evaluate(() => {
        const quantity = document.querySelector('form.cart .quantity')!;
        const starts = () =>
          [quantity, ...quantity.children].map((element) => element.getBoundingClientRect()).map(({ x, y }) => ({ x, y }));
        const whole = starts();
        while (quantity.nextSibling) quantity.nextSibling.remove();
        const cut = starts();
        return Math.max(...whole.map((start, index) => Math.max(Math.abs(start.x - cut[index]!.x), Math.abs(start.y - cut[index]!.y))));
      });
      expect(moved).toBeLessThan(0.5);
    });
  }
});

/** The product grid: boxes in a row equal by CSS alone, and the parts marked data-equalize one height per row. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTRACT, chunkHolding, frameworkChunk, layoutShifts, recordLayoutShifts, useShop } from '../support/harness';
import { shopper } from '../support/shopper';

const demo = useShop();
const { visit } = shopper(demo);

describe('product grid', () => {
  /** Each title's height as shown, and as it would be without the island's min-height. */
  const titleRows = (page: Page) =>
    page
      .locator('ul.products')
      .first()
      .evaluate((list) =>
        [...list.querySelectorAll<HTMLElement>('.woocommerce-loop-product__title')].map((title) => {
          const height = Math.round(title.getBoundingClientRect().height);
          const kept = title.style.minHeight;
          title.style.minHeight = '';
          const natural = Math.round(title.getBoundingClientRect().height);
          title.style.minHeight = kept;
          return { height, natural };
        }),
      );

  /** Each `.box-text`'s height, per card, in the first grid. */
  const boxHeights = (page: Page) =>
    page
      .locator('ul.products')
      .first()
      .evaluate((list) =>
        [...list.querySelectorAll<HTMLElement>('.box-text')].map((box) => Math.round(box.getBoundingClientRect().height)),
      );

  for (const path of ['/', '/shop/']) {
    it(`${path}: the boxes in a row are equal by CSS alone, with no framework chunk and no island code requested`, async () => {
      const w = await visit(path, { viewport: { width: 1000, height: 900 } });
      const check = async (columns: number) => {
        const heights = await boxHeights(w.page);
        expect(heights.length).toBeGreaterThan(columns);
        for (let start = 0; start < heights.length; start += columns) expect(new Set(heights.slice(start, start + columns)).size).toBe(1);
      };
      await check(3);
      await w.page.setViewportSize({ width: 500, height: 900 });
      await check(2);
      expect(await w.page.locator('ul.products').first().getAttribute('data-equalized')).toBe('css');
      const framework = frameworkChunk();
      const grid = chunkHolding(/widgets\/product-grid\/index\.tsx/);
      expect(w.requests.filter((url) => url.endsWith(framework) || url.endsWith(grid))).toEqual([]);
    });
  }

  it(
    'a data-equalize part (the titles) gets one height per row from the island, re-measured when the columns change, moving nothing above',
    CONTRACT,
    async () => {
      const w = await visit('/shop/?equalize', {
        viewport: { width: 1000, height: 900 },
        before: (watched) => recordLayoutShifts(watched.page),
      });
      const check = async (columns: number) => {
        await expect.poll(() => w.page.locator('ul.products').first().getAttribute('data-equalized-columns')).toBe(String(columns));
        const rows = await titleRows(w.page);
        let uneven = 0;
        for (let start = 0; start < rows.length; start += columns) {
          const row = rows.slice(start, start + columns);
          expect(new Set(row.map((title) => title.height)).size).toBe(1);
          expect(row[0]!.height).toBe(Math.max(...row.map((title) => title.natural)));
          if (new Set(row.map((title) => title.natural)).size > 1) uneven++;
        }
        // some row must have titles of different natural heights, or this checks nothing
        expect(uneven).toBeGreaterThan(0);
      };
      await check(3);
      // the cards keep their height: the growing box takes up what the titles gained. Counted from a
      // frame of the parsed page on, when the islands' code starts: a half-parsed page that a loaded
      // machine paints moves what comes in after it, which is not the island's doing
      const { afterParse } = await layoutShifts(w.page, 'main');
      expect(afterParse.farthestPx, afterParse.shifted.join('\n')).toBeLessThan(1);
      await w.page.setViewportSize({ width: 500, height: 900 });
      await check(2);
    },
  );
});

/**
 * A finger's tap on a control: DevTools touch events at its centre, as a phone's screen sends them.
 *
 * Not Playwright's `locator.tap()`: to check that the tap lands on the control, it listens in the
 * page to the tap's own events and reads the elements under the finger (`elementsFromPoint`) in each,
 * which makes the browser work out styles and layout inside the very task whose frame is being timed.
 * No phone does that work, and it fell on every stack alike. Here the same check runs once before the
 * tap, outside the timed part.
 */
import type { Locator, Page } from 'playwright-core';

export async function fingerTap(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box || box.width === 0 || box.height === 0) throw new Error('the control to tap has no size on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hits = await target.evaluate(
    (control, [atX, atY]) => {
      const under = document.elementFromPoint(atX!, atY!);
      return under !== null && (under === control || control.contains(under));
    },
    [x, y],
  );
  if (!hits) throw new Error('another element covers the control to tap');
  await page.touchscreen.tap(x, y);
}

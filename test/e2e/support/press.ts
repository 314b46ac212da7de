/** What a press shows at once, read where a shopper would see it. */
import type { Locator } from 'playwright-core';

export interface Feedback {
  busy: string | null;
  className: string;
}

/**
 * Clicks `control` as a shopper does and returns what that very element showed in the frame after
 * the press (`aria-busy`, its classes), even if the page replaces it soon after (a removed cart line).
 */
export async function clickAndReadFeedback(control: Locator): Promise<Feedback> {
  await control.evaluate((element) => {
    const page = window as unknown as { siFeedback?: Feedback };
    delete page.siFeedback;
    // window, capture: before anything at the host can stop the click; the frame after it, as painted
    addEventListener(
      'click',
      () => requestAnimationFrame(() => (page.siFeedback = { busy: element.getAttribute('aria-busy'), className: element.className })),
      { capture: true, once: true },
    );
  });
  await control.click();
  const read = await control.page().waitForFunction(() => (window as unknown as { siFeedback?: Feedback }).siFeedback);
  return (await read.jsonValue()) as Feedback;
}

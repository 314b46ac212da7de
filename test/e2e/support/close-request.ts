/** A modal dialog's close request in its first moment, as a browser sends it, for the demo's tests and the WordPress journeys. */
import type { Page } from 'playwright-core';

/**
 * Arms the page: the moment a dialog matching `selector` is open (before an island's effects have
 * run: preact runs them after the paint), it gets what Escape or Android's back gesture sends, a
 * `cancel`, and is closed unless a listener said no. Returns a wait for that request to have been sent.
 */
export async function requestCloseAtOpen(page: Page, selector: string): Promise<() => Promise<unknown>> {
  await page.evaluate((dialogSelector) => {
    new MutationObserver((_records, observer) => {
      const dialog = document.querySelector<HTMLDialogElement>(dialogSelector);
      if (!dialog?.open) return;
      observer.disconnect();
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
      (window as unknown as { __closeRequested: boolean }).__closeRequested = true;
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
  }, selector);
  return () => page.waitForFunction(() => '__closeRequested' in window);
}

/** Waiting for the islands, shared by the browser tests and the benchmarks (no test framework here). */
import type { Page } from 'playwright-core';

/** Resolves when the runtime has settled every host that hydrates on load, and those hydrating at idle. */
export async function islandsSettled(page: Page, idleTimeoutMs = 3000): Promise<void> {
  await page.waitForFunction(() => Boolean((window as unknown as { shopIslandsRuntime?: unknown }).shopIslandsRuntime));
  await page.evaluate(async (timeout) => {
    const runtime = (window as unknown as { shopIslandsRuntime: { idle(): Promise<void> } }).shopIslandsRuntime;
    await runtime.idle();
    // hosts that hydrate when the browser is idle
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout }));
    await runtime.idle();
  }, idleTimeoutMs);
}

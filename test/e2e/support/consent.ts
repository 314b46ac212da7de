/** The consent banner, the choices it stores and what they unblock, as the consent tests check them. */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DIST_DIR, islandsSettled, type ShopSession, type Watched } from './harness';

/** The consent banner (painted, or the island's). */
export const banner = (page: Page) => page.locator('.si-consent');

/**
 * A choice in the banner, made and saved. The press may wait for the island's code (it hydrates on
 * intent), so wait for the banner to close, then for the choice to be saved (ConsentActions.answerBanner
 * saves it once the frame without the banner is drawn).
 */
export async function choose(page: Page, name: 'Alle akzeptieren' | 'Ablehnen') {
  await banner(page).getByRole('button', { name }).click();
  await banner(page).waitFor({ state: 'detached' });
  await choiceSaved(page.context());
}

/** The banner's answer saved: its cookies are written once the frame without the banner is drawn. */
export const choiceSaved = (context: BrowserContext) =>
  expect.poll(async () => (await cookieMap(context))['cmplz_banner-status']).toBe('dismissed');

/** The context's cookies, by name. */
export const cookieMap = async (context: BrowserContext) =>
  Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));

/** The (blocked) requests to Google and YouTube. */
export const google = (watchedContext: Watched) => watchedContext.external.filter((url) => /google|youtube/.test(url));

/** How often the demo's marketing pixel ran. */
export const pixelRuns = (page: Page) => page.evaluate(() => (window as unknown as { __demoPixel?: number }).__demoPixel ?? 0);

/** The lite build renders with preact/compat, which keeps no `__reactContainer$` key. */
const REACT_BUILD = !/lite/.test(DIST_DIR);

/** The island's root element is its host or a slot inside it, and React rendered into it. */
export async function expectReactRoot(page: Page, host: string) {
  const root = await page.locator(host).evaluate((element) => {
    const found = element.hasAttribute('data-island-root') ? element : element.querySelector('[data-island-root]');
    return found
      ? {
          inside: element.contains(found),
          react: Object.keys(found).some((key) => key.startsWith('__reactContainer$')),
          children: found.childElementCount,
        }
      : null;
  });
  expect(root).toMatchObject({ inside: true });
  expect(root!.children).toBeGreaterThan(0);
  if (REACT_BUILD) expect(root!.react).toBe(true);
}

/**
 * `open(path, options)`: a new context (by default a visitor who has decided nothing) opens `path` and
 * waits for the islands. The consent tests keep the context last opened in a `watched` of their own:
 * `onOpen` hands each one over as soon as it is opened.
 */
export function consentVisitor(demo: ShopSession, onOpen: (watched: Watched) => void) {
  return async function open(path: string, options: BrowserContextOptions = {}) {
    const watched = await demo.open(options);
    onOpen(watched);
    await watched.page.goto(demo.shop.url + path);
    await islandsSettled(watched.page);
    return watched;
  };
}

/**
 * Browser-test harness: a shop per test file and the run's chromium, watched contexts (requests that would
 * leave this machine are recorded; the browser resolves no other host, browser.ts), and the checks the tests share.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { browserForFile, type Shop, startShop } from './browser';
import { keepJournal } from './journal';

export { chunkHolding, DIST_DIR, frameworkChunk, type Shop } from './browser';

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** console.error messages and uncaught page errors */
  errors: string[];
  /** every URL the page asked for */
  requests: string[];
  /** requests to anywhere but this machine: they go nowhere (browser.ts), unless a test's route answers them */
  external: string[];
}

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:';

export async function openContext(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ locale: 'de-DE', ...options });
  keepJournal(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  const external: string[] = [];
  context.on('request', (request) => {
    if (!isLocal(new URL(request.url()))) external.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { context, page, errors, requests, external };
}

export { islandsSettled } from './settle';
export { networkQuiet } from './journal';

/** A visitor who has dismissed the current consent banner (nothing else decided). */
export const BANNER_DISMISSED = [
  { name: 'cmplz_banner-status', value: 'dismissed' },
  { name: 'cmplz_policy_id', value: '11' },
];

/** Runs axe-core in the page, limited to `selector`; returns the violations, summarised. */
export async function axeViolations(
  page: Page,
  selector?: string,
): Promise<Array<{ id: string; impact: string | null | undefined; nodes: string[] }>> {
  const { createRequire } = await import('node:module');
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  }, selector);
}

/** Adds keys to the `window.shopIslands` the page prints, as a site could (a shorter time-out, another stylesheet). */
export const withConfig = (watchedContext: Watched, overrides: Record<string, unknown>) =>
  withGlobal(watchedContext, 'shopIslands', overrides);

/** The visitor asks to save data (Network Information API): nothing is warmed before a tap (warm.ts). */
export const withSaveData = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } }),
  );

/** Adds keys to a settings object the page prints (`var rmp_frontend = {…}` or `window.x = {…}`), as another site's settings would. */
export async function withGlobal(watchedContext: Watched, name: string, overrides: Record<string, unknown>) {
  await watchedContext.context.addInitScript(
    ({ global, added }) => {
      let value: Record<string, unknown> | undefined;
      Object.defineProperty(window, global, {
        configurable: true,
        get: () => value,
        set: (next: Record<string, unknown>) => {
          value = { ...next, ...added };
        },
      });
    },
    { global: name, added: overrides },
  );
}

/** The demo shop of one test file and its chromium (the run's shared one, connected to, when the run started one). */
export interface ShopSession {
  readonly shop: Shop;
  readonly browser: Browser;
  /** A watched browser context, closed after the test that opened it, holding `cookies` for the shop. */
  open(options?: BrowserContextOptions & { cookies?: CookieList }): Promise<Watched>;
  /** Adds cookies for the shop's URL to a context. */
  setCookies(watched: Watched, cookies: CookieList): Promise<void>;
}

/** Cookies as `{name, value}` pairs or `name=value` strings. */
export type CookieList = ReadonlyArray<{ name: string; value: string } | string>;

/** Starts the demo shop and connects to (or starts) chromium for a test file; stops both after it (a shared chromium stays). */
export function useShop(): ShopSession {
  let started: { shop: Shop; browser: Browser } | undefined;
  const opened: Watched[] = [];
  beforeAll(async () => {
    const [shop, browser] = await Promise.all([startShop(), browserForFile(inject('chromiumEndpoint'))]);
    started = { shop, browser };
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((watched) => watched.context.close()));
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.shop.close();
  });
  const running = () => {
    if (!started) throw new Error('the shop is not running: use the session inside tests');
    return started;
  };
  return {
    get shop() {
      return running().shop;
    },
    get browser() {
      return running().browser;
    },
    async open({ cookies = [], ...options } = {}) {
      const watched = await openContext(running().browser, options);
      opened.push(watched);
      await this.setCookies(watched, cookies);
      return watched;
    },
    async setCookies(watched, cookies) {
      const url = running().shop.url;
      await watched.context.addCookies(
        cookies.map((cookie) => {
          if (typeof cookie !== 'string') return { ...cookie, url };
          const at = cookie.indexOf('=');
          return { name: cookie.slice(0, at), value: cookie.slice(at + 1), url };
        }),
      );
    },
  };
}

/** How many of a product the shop's database holds in this visitor's cart. */
export async function quantityInCart(shop: Shop, watched: Watched, productId: number): Promise<number> {
  const session = (await watched.context.cookies()).find((cookie) => cookie.name === 'wp_woocommerce_session_demo')?.value ?? '';
  const row = shop.db
    .prepare('SELECT SUM(quantity) AS quantity FROM cart_items WHERE session_id = ? AND product_id = ?')
    .get(session, productId) as { quantity: number | null };
  return row.quantity ?? 0;
}

/** The islands' loader, the first of their code a page runs. */
const LOADER = /\/shop-islands\.js(\?|$)/;

/**
 * Records the page's layout shifts that no input caused, from its first paint, on every load.
 * The islands' code waits for one frame of the whole parsed page: a frame painted while the page was
 * still being parsed is compared with the next one, which, on a busy machine, comes after parsing;
 * the move the rest of the page made then is the parser's, and the islands' code must not share
 * that frame with it (nor hide its own moves in it).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.route(LOADER, async (route) => {
    await page.waitForFunction(() => '__parsedFrameAt' in window).catch(() => undefined);
    await route.fallback().catch(() => undefined);
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      // a rAF callback runs as a frame starts; a task queued from it, once that frame is drawn
      requestAnimationFrame(() =>
        setTimeout(() => ((window as unknown as { __parsedFrameAt: number }).__parsedFrameAt = performance.now())),
      );
    });
    type Rect = { x: number; y: number; width: number; height: number };
    const shifts: Array<{ value: number; at: number; sources: Array<{ node: Node; px: number }> }> = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    // A shift is a move of an element's start (what Chrome's layout instability counts); an element
    // that only grew or shrank at its end moves what follows it, which is reported on its own.
    const moved = (before: Rect, after: Rect) => Math.max(Math.abs(after.x - before.x), Math.abs(after.y - before.y));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node; previousRect: Rect; currentRect: Rect }>;
        }
      >)
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: entry.startTime,
            sources: (entry.sources ?? []).flatMap((source) =>
              source.node ? [{ node: source.node, px: moved(source.previousRect, source.currentRect) }] : [],
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * What recordLayoutShifts saw on the current load: the score, the start of each moved element and
 * the farthest any of them moved (px), counting only shifts that moved something inside `within`
 * when given. Sub-pixel moves happen while rendering; compare `farthestPx` with a pixel or so.
 * `afterParse` is the same for the shifts after a frame of the parsed page was drawn, when the
 * islands' code starts (recordLayoutShifts holds it until then); shifts before that come from the
 * browser painting a half-parsed page.
 */
export const layoutShifts = (page: Page, within?: string): Promise<ShiftSummary & { afterParse: ShiftSummary }> =>
  page.evaluate((selector) => {
    type Shift = { value: number; at: number; sources: Array<{ node: Node; px: number }> };
    const shifts = (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts;
    const parsedAt = (window as unknown as { __parsedFrameAt?: number }).__parsedFrameAt ?? 0;
    const inside = (node: Node) => !selector || (node instanceof Element ? node : node.parentElement)?.closest(selector) != null;
    const summarise = (all: Shift[]) => {
      const counted = selector ? all.filter((shift) => shift.sources.some((source) => inside(source.node))) : all;
      const sources = counted.flatMap((shift) =>
        shift.sources.filter((source) => inside(source.node)).map((source) => ({ ...source, at: shift.at })),
      );
      const when = (at: number) => `${Math.round(at - parsedAt)} ms ${at < parsedAt ? 'before' : 'after'} a frame of the parsed page`;
      return {
        score: counted.reduce((sum, shift) => sum + shift.value, 0),
        shifted: sources.map(
          ({ node, px, at }) =>
            `${node instanceof Element ? node.outerHTML.slice(0, 80) : String(node.nodeName)} (moved ${Math.round(px)} px, ${when(at)})`,
        ),
        farthestPx: Math.round(Math.max(0, ...sources.map((source) => source.px)) * 10) / 10,
      };
    };
    return { ...summarise(shifts), afterParse: summarise(shifts.filter((shift) => shift.at >= parsedAt)) };
  }, within);

export interface ShiftSummary {
  score: number;
  shifted: string[];
  farthestPx: number;
}

/** The checkout's billing fields as a shopper fills them in (the phone where the shop asks for one, as WooCommerce does). */
export async function fillBilling(
  page: Page,
  { email = 'erika@example.de', phone }: { email?: string; phone?: string } = {},
): Promise<void> {
  await page.fill('#billing_first_name', 'Erika');
  await page.fill('#billing_last_name', 'Mustermann');
  await page.fill('#billing_address_1', 'Speicherstadt 1');
  await page.fill('#billing_postcode', '20457');
  await page.fill('#billing_city', 'Hamburg');
  if (phone !== undefined) await page.fill('#billing_phone', phone);
  await page.fill('#billing_email', email);
}

/**
 * The lite build's browser run (`--tags-filter=contract`): what the same source under preact/compat
 * must show too, mounting, hydration and each island's main journey. Edge cases and the server
 * contract are the React run's (the code that answers them is shared, not the framework's).
 */
export const CONTRACT = { tags: ['contract'] };

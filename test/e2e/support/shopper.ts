/**
 * The shopper most browser tests send: a visitor who has dismissed the consent banner (nothing else
 * decided), opening a page of the test file's demo shop and waiting for its islands.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { BANNER_DISMISSED, type CookieList, islandsSettled, quantityInCart, type ShopSession, type Watched } from './harness';

export interface VisitOptions {
  /** cookies beside the dismissed banner's */
  cookies?: CookieList;
  /** a demo fault (`call:kind`, the demo's `demo-fault` cookie) */
  faults?: string;
  viewport?: { width: number; height: number };
  /** run on the new context before the page is opened (a route, an init script) */
  before?: (watched: Watched) => Promise<unknown>;
}

const isCookieList = (value: unknown): value is CookieList => Array.isArray(value);

/** The steps of `demo`'s shopper, for a test file (or a describe block) to take what it needs. */
export function shopper(demo: ShopSession) {
  /**
   * Opens `path` in a new context and waits for the islands to settle. The options may also be given
   * as just the extra cookies or just the `before` step.
   */
  async function visit(path: string, options: VisitOptions | CookieList | VisitOptions['before'] = {}): Promise<Watched> {
    const {
      cookies = [],
      faults,
      viewport,
      before,
    }: VisitOptions = typeof options === 'function' ? { before: options } : isCookieList(options) ? { cookies: options } : options;
    const watched = await demo.open({
      ...(viewport ? { viewport } : {}),
      cookies: [...BANNER_DISMISSED, ...cookies, ...(faults ? [`demo-fault=${faults}`] : [])],
    });
    await before?.(watched);
    await watched.page.goto(demo.shop.url + path);
    await islandsSettled(watched.page);
    return watched;
  }

  /** `visit` with browser context options of its own (reduced motion), for the page alone. */
  async function visitPage(path: string, options: BrowserContextOptions = {}) {
    const watched = await demo.open({ ...options, cookies: BANNER_DISMISSED });
    await watched.page.goto(demo.shop.url + path);
    await islandsSettled(watched.page);
    return watched.page;
  }

  /** How many of a product the shop's database holds in this visitor's cart. */
  const serverQuantity = (w: Watched, productId: number) => quantityInCart(demo.shop, w, productId);

  return { visit, visitPage, serverQuantity };
}

/**
 * The returning customer of the checkout and account tests: consent decided (functional only unless
 * statistics or marketing are allowed), an item in the cart unless `cart: false`, logged in on request.
 */
import { islandsSettled, type ShopSession, withConfig } from './harness';

const consentCookies = (statistics: 'allow' | 'deny', marketing: 'allow' | 'deny' = 'deny') => [
  { name: 'cmplz_banner-status', value: 'dismissed' },
  { name: 'cmplz_policy_id', value: '11' },
  { name: 'cmplz_functional', value: 'allow' },
  { name: 'cmplz_preferences', value: 'deny' },
  { name: 'cmplz_statistics', value: statistics },
  { name: 'cmplz_marketing', value: marketing },
];

export interface CustomerOptions {
  statistics?: 'allow' | 'deny';
  marketing?: 'allow' | 'deny';
  faults?: string;
  cart?: boolean;
  login?: [string, string];
  viewport?: { width: number; height: number };
  /** Keys added to `window.shopIslands` (a shorter time-out, a shorter still-working threshold). */
  config?: Record<string, unknown>;
}

/** The steps of `demo`'s returning customer, for a test file (or a describe block) to take what it needs. */
export function customer(demo: ShopSession) {
  /** A new context with the customer's cookies, logged in and the cart filled as asked (its page is where that left it). */
  async function start(options: CustomerOptions = {}) {
    const cookies = [
      ...consentCookies(options.statistics ?? 'deny', options.marketing ?? 'deny'),
      ...(options.faults ? [`demo-fault=${options.faults}`] : []),
    ];
    const watched = await demo.open({ ...(options.viewport ? { viewport: options.viewport } : {}), cookies });
    if (options.config) await withConfig(watched, options.config);
    if (options.login) {
      await watched.page.goto(`${demo.shop.url}/my-account/`);
      await watched.page.fill('#username', options.login[0]);
      await watched.page.fill('#password', options.login[1]);
      await watched.page.locator('form.login button[type="submit"]').click();
      await watched.page.locator('body.logged-in').waitFor({ state: 'attached' });
    }
    if (options.cart !== false) await watched.page.goto(`${demo.shop.url}/shop/?add-to-cart=1`);
    return watched;
  }

  /** `start`, then `path` opened and its islands settled. */
  async function visit(path: string, options: CustomerOptions = {}) {
    const w = await start(options);
    await w.page.goto(demo.shop.url + path);
    await islandsSettled(w.page);
    return w;
  }

  return { start, visit };
}

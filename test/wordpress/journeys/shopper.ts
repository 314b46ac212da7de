/**
 * Shopper journeys on the real WooCommerce, run twice on the same site: with WooCommerce's own
 * scripts (the plugin off for the visitor, through the test site's `shop_islands_off` cookie) and
 * with the islands (the plugin on). What the shop really holds is read back through WooCommerce's
 * Store API (the visitor's own cart, with their cookies) and its orders.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../../e2e/support/browser';
import { openContext, type Watched } from '../../e2e/support/harness';
import { answered } from '../../e2e/support/journal';
import { currentSite, wpJson, type Site } from '../site';

export type Mode = 'woocommerce' | 'islands';
/** Every journey runs in both: a journey that fails with WooCommerce's own scripts is a wrong test. */
export const MODES: Mode[] = ['woocommerce', 'islands'];

export interface StoreCartItem {
  key: string;
  id: number;
  quantity: number;
  name: string;
  variation: Array<{ attribute: string; value: string }>;
  item_data: Array<{ key?: string; name?: string; value: string }>;
}

export interface StoreCart {
  items: StoreCartItem[];
  items_count: number;
  coupons: Array<{ code: string }>;
  shipping_rates: Array<{ shipping_rates: Array<{ rate_id: string; name: string; selected: boolean }> }>;
  shipping_address: Record<string, string>;
  billing_address: Record<string, string>;
  totals: Record<string, string>;
}

export interface Shopper extends Watched {
  mode: Mode;
  site: Site;
  /** an absolute URL of the site */
  url: (path: string) => string;
  /** the visitor's cart as the shop holds it (Store API, the visitor's cookies) */
  cart: () => Promise<StoreCart>;
  /** how many of a product (or variation) the cart holds */
  quantityOf: (id: number) => Promise<number>;
}

/** A browser for the file, closed after it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not started yet');
    return browser;
  };
}

/** A new visitor (fresh cookies) in the given mode; the consent banner's question answered. */
export async function newShopper(browser: Browser, mode: Mode): Promise<Shopper> {
  const site = currentSite();
  const watched = await openContext(browser);
  // a step that waits in vain fails naming what it waited for, well inside the test's 60 s (Playwright's 30 s twice is not)
  watched.page.setDefaultTimeout(20_000);
  const cookies = [
    // the islands' consent banner (Complianz's cookie names): decided, so it does not cover the page
    { name: 'cmplz_banner-status', value: 'dismissed' },
    { name: 'cmplz_policy_id', value: '11' },
    ...(mode === 'woocommerce' ? [{ name: 'shop_islands_off', value: '1' }] : []),
  ];
  await watched.context.addCookies(cookies.map((cookie) => ({ ...cookie, url: site.url })));
  const url = (path: string) => new URL(path, site.url).href;
  const cart = () => readCart(watched.context, url('/wp-json/wc/store/v1/cart'));
  return {
    ...watched,
    mode,
    site,
    url,
    cart,
    quantityOf: async (id) => (await cart()).items.filter((item) => item.id === id).reduce((sum, item) => sum + item.quantity, 0),
  };
}

async function readCart(context: BrowserContext, url: string): Promise<StoreCart> {
  const response = await context.request.get(url);
  if (!response.ok()) throw new Error(`Store API cart: HTTP ${response.status()}`);
  return (await response.json()) as StoreCart;
}

export interface OrderSummary {
  id: number;
  status: string;
  payment_method: string;
  billing_email: string;
  total: string;
  coupons: string[];
  items: Array<{ product_id: number; variation_id: number; quantity: number }>;
  shipping_methods: string[];
  meta: Record<string, string>;
}

/** The orders placed with this billing e-mail, newest first, as WooCommerce holds them. */
export function ordersOf(email: string): Promise<OrderSummary[]> {
  return wpJson<OrderSummary[]>(
    `
    $orders = wc_get_orders( array( 'billing_email' => getenv( 'EMAIL' ), 'limit' => -1, 'orderby' => 'id', 'order' => 'DESC' ) );
    echo wp_json_encode( array_map( function ( $order ) {
      $meta = array();
      foreach ( $order->get_meta_data() as $item ) {
        $meta[ $item->key ] = is_scalar( $item->value ) ? (string) $item->value : wp_json_encode( $item->value );
      }
      return array(
        'id'               => $order->get_id(),
        'status'           => $order->get_status(),
        'payment_method'   => $order->get_payment_method(),
        'billing_email'    => $order->get_billing_email(),
        'total'            => $order->get_total(),
        'coupons'          => $order->get_coupon_codes(),
        'items'            => array_values( array_map( function ( $item ) {
          return array( 'product_id' => $item->get_product_id(), 'variation_id' => $item->get_variation_id(), 'quantity' => $item->get_quantity() );
        }, $order->get_items() ) ),
        'shipping_methods' => array_values( array_map( function ( $item ) { return $item->get_method_id(); }, $order->get_shipping_methods() ) ),
        'meta'             => $meta,
      );
    }, $orders ) );`,
    { EMAIL: email },
  );
}

/**
 * Waits until the page is ready for the shopper's next step: no island still loading, and the cart
 * fragments the page asked for as it loaded are in. WooCommerce's cart-fragments.js refreshes a new
 * visitor's cart at load and draws whichever reply comes last, so a refresh answered after the
 * shopper's add draws the cart from before it: WooCommerce's own race (seen on a loaded CI machine),
 * not what a test of the add is about. The cart store queues its refreshes.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'));
  await answered(page.context(), /wc-ajax=get_refreshed_fragments/);
}

/**
 * The shop page is ready for a loop tap: no island still loading, and with WooCommerce's own scripts
 * its click handler bound on document.body (a tap before it follows the link's `?add-to-cart=`).
 */
export async function readyForLoopTaps(page: Page, mode: Mode): Promise<void> {
  await settled(page);
  if (mode !== 'woocommerce') return;
  await page.waitForFunction(() => {
    const $ = (window as unknown as { jQuery?: { _data?: (element: Element, key: string) => unknown } }).jQuery;
    const events = $?._data?.(document.body, 'events') as { click?: Array<{ selector?: string }> } | undefined;
    return Boolean(events?.click?.some((handler) => handler.selector?.includes('.add_to_cart_button')));
  });
}

/**
 * Runs `press` (an add to cart) and returns once the add is answered and, where the stack posted the
 * form, the next page has loaded: only then may the cart be read (a Store API read while the add is
 * still being saved may write the session back as it found it).
 */
export async function addAnswered(page: Page, press: () => Promise<unknown>): Promise<void> {
  const reply = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      (response.request().resourceType() === 'document' || /wc-ajax=add_to_cart|admin-ajax\.php/.test(response.url())),
    { timeout: 20_000 },
  );
  const nextLoad = page.waitForEvent('load', { timeout: 20_000 }).catch(() => undefined);
  await press();
  if ((await reply).request().resourceType() === 'document') await nextLoad;
  await settled(page);
}

/** The gallery image the shopper sees: the one at the gallery's left edge with a size (flexslider slides it there, the islands hide the others). */
export async function shownImage(page: Page): Promise<number> {
  return page.evaluate(() => {
    const gallery = document.querySelector('.woocommerce-product-gallery')!.getBoundingClientRect();
    const images = [...document.querySelectorAll('.woocommerce-product-gallery__image')];
    return images.findIndex((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && Math.abs(box.left - gallery.left) < 5;
    });
  });
}

/** The file of the gallery image the shopper sees (its frame's image, not a zoom over it). */
export async function shownImageSrc(page: Page): Promise<string | null> {
  const index = await shownImage(page);
  if (index < 0) return null;
  return page.locator('.woocommerce-product-gallery__image').nth(index).locator('img').first().getAttribute('src');
}

/** The button addAsAPluginWithItsButton makes, and its success message. */
export const PLUGIN_BUTTON = 'a.wishlist-add';
export const PLUGIN_ADDED_MESSAGE = '“Aus der Wunschliste” wurde Ihrem Warenkorb hinzugefügt';

/**
 * Another plugin's own add (a wishlist's): a button of its own at the top of the content, shown
 * loading, its own request to wc-ajax add_to_cart, then `added_to_cart` through jQuery with the
 * reply's fragments and hash and its button, as add-to-cart.js's handlers expect. `buttonUpdates`
 * counts the `wc_cart_button_updated` heard since.
 */
export async function addAsAPluginWithItsButton(shopper: Shopper, productId: number): Promise<{ buttonUpdates(): Promise<number> }> {
  await shopper.page.evaluate(
    async ({ id, endpoint, message }) => {
      type JQ = (target: unknown) => { on(name: string, handler: () => void): void; trigger(name: string, args: unknown[]): void };
      const $ = (window as unknown as { jQuery: JQ }).jQuery;
      const wrapper = document.createElement('p');
      wrapper.innerHTML = '<a href="#" class="button wishlist-add loading">In den Warenkorb</a>';
      wrapper.firstElementChild!.setAttribute('data-success_message', message);
      document.querySelector('main')!.prepend(wrapper);
      const counted = window as unknown as { buttonUpdates: number };
      counted.buttonUpdates = 0;
      $(document.body).on('wc_cart_button_updated', () => counted.buttonUpdates++);
      const reply = (await (
        await fetch(endpoint, { method: 'POST', body: new URLSearchParams({ product_id: String(id), quantity: '1' }) })
      ).json()) as { fragments: unknown; cart_hash: string };
      $(document.body).trigger('added_to_cart', [reply.fragments, reply.cart_hash, $(wrapper.firstElementChild)]);
    },
    { id: productId, endpoint: shopper.url('/?wc-ajax=add_to_cart'), message: PLUGIN_ADDED_MESSAGE },
  );
  return { buttonUpdates: () => shopper.page.evaluate(() => (window as unknown as { buttonUpdates: number }).buttonUpdates) };
}

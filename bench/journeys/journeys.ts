/**
 * The shopper's taps the bench measures (issue 28), on the real WooCommerce 10 test site. Each names
 * the page, the control tapped, what counts as its first visible feedback and as its result (any of
 * the conditions, checked every frame after a change of the page), and the action's request.
 */
import type { Page } from 'playwright-core';
import { fillBilling } from '../../test/e2e/support/harness';
import type { Condition } from './recorder';
import type { SentRequest } from './network';
import type { Stack } from './targets';

/** What the bench's set-up found on the site: pages and products. */
export interface BenchSite {
  url: string;
  products: { simple: number };
  /** paths */
  pages: { shop: string; simpleProduct: string; miniCart: string; checkout: string; rating: string; quickView: string };
}

export interface Journey {
  id: string;
  title: string;
  /** what the shopper does, for the report */
  does: string;
  /** what a reader of the figures should know (the report prints it under the table) */
  note?: string;
  /** stacks it runs on; the others are skipped with the reason given */
  skip?: Partial<Record<Stack, string>>;
  path: (site: BenchSite) => string;
  /** one item in the cart before the visit (added by a request, so the HTTP cache stays cold) */
  withCart?: boolean;
  /** 'open': no consent cookies, the banner asks; else the question was answered before (functional only) */
  consent?: 'open';
  /** before the tap, after the page settled (the checkout's fields) */
  prepare?: (page: Page, run: number) => Promise<void>;
  /** the control tapped (the first visible match) */
  tap: (site: BenchSite) => string;
  feedback: (site: BenchSite) => Condition[];
  result: (site: BenchSite) => Condition[];
  isAction: (request: SentRequest) => boolean;
}

/** An admin-ajax post of `action`, urlencoded or multipart (FormData, as Rate My Post's widget sends it). */
const postsAjaxAction = (request: SentRequest, action: string) =>
  request.method === 'POST' &&
  /\/admin-ajax\.php(\?|$)/.test(request.url) &&
  ((request.postData ?? '').split('&').includes(`action=${action}`) ||
    (request.postData ?? '').includes(`name="action"\r\n\r\n${action}\r\n`));

const loopButton = (site: BenchSite) => `a.add_to_cart_button[data-product_id="${site.products.simple}"]`;
const isAdd = (request: SentRequest) =>
  /[?&]wc-ajax=add_to_cart\b/.test(request.url) ||
  /\/wc\/store\/(v1\/)?cart\/add-item/.test(request.url) ||
  // WooCommerce's product form posts itself (multipart: the theme's form carries enctype="multipart/form-data")
  (request.method === 'POST' && /(^|&)add-to-cart=|name="add-to-cart"/.test(request.postData ?? ''));

/**
 * A shopper who looks at the page a few seconds before tapping: the plugin's idle warming (issue 28, 2)
 * has fetched the code a tap needs (its low-priority modulepreload links have loaded; the page's own,
 * such as the consent core's printed by WordPress, do not count), or 6 s have passed; WooCommerce's
 * scripts have nothing to warm and wait the same 6 s at most.
 */
async function afterWarming(page: Page) {
  await page
    .waitForFunction(
      () => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][fetchpriority="low"]')];
        const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
        return links.length > 0 && links.every((link) => loaded.has(link.href));
      },
      undefined,
      { timeout: 6000, polling: 100 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

const loopAdd = {
  path: (site: BenchSite) => site.pages.shop,
  tap: loopButton,
  feedback: (site: BenchSite) => [
    { visible: `${loopButton(site)}.loading` },
    { visible: `${loopButton(site)}[aria-busy="true"]` },
    { visible: `${loopButton(site)}.added` },
  ],
  result: () => [{ visible: 'a.added_to_cart' }],
  isAction: isAdd,
};

export const JOURNEYS: Journey[] = [
  {
    id: 'loop-add',
    title: 'Loop add to cart (shop page)',
    does: "taps the simple product's “Add to cart” in the shop loop (`/shop/`)",
    ...loopAdd,
  },
  {
    id: 'loop-add-later',
    title: 'Loop add to cart, a few seconds after the page settled',
    does: "taps the same button once the plugin's idle warming has fetched what a tap needs (at most 6 s after the page settled)",
    note: 'The same tap as above, by a shopper who looked at the page first: what the warming buys. Its bytes count in "JS before the tap" here.',
    prepare: afterWarming,
    ...loopAdd,
  },
  {
    id: 'single-add',
    title: 'Single-product add (simple product form)',
    does: 'taps “Add to cart” in the simple product’s form on its page',
    path: (site) => site.pages.simpleProduct,
    tap: () => 'form.cart button.single_add_to_cart_button',
    feedback: () => [
      { visible: 'form.cart button.single_add_to_cart_button.loading' },
      { visible: 'form.cart button.single_add_to_cart_button[aria-busy="true"]' },
      { visible: 'form.cart button.single_add_to_cart_button:disabled' },
      { visible: 'form.cart button.single_add_to_cart_button.added' },
    ],
    // WooCommerce posts the form: the page that comes back says so; the islands add by ajax: "Warenkorb anzeigen"
    result: () => [{ visible: '.woocommerce-message' }, { visible: 'a.added_to_cart' }],
    isAction: isAdd,
  },
  {
    id: 'mini-cart',
    title: 'Mini cart open (header cart)',
    does: "taps the header cart's toggle (the plugin's `[shop_islands_mini_cart]` on a bench page), one item in the cart",
    skip: {
      woocommerce:
        "WooCommerce has no mini cart that opens on this theme: twentytwentyone has no header cart, and WooCommerce's Cart widget (in the footer) is always shown, nothing to tap. The plugin's header cart is its own shortcode, which prints nothing without the plugin.",
    },
    note: "twentytwentyone has no styles for the plugin's header cart (the demo's theme places its panel): the panel opens in the page's flow and pushes what is below it, the shift after the tap. Input counts as recent for 500 ms, so the same panel opening within 500 ms of the tap would not count.",
    withCart: true,
    path: (site) => site.pages.miniCart,
    tap: () => '.header-cart .si-mini-cart__toggle',
    feedback: () => [
      { visible: '.header-cart .si-mini-cart__panel:not([hidden])' },
      { visible: '.header-cart .si-mini-cart__toggle[aria-expanded="true"]' },
      { visible: '.header-cart .si-mini-cart__toggle[aria-busy="true"]' },
    ],
    result: () => [{ visible: '.header-cart .si-mini-cart__panel:not([hidden]) .woocommerce-mini-cart-item' }],
    isAction: (request) => /[?&]wc-ajax=get_refreshed_fragments\b/.test(request.url) || /\/wc\/store\/(v1\/)?cart\b/.test(request.url),
  },
  {
    id: 'quick-view',
    title: 'Quick view open (product card)',
    does: "taps a product card's “Schnellansicht” (Flatsome's quick-view link, on a bench page with the card; a stand-in answers `flatsome_quickview`)",
    skip: {
      woocommerce:
        "the quick view is Flatsome's and its script is Flatsome's, which cannot be installed here (not in `../shared/vendor`); WooCommerce has no quick view of its own. The server side is a stand-in written from the contract (`flatsome_quickview`: the product's lightbox HTML).",
    },
    path: (site) => site.pages.quickView,
    tap: () => 'a.quick-view[data-island="quick-view"]',
    feedback: () => [
      { visible: 'a.quick-view.loading' },
      { visible: 'a.quick-view[aria-busy="true"]' },
      { visible: 'dialog.si-dialog[open]' },
    ],
    result: () => [{ visible: 'dialog.si-dialog[open] .product-quick-view-container' }],
    isAction: (request) => postsAjaxAction(request, 'flatsome_quickview'),
  },
  {
    id: 'rating-vote',
    title: 'Rating vote (Rate My Post widget in a post)',
    does: 'taps the fifth star of Rate My Post’s widget under a post (a stand-in answers `process_rating`)',
    skip: {
      woocommerce:
        "Rate My Post's own script is not here: the plugin is not in `../shared/vendor`, only its recorded markup and replies, from which the stand-in (its shortcode, `rmp_frontend` and `process_rating`) is written.",
    },
    path: (site) => site.pages.rating,
    tap: () => '[data-island="rating"] [role="radio"]:nth-child(5)',
    feedback: () => [
      { visible: '[data-island="rating"] [role="radio"][aria-checked="true"]' },
      { visible: '[data-island="rating"] .si-rating--locked' },
    ],
    // the thanks (rmp_frontend.afterVote) in the widget's status line
    result: () => [{ visible: '[data-island="rating"] [role="status"]', text: 'Danke für deine Bewertung' }],
    isAction: (request) => postsAjaxAction(request, 'process_rating'),
  },
  {
    id: 'consent-accept',
    title: "Consent banner's accept (first visit, shop page)",
    does: 'taps “Accept” in Complianz’s banner (WooCommerce’s stack) / “Alle akzeptieren” in the islands’ banner, on `/shop/`',
    consent: 'open',
    path: (site) => site.pages.shop,
    tap: () => '.cmplz-cookiebanner.cmplz-show .cmplz-accept, .si-consent .si-consent__buttons > .si-consent__button:first-child',
    feedback: () => [{ gone: '.cmplz-cookiebanner, .si-consent' }],
    result: () => [{ gone: '.cmplz-cookiebanner, .si-consent' }],
    isAction: (request) => request.method === 'POST' && /complianz|cmplz/.test(request.url),
  },
  {
    id: 'place-order',
    title: "Checkout's place order",
    does: 'fills the billing fields, accepts the terms, taps “Place order” (bank transfer), one item in the cart',
    withCart: true,
    path: (site) => site.pages.checkout,
    prepare: async (page, run) => {
      await fillBilling(page, { email: `bench-${Date.now()}-${run}@example.de`, phone: '040 123456' });
      await page.locator('#terms').check();
      // the order review refreshes after address changes: the tap comes when it is done
      await page.waitForFunction(
        () => !document.querySelector('.blockUI.blockOverlay, .woocommerce-checkout-review-order-table.processing, [aria-busy="true"]'),
        undefined,
        { timeout: 30_000 },
      );
    },
    tap: () => '#place_order',
    feedback: () => [
      { visible: 'form.checkout.processing' },
      { visible: 'form.checkout .blockUI.blockOverlay' },
      { visible: 'form.checkout[aria-busy="true"]' },
      { visible: '#place_order[aria-busy="true"]' },
      { visible: '#place_order:disabled' },
      { visible: '#place_order.loading' },
    ],
    result: () => [{ visible: '.woocommerce-thankyou-order-received' }],
    isAction: (request) => /[?&]wc-ajax=checkout\b/.test(request.url) || /\/wc\/store\/(v1\/)?checkout\b/.test(request.url),
  },
];

/** Taps of issue 28 the test site cannot offer, with the reason (the report lists them). */
export const NOT_MEASURED: Array<{ title: string; why: string }> = [];

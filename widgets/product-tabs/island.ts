import type { IslandSpec } from '../../src/islands/types';

/** WooCommerce's review deep links: any of these in the URL opens the reviews tab. */
export const REVIEW_MARKERS = ['comment-', '#comments', '#reviews', '#tab-reviews', 'comment-page-', 'cpage='];

export const isReviewLink = (url: string) => REVIEW_MARKERS.some((marker) => url.includes(marker));

/**
 * On intent: a pointer or focus on the tabs (a press on a tab link is held and replayed once
 * mounted). At once when the page was opened by a review deep link, and on a hashchange, so a
 * review link elsewhere on the page (the rating link in the summary) still opens the reviews tab.
 */
export const productTabs = {
  name: 'product-tabs',
  hydrate: 'interaction',
  holdUntilMounted: 'ul.tabs a[href^="#"], .wc-tabs a[href^="#"]',
  wakeOn: ['hashchange'],
  onFound(host) {
    if (isReviewLink(location.href)) host.setAttribute('data-hydrate', 'load');
  },
} satisfies IslandSpec;

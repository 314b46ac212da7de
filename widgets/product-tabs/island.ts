import { either, interaction, onWindow } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { isReviewLink } from './links';

/**
 * On intent: a pointer or focus on the tabs (a press on a tab link is held and replayed once
 * mounted). At once when the page was opened by a review deep link, and on a hashchange, so a
 * review link elsewhere on the page (the rating link in the summary) still opens the reviews tab.
 */
export const productTabs = {
  name: 'product-tabs',
  hydrate: either(interaction(), onWindow(['hashchange'])),
  holdUntilMounted: 'ul.tabs a[href^="#"], .wc-tabs a[href^="#"]',
  onFound(host) {
    if (isReviewLink(location.href)) host.setAttribute('data-hydrate', 'load');
  },
} satisfies IslandSpec;

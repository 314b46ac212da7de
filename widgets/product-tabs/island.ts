import { either, interaction, onWindow } from '../../src/islands/hydrate';
import { whenJQueryReady } from '../../src/islands/legacy-event';
import type { IslandSpec } from '../../src/islands/types';
import { isReviewLink } from './links';

/** The tab single-product.js's `init` clicks at load: the reviews for a review link, the additional information at its address, else the first. */
const tabOpenedAtLoad = (reviewLink: boolean) =>
  reviewLink ? 'li.reviews_tab' : location.hash === '#tab-additional_information' ? 'li.additional_information_tab' : 'li';

/**
 * On intent: a pointer or focus on the tabs (a press on a tab link is held and replayed once
 * mounted). At once when the page was opened by a review deep link, and on a hashchange, so a
 * review link elsewhere on the page (the rating link in the summary) still opens the reviews tab.
 * At load, what single-product.js's start triggers for scripts that listen with jQuery.
 */
export const productTabs = {
  name: 'product-tabs',
  hydrate: either(interaction(), onWindow(['hashchange'])),
  holdUntilMounted: 'ul.tabs a[href^="#"], .wc-tabs a[href^="#"]',
  onFound(host) {
    const reviewLink = isReviewLink(location.href);
    if (reviewLink) host.setAttribute('data-hydrate', 'load');
    // `init` on the tabs, then a click on the tab it opens: jQuery's click on a link reaches no native
    // listener, so it wakes no island (the page shows that tab already)
    whenJQueryReady(($) =>
      $(host).trigger('init').find('.wc-tabs, ul.tabs').first().find(tabOpenedAtLoad(reviewLink)).first().find('a').trigger('click'),
    );
  },
} satisfies IslandSpec;

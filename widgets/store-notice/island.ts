import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

const DISMISS = '.woocommerce-store-notice__dismiss-link';

/**
 * On intent: the press on the printed dismiss link that wakes the island is held and replayed once
 * it is mounted. That press takes effect at once all the same (the notice hides and WooCommerce's
 * cookie is written here, a few bytes), so the visitor never waits for the island's code to see it go.
 */
export const storeNotice = {
  name: 'store-notice',
  hydrate: interaction(),
  holdUntilMounted: DISMISS,
  onFound(host) {
    const id = host.getAttribute('data-notice-id');
    if (!id) return;
    // until the island answers the link itself
    const answering = new AbortController();
    const onClick = (event: Event) => {
      if (host.getAttribute('data-island-state') === 'mounted') return answering.abort();
      if (!(event.target instanceof Element) || !event.target.closest(DISMISS)) return;
      document.cookie = `store_notice${id}=hidden; path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
      host.hidden = true;
    };
    host.addEventListener('click', onClick, { capture: true, signal: answering.signal });
  },
} satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

/** The host's property that says `update_checkout` fired before the island was mounted (form.ts reads it). */
const PENDING_UPDATE = 'siCheckoutUpdatePending';

const SHIP_TO_DIFFERENT = '#ship-to-different-address input';

/**
 * On intent (pointer, touch, focus or a key on the form): the server printed the order review and the
 * payment boxes as they are, so nothing needs the island's code (nor React) at load. Held until
 * mounted: the place-order button (a submit by Enter before mount posts the form as without
 * JavaScript) and the terms link.
 * Here, at once: the shipping address follows ship-to-different-address (WooCommerce prints it
 * shown and hides it from its script at load). `update_checkout` fired before mount (another
 * script) wakes the island and is remembered for it.
 */
export const checkout = {
  name: 'checkout',
  hydrate: 'interaction',
  holdUntilMounted: '#place_order, a.woocommerce-terms-and-conditions-link',
  wakeOn: ['update_checkout'],
  onFound: (host) => {
    const address = host.querySelector<HTMLElement>('.shipping_address');
    const follow = () => {
      const shown = host.querySelector<HTMLInputElement>(SHIP_TO_DIFFERENT)?.checked;
      if (!address || shown === undefined) return;
      address.hidden = !shown;
      address.style.display = shown ? '' : 'none';
    };
    follow();
    host.addEventListener('change', (event) => {
      if ((event.target as Element).matches(SHIP_TO_DIFFERENT)) follow();
    });
    document.body.addEventListener('update_checkout', () => ((host as unknown as Record<string, unknown>)[PENDING_UPDATE] = true), {
      once: true,
    });
  },
} satisfies IslandSpec;

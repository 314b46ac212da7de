import type { IslandSpec } from '../../src/islands/types';

/** The host's property that says `update_checkout` fired before the island was mounted. */
export const PENDING_UPDATE = 'siCheckoutUpdatePending';

/**
 * On intent (pointer or focus on the form): the server printed the order review and the payment
 * boxes as they are, so nothing needs the island's code at load; a place-order submit before mount
 * is held and replayed. At once, here: the shipping address hides while ship-to-different-address
 * is unticked (WooCommerce prints it shown and hides it from its script at load).
 * `update_checkout` fired before mount (another script) wakes it and is remembered for it.
 */
export const checkout = {
  name: 'checkout',
  hydrate: 'interaction',
  holdUntilMounted: 'form.checkout',
  wakeOn: ['update_checkout'],
  onFound: (host) => {
    const address = host.querySelector<HTMLElement>('.shipping_address');
    if (address && host.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked === false) {
      address.hidden = true;
      address.style.display = 'none';
    }
    document.body.addEventListener('update_checkout', () => ((host as unknown as Record<string, unknown>)[PENDING_UPDATE] = true), {
      once: true,
    });
  },
} satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

/**
 * On intent (pointer or focus on the form): the server printed the order review and the visibility
 * rules' state, so nothing is done at load; a place-order submit before mount is held and replayed.
 * `update_checkout` fired before mount (by another script) wakes it, and is remembered for it.
 */
/** The host's property that says `update_checkout` fired before the island was mounted. */
export const PENDING_UPDATE = 'siCheckoutUpdatePending';

export const checkout = {
  name: 'checkout',
  hydrate: 'interaction',
  holdUntilMounted: 'form.checkout',
  wakeOn: ['update_checkout'],
  onFound: (host) => {
    document.body.addEventListener('update_checkout', () => ((host as unknown as Record<string, unknown>)[PENDING_UPDATE] = true), {
      once: true,
    });
  },
} satisfies IslandSpec;

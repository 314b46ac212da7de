import { either, interaction, onWindow } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * On intent: the price changes only once a variation is chosen in the form beside it, so a pointer
 * or focus on that form (forwarded to the price host) hydrates it, and so does any change (the
 * island reads the chosen variation when it mounts).
 */
export const variationPrice = {
  name: 'variation-price',
  hydrate: either(interaction(), onWindow(['change'])),
  onFound(host) {
    const form = (host.closest('.product') ?? document).querySelector(host.getAttribute('data-form') || 'form.cart');
    if (!form) return;
    // the first intent only
    const forwarding = new AbortController();
    const forward = (event: Event) => {
      forwarding.abort();
      host.dispatchEvent(new Event(event.type));
    };
    form.addEventListener('pointerover', forward, { passive: true, signal: forwarding.signal });
    form.addEventListener('focusin', forward, { signal: forwarding.signal });
  },
} satisfies IslandSpec;

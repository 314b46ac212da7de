import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * Hydrates on intent (pointer over, focus, touch, key) on the amount field: the printed hint already
 * names the range, and an amount typed before the island is there is normalised once it is. The
 * hint is made a live region at once, so the first change said in it is announced. (Loader code.)
 */
export const nameYourPrice = {
  name: 'name-your-price',
  hydrate: interaction(),
  onFound: (host) => host.querySelector('.si-nyp__hint')?.setAttribute('aria-live', 'polite'),
} satisfies IslandSpec;

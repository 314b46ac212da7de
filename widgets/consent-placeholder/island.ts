import { visible } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { pageGlobal } from '../../src/wp/config';

/**
 * Hydrates when visible. The first sign of intent on it (pointer, touch, focus) has the consent core
 * fetch its actions (the page module consent-actions), so the accept button applies at once, while
 * a visitor who only scrolls past fetches nothing more. A click on a consent area's printed
 * placeholder (the host has the area's `data-block-id`) before the island is there is held and
 * replayed on the host, where a click accepts. (Loader code.)
 */
export const consentPlaceholder = {
  name: 'consent-placeholder',
  hydrate: visible,
  holdUntilMounted: '[data-block-id]',
  onFound: (host) => {
    const ready = () => pageGlobal('shopIslandsConsent')?.readyForChoice();
    for (const type of ['pointerover', 'touchstart', 'focusin']) host.addEventListener(type, ready, { once: true, passive: true });
  },
} satisfies IslandSpec;

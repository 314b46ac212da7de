import { after, visible } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/** Flatsome's default part: its flex rows make it equal with CSS alone (see the README), so no code. */
const byCss = (host: HTMLElement) => {
  const part = host.getAttribute('data-equalize');
  return part === null || part.trim() === '' || part.trim() === '.box-text';
};

/**
 * When the grid comes near the viewport, and only for a `data-equalize` part CSS cannot stretch:
 * a grid equalised by CSS is marked `data-equalized="css"` when found and never loads the island.
 */
export const productGrid = {
  name: 'product-grid',
  hydrate: after(visible, (host) => (byCss(host) ? new Promise<void>(() => undefined) : Promise.resolve())),
  onFound(host) {
    if (byCss(host)) host.setAttribute('data-equalized', 'css');
  },
} satisfies IslandSpec;

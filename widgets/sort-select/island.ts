import type { IslandSpec } from '../../src/islands/types';

/**
 * On intent: a pointer or focus usually comes before the select can change, and a change itself
 * wakes it too (a select set without either, as woocommerce.js's handler bound at load still
 * answered); a change before mount still sorts once mounted. (The default intent events, written
 * out: importing them would bring the hydration module into the island's chunk.)
 */
export const sortSelect = {
  name: 'sort-select',
  hydrate: 'interaction',
  interactionEvents: ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'change'],
} satisfies IslandSpec;

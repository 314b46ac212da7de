import { INTERACTION_EVENTS } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * On intent: a pointer or focus usually comes before the select can change, and a change itself
 * wakes it too (a select set without either, as woocommerce.js's handler bound at load still
 * answered); a change before mount still sorts once mounted.
 */
export const sortSelect = {
  name: 'sort-select',
  hydrate: 'interaction',
  interactionEvents: [...INTERACTION_EVENTS, 'change'],
} satisfies IslandSpec;

import { load } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * At load, as WooCommerce's script starts on DOM ready: the add button is disabled until a full,
 * purchasable choice, and a choice the server printed (default attributes, `?attribute_…=` in the
 * URL) shows its variation at once.
 */
export const variations = {
  name: 'variations',
  hydrate: load,
} satisfies IslandSpec;

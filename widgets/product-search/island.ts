import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/** Loads on the first focus or keystroke in the search form: most page views never search. */
export const productSearch = { name: 'product-search', hydrate: interaction() } satisfies IslandSpec;

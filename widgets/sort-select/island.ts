import type { IslandSpec } from '../../src/islands/types';

/** On intent: a pointer or focus comes before the select can change; a change before mount still sorts. */
export const sortSelect = { name: 'sort-select', hydrate: 'interaction' } satisfies IslandSpec;

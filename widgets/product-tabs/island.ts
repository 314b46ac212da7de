import type { IslandSpec } from '../../src/islands/types';

/** At load: a review deep link must open its tab before the visitor starts reading. */
export const productTabs = { name: 'product-tabs', hydrate: 'load' } satisfies IslandSpec;

import { defineIsland } from '../../src/islands/types';

/** At load: a review deep link must open its tab before the visitor starts reading. */
export const productTabs = defineIsland({ name: 'product-tabs', hydrate: 'load' });

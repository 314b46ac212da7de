import { defineIsland } from '../../src/islands/types';

export const variationPrice = defineIsland({ name: 'variation-price', hydrate: 'idle' });

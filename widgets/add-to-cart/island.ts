import { defineIsland } from '../../src/islands/types';

export const addToCart = defineIsland({ name: 'add-to-cart', hydrate: 'idle' });

import { defineIsland } from '../../src/islands/types';

export const cartPage = defineIsland({ name: 'cart-page', hydrate: 'load' });

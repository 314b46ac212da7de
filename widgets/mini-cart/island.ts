import { defineIsland } from '../../src/islands/types';

export const miniCart = defineIsland({ name: 'mini-cart', hydrate: 'load' });

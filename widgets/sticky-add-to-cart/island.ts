import { defineIsland } from '../../src/islands/types';

export const stickyAddToCart = defineIsland({ name: 'sticky-add-to-cart', hydrate: 'idle' });

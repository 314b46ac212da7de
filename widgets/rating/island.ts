import { defineIsland } from '../../src/islands/types';

export const rating = defineIsland({ name: 'rating', hydrate: 'visible' });

import { defineIsland } from '../../src/islands/types';

export const quantity = defineIsland({ name: 'quantity', hydrate: 'visible' });

import { defineIsland } from '../../src/islands/types';

export const nameYourPrice = defineIsland({ name: 'name-your-price', hydrate: 'idle' });

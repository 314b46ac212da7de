import { defineIsland } from '../../src/islands/types';

export const instagram = defineIsland({ name: 'instagram', hydrate: 'visible' });

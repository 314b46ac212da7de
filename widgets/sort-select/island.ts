import { defineIsland } from '../../src/islands/types';

export const sortSelect = defineIsland({ name: 'sort-select', hydrate: 'idle' });

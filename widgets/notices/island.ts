import { defineIsland } from '../../src/islands/types';

export const notices = defineIsland({ name: 'notices', hydrate: 'load' });

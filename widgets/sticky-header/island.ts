import { defineIsland } from '../../src/islands/types';

export const stickyHeader = defineIsland({ name: 'sticky-header', hydrate: 'load' });

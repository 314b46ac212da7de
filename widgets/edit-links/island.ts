import { defineIsland } from '../../src/islands/types';

export const editLinks = defineIsland({ name: 'edit-links', hydrate: 'idle' });

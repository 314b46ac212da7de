import { defineIsland } from '../../src/islands/types';

export const passwordToggle = defineIsland({ name: 'password-toggle', hydrate: 'interaction' });

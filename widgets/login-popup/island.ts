import { defineIsland } from '../../src/islands/types';

export const loginPopup = defineIsland({ name: 'login-popup', hydrate: 'idle' });

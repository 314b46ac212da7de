import { defineIsland } from '../../src/islands/types';

export const manageConsent = defineIsland({ name: 'manage-consent', hydrate: 'idle' });

import { defineIsland } from '../../src/islands/types';

export const emailCapture = defineIsland({ name: 'email-capture', hydrate: 'idle' });

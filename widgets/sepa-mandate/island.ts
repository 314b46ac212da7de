import { defineIsland } from '../../src/islands/types';

export const sepaMandate = defineIsland({ name: 'sepa-mandate', hydrate: 'idle' });

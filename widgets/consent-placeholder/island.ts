import { defineIsland } from '../../src/islands/types';

export const consentPlaceholder = defineIsland({ name: 'consent-placeholder', hydrate: 'visible' });

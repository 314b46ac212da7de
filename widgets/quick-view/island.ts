import { defineIsland } from '../../src/islands/types';

/** Ready once the browser is idle; a click before that follows the link to the product page. */
export const quickView = defineIsland({ name: 'quick-view', hydrate: 'idle' });

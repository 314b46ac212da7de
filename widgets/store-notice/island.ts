import { defineIsland } from '../../src/islands/types';

export const storeNotice = defineIsland({ name: 'store-notice', hydrate: 'load' });

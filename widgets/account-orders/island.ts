import { defineIsland } from '../../src/islands/types';

export const accountOrders = defineIsland({ name: 'account-orders', hydrate: 'visible' });

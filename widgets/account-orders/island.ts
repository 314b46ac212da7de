import { visible } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

export const accountOrders = { name: 'account-orders', hydrate: visible } satisfies IslandSpec;

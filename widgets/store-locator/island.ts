import { visible } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

export const storeLocator = { name: 'store-locator', hydrate: visible } satisfies IslandSpec;

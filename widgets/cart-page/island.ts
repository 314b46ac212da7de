import { load } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

export const cartPage = { name: 'cart-page', hydrate: load } satisfies IslandSpec;

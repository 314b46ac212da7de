import { visible } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

export const rating = { name: 'rating', hydrate: visible } satisfies IslandSpec;

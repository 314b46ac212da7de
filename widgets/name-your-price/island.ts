import type { IslandSpec } from '../../src/islands/types';

export const nameYourPrice = { name: 'name-your-price', hydrate: 'idle' } satisfies IslandSpec;

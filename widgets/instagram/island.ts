import type { IslandSpec } from '../../src/islands/types';

export const instagram = { name: 'instagram', hydrate: 'visible' } satisfies IslandSpec;

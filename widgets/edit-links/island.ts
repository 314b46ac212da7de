import type { IslandSpec } from '../../src/islands/types';

export const editLinks = { name: 'edit-links', hydrate: 'idle' } satisfies IslandSpec;

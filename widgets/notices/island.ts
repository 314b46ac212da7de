import type { IslandSpec } from '../../src/islands/types';

export const notices = { name: 'notices', hydrate: 'load' } satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

export const stickyHeader = { name: 'sticky-header', hydrate: 'load' } satisfies IslandSpec;

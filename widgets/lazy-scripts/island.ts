import type { IslandSpec } from '../../src/islands/types';

export const lazyScripts = { name: 'lazy-scripts', hydrate: 'load' } satisfies IslandSpec;

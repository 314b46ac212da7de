import type { IslandSpec } from '../../src/islands/types';

export const comingSoonBanner = { name: 'coming-soon-banner', hydrate: 'idle' } satisfies IslandSpec;

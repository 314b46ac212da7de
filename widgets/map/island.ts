import { visible } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/** When the map comes near the viewport: its placeholder is cheap, Google only after consent. */
export const map = { name: 'map', hydrate: visible } satisfies IslandSpec;

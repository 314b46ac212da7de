import type { IslandSpec } from '../../src/islands/types';

export const sepaMandate = { name: 'sepa-mandate', hydrate: 'idle' } satisfies IslandSpec;

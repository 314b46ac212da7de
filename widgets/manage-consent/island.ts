import type { IslandSpec } from '../../src/islands/types';

export const manageConsent = { name: 'manage-consent', hydrate: 'idle' } satisfies IslandSpec;

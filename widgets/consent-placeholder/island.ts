import type { IslandSpec } from '../../src/islands/types';

export const consentPlaceholder = { name: 'consent-placeholder', hydrate: 'visible' } satisfies IslandSpec;

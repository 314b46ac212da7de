import type { IslandSpec } from '../../src/islands/types';

export const emailCapture = { name: 'email-capture', hydrate: 'idle' } satisfies IslandSpec;

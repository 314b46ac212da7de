import type { IslandSpec } from '../../src/islands/types';

export const loginPopup = { name: 'login-popup', hydrate: 'idle' } satisfies IslandSpec;

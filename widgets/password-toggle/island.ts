import { interaction } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

export const passwordToggle = { name: 'password-toggle', hydrate: interaction() } satisfies IslandSpec;

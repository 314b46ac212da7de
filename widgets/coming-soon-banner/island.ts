import { defineIsland } from '../../src/islands/types';

export const comingSoonBanner = defineIsland({ name: 'coming-soon-banner', hydrate: 'idle' });

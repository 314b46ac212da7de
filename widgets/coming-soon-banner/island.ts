import { idle } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/** Printed for shop managers only, so it may hydrate at idle; a press on the link before that is held and replayed. */
export const comingSoonBanner = {
  name: 'coming-soon-banner',
  hydrate: idle,
  holdUntilMounted: '.coming-soon-banner-dismiss',
} satisfies IslandSpec;

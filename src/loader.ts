/**
 * dist/shop-islands.js: the one script a theme adds. It starts the consent core first (Consent
 * Mode defaults, blocked scripts stay blocked until allowed), then mounts each island on its hosts,
 * loading an island's code only when a host for it is on the page.
 */
import { startConsent } from './consent/boot';
import { islandSpecs } from '../widgets';
import { warmChunks, withChunk } from './islands/chunks';
import { createIslandRuntime, type IslandRuntime } from './islands/runtime';
import { warmAllowed, whenQuiet } from './islands/warm';

declare global {
  interface Window {
    shopIslandsRuntime?: IslandRuntime;
  }
}

function boot() {
  if (window.shopIslandsRuntime) return;
  try {
    startConsent();
  } catch (error) {
    console.error('[shop-islands] the consent core failed to start; blocked content stays blocked', error);
  }
  const runtime = createIslandRuntime(islandSpecs.map(withChunk));
  window.shopIslandsRuntime = runtime;
  runtime.start();
  // the code a tap on what is in view will need, fetched (not run) while nothing else happens
  whenQuiet(
    () =>
      warmAllowed((navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection) &&
      warmChunks(runtime.warmable()),
  );
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();

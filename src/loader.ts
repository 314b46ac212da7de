/**
 * dist/shop-islands.js: the one script a theme adds. Its first import is the consent core (its own
 * file, src/consent/start.ts: Consent Mode, blocked scripts stay blocked until allowed), which runs
 * before it; then it mounts each island on its hosts, loading an island's code only when a host for
 * it is on the page.
 */
import 'shop-islands:consent-core';
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

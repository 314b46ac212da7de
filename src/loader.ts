/**
 * dist/shop-islands.js: the one script a theme adds. It mounts each island on its hosts and loads
 * an island's code only when a host for it is on the page.
 */
import { islands } from './islands/registry';
import { createIslandRuntime, type IslandRuntime } from './islands/runtime';

declare global {
  interface Window {
    shopIslandsRuntime?: IslandRuntime;
  }
}

function boot() {
  if (window.shopIslandsRuntime) return;
  const runtime = createIslandRuntime(islands);
  window.shopIslandsRuntime = runtime;
  runtime.start();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();

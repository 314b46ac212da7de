/** The loader's map from island name to the content hash of its chunk, filled in at build time. */
import { loadChunk } from './chunk';
import type { IslandDefinition, IslandSpec } from './types';

declare const __ISLAND_CHUNKS__: Record<string, string> | undefined;

const chunkMap = (): Record<string, string> => (typeof __ISLAND_CHUNKS__ === 'undefined' ? {} : __ISLAND_CHUNKS__);

/**
 * The chunk URL, resolved against the loader's own URL. A retry asks again with a query, because
 * a browser may keep a failed module import in its module map.
 */
export function chunkUrl(name: string, attempt = 0, base: string = import.meta.url): string {
  const hash = chunkMap()[name];
  if (!hash) throw new Error(`no chunk was built for island "${name}"`);
  const url = new URL(`./islands/${name}-${hash}.js`, base);
  if (attempt > 0) url.searchParams.set('retry', String(attempt));
  return url.href;
}

export function withChunk(spec: IslandSpec): IslandDefinition {
  return {
    ...spec,
    load: (attempt): Promise<unknown> => import(/* @vite-ignore */ chunkUrl(spec.name, attempt)),
    ...(spec.early ? { loadEarly: () => loadPageModule(spec.early!) } : {}),
  };
}

/** Imports a plain page module built beside the islands (tsup's PAGE_MODULES, e.g. `cart-start`), with the islands' time-out and retry. */
export function loadPageModule(name: string): Promise<unknown> {
  return loadChunk(name, (attempt) => import(/* @vite-ignore */ chunkUrl(name, attempt)));
}

/**
 * Fetches, without running, the chunks of `names` (islands, page modules) and every chunk they
 * import: the build's `warm` page module holds that map (tsup.config.ts), so the loader carries none.
 */
export function warmChunks(names: readonly string[], urgent = false): void {
  if (names.length)
    loadPageModule('warm')
      .then((module) => (module as { warm(names: readonly string[], urgent: boolean): void }).warm(names, urgent))
      .catch(() => undefined);
}

/** The build's chunks as the browser tests watch them: which were fetched, and holding one back. */
import type { Route } from 'playwright-core';
import { chunkHolding, type Watched } from './harness';

/** The page asked for the build's file `file`. */
export const loaded = (w: Watched, file: string) => w.requests.some((url) => url.endsWith(`/${file}`));

/** The requests for the chunks of island `name` (its own module and its early one). */
export const chunk = (requests: string[], name: string) => requests.filter((url) => new RegExp(`/islands/${name}-`).test(url));

/** Holds back the chunk with `source` (or the file named so) until the returned function is called. */
export async function holdChunk(w: Watched, source: RegExp | string) {
  const file = typeof source === 'string' ? source : chunkHolding(source);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await w.context.route(`**/${file}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds back an island's chunk until `release` is called (a slow network for that one file). */
export async function holdIslandChunk(w: Watched, island: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await w.context.route(new RegExp(`/islands/${island}-[^/]+\\.js`), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

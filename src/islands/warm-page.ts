/**
 * dist/islands/warm-<hash>.js: the build's map from island (or page module) to every file its
 * chunk imports, itself included (written by tsup.config.ts after the islands build), and the
 * warming: each file is fetched with `<link rel="modulepreload">`, which fetches and compiles a
 * module without running it (and, in Chromium, without fetching its imports: hence the map).
 */
import { preloadModule } from './warm';

declare const __ISLAND_FILES__: Record<string, string[]>;

export function warm(
  names: readonly string[],
  urgent = false,
  files: Record<string, string[]> = __ISLAND_FILES__,
  base: string = import.meta.url,
): void {
  for (const name of names) for (const file of files[name] ?? []) preloadModule(new URL(file, base).href, document, urgent);
}

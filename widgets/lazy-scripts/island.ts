import { after, load } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { interactionEvents, isIdentifier } from './interactions';

/**
 * Resolves once the gate has something to do: the visitor acted (the flag turns true, as the gate
 * itself would set it) or the site set the flag. Until then the held scripts stay inert and no code
 * (no framework) loads. A name the window has already (the site's own flag, another gate's wait, or
 * `fetch`…) loads the island at once: it then decides, and refuses what is not a flag.
 */
function when(host: HTMLElement): Promise<void> {
  const name = host.getAttribute('data-flag-name') ?? 'shopIslandsLazyFired';
  const win = window as unknown as Record<string, unknown>;
  return new Promise<void>((resolve) => {
    // a name the window has, or no identifier: the island decides at once (and refuses what is no flag)
    if (!isIdentifier(name) || name in win) return resolve();
    let open = () => {
      open = () => undefined;
      // the plain global again, true: the gate's own flag takes over from there
      delete win[name];
      win[name] = true;
      resolve();
    };
    Object.defineProperty(win, name, { configurable: true, get: () => false, set: (value) => value === true && open() });
    for (const type of interactionEvents(host.getAttribute('data-events')))
      addEventListener(type, () => open(), { capture: true, passive: true, once: true });
  });
}

export const lazyScripts = { name: 'lazy-scripts', hydrate: after(load, when) } satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

let scrolled: Promise<void> | undefined;

/**
 * The header does nothing until the page scrolls (it sticks only past its threshold), so its code,
 * and the framework, load at the first scroll (at once when the page opens scrolled, e.g. restored
 * or at an anchor): a visitor who does not scroll fetches nothing for it.
 */
const when = (): Promise<void> =>
  (scrolled ??= new Promise<void>((resolve) => {
    if (scrollY > 0) return resolve();
    addEventListener('scroll', () => resolve(), { once: true, passive: true });
  }));

export const stickyHeader = { name: 'sticky-header', hydrate: 'load', when } satisfies IslandSpec;

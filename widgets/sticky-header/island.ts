import { after, load, onWindow, type Strategy } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';

/**
 * The header does nothing until the page scrolls (it sticks only past its threshold), so its code,
 * and the framework, load at the first scroll (at once when the page opens scrolled, e.g. restored
 * or at an anchor): a visitor who does not scroll fetches nothing for it.
 */
const scrolled: Strategy = (host, signal) => (scrollY > 0 ? Promise.resolve() : onWindow(['scroll'])(host, signal));

export const stickyHeader = { name: 'sticky-header', hydrate: after(load, scrolled) } satisfies IslandSpec;

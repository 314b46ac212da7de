/**
 * The event an early module dispatches on its host to have the island's code loaded now (an island
 * with `earlyFirst`, whose code otherwise waits until a press needs it): to show a failure, say.
 */
export const ISLAND_WANTED = 'si-island-wanted';

export const wantIsland = (host: Element): void => void host.dispatchEvent(new Event(ISLAND_WANTED));

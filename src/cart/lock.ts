import { pageGlobal, setPageGlobal, type OwnGlobals } from '../wp/config';

/** The Web Lock every tab of the shop takes for a cart change: one change at a time per session. */
export const CART_LOCK = 'shop-islands:cart';

/**
 * Set on `globalThis` once the page's cart store runs: from then on every cart change of the tab goes
 * through its queue, in the order the shopper made them, and the loader sends none of its own.
 */
export const CART_RUNNING = '__shopIslandsCartRunning' satisfies keyof OwnGlobals;

export const cartRunning = (): boolean => pageGlobal(CART_RUNNING) === true;

export const markCartRunning = (): void => setPageGlobal(CART_RUNNING, true);

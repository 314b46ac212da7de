/**
 * The consent store: the visitor's choices in the cmplz_* cookies, the decisions drawn from them,
 * and everything that follows a choice (Consent Mode, WP Consent API, events, unblocking,
 * cleanup, the consent log, a reload after a withdrawal). No React; islands subscribe.
 *
 * Two halves on one instance: the core (./core, the loader's first import on every page) and the actions
 * (./actions, a page module the core loads on demand). This module hands out both together, for
 * code that has both at hand (unit tests); islands only ever use the type and the page's store.
 */
import { consentActions } from './actions';
import { ConsentStore as ConsentCore, type ConsentDeps } from './core';
import { createUnblocker } from './unblock';

export * from './core';
export { COOKIE_DATA_ATTEMPTS, COOKIE_DATA_RETRY_MS, RELOAD_DELAY_MS, SCROLL_DISMISS_PX } from './actions';

/** The store with its actions and unblocker on board from the start, so a choice applies at once. */
export class ConsentStore extends ConsentCore {
  constructor(deps: ConsentDeps) {
    super(deps, consentActions, createUnblocker);
  }
}

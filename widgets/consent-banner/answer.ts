import type { BannerChoice, ConsentStore } from '../../src/consent/core';

/**
 * The banner's own accept, deny or close, painted or hydrated: it goes at once, the choice is saved
 * once that is drawn (ConsentActions.answerBanner). Resolves whether the choice could be made (false
 * when the store's actions could not be loaded: the banner stays, for the visitor to be told).
 */
export const answerBanner = (store: ConsentStore, choice: BannerChoice): Promise<boolean> =>
  store.withActions((actions) => actions.answerBanner(store, choice));

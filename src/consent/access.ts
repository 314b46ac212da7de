/**
 * How islands reach the page's one consent store: the loader owns it and puts it on window,
 * because island chunks are built apart from the loader and must not carry a second copy.
 */
import type { ConsentStore } from './store';

export function consentStore(): ConsentStore {
  const store = (globalThis as { shopIslandsConsent?: ConsentStore }).shopIslandsConsent;
  if (!store) throw new Error('the consent store is not running: load dist/shop-islands.js first');
  return store;
}

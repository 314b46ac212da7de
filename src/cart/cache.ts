/**
 * The fragment cache exactly as cart-fragments.js keeps it: sessionStorage[fragment_name] = JSON of
 * the fragments, sessionStorage and localStorage[cart_hash_key] = the hash, sessionStorage
 * wc_cart_created = when. Used at load only when it holds the mini-cart fragment, its hash is the
 * cookie's and it is younger than 24 h.
 */
import type { Fragments } from './fragments';
import { CACHE_MAX_AGE_MS, CREATED_KEY, MINI_CART_SELECTOR, type FragmentParams } from './params';

export type { Fragments };

export interface CacheStorage {
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

const safe = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

export function readCachedFragments(
  storage: CacheStorage,
  params: FragmentParams,
  cookieHash: string | undefined,
  now: number,
): Fragments | null {
  const { session } = storage;
  if (!session) return null;
  const raw = safe(() => session.getItem(params.fragmentName), null);
  const hash = safe(() => session.getItem(params.cartHashKey), null);
  const created = Number(safe(() => session.getItem(CREATED_KEY), null));
  if (!raw || !hash || !cookieHash || hash !== cookieHash) return null;
  if (!Number.isFinite(created) || created <= 0 || now - created >= CACHE_MAX_AGE_MS) return null;
  const fragments = safe(() => JSON.parse(raw) as unknown, null);
  if (typeof fragments !== 'object' || fragments === null || Array.isArray(fragments)) return null;
  if (typeof (fragments as Fragments)[MINI_CART_SELECTOR] !== 'string') return null;
  return fragments as Fragments;
}

/** When the cached fragments were made (WooCommerce's `wc_cart_created`), or null. */
export function cachedAt(storage: CacheStorage): number | null {
  const created = Number(safe(() => storage.session?.getItem(CREATED_KEY) ?? null, null));
  return Number.isFinite(created) && created > 0 ? created : null;
}

export function writeCachedFragments(storage: CacheStorage, params: FragmentParams, fragments: Fragments, hash: string, now: number): void {
  safe(() => {
    storage.session?.setItem(params.fragmentName, JSON.stringify(fragments));
    storage.session?.setItem(params.cartHashKey, hash);
    storage.local?.setItem(params.cartHashKey, hash);
    if (!storage.session?.getItem(CREATED_KEY)) storage.session?.setItem(CREATED_KEY, String(now));
    return undefined;
  }, undefined);
}

/** A new cart (emptied, or a different hash) starts a new 24 h window. */
export function resetCacheAge(storage: CacheStorage, now: number): void {
  safe(() => storage.session?.setItem(CREATED_KEY, String(now)), undefined);
}

/** `keepLocal`: localStorage's hash (the one other tabs listen to) is the caller's to write. */
export function clearCachedFragments(storage: CacheStorage, params: FragmentParams, options: { keepLocal?: boolean } = {}): void {
  safe(() => {
    storage.session?.removeItem(params.fragmentName);
    storage.session?.removeItem(params.cartHashKey);
    if (!options.keepLocal) storage.local?.removeItem(params.cartHashKey);
    storage.session?.removeItem(CREATED_KEY);
    return undefined;
  }, undefined);
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/fixtures/cart-deps';
import { readCachedFragments, writeCachedFragments, type CacheStorage } from './cache';
import { CACHE_MAX_AGE_MS, readFragmentParams } from './params';

const params = readFragmentParams({ cart_hash_key: 'wc_cart_hash_x', fragment_name: 'wc_fragments_x', request_timeout: '5000' });
const memory = memoryStorage;
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">2 Artikel</div>' };

describe('fragment cache rules', () => {
  const fresh = (): CacheStorage => ({ session: memory(), local: memory() });

  it('reads the params with WooCommerce defaults', () => {
    expect(readFragmentParams(undefined)).toEqual({ cartHashKey: 'wc_cart_hash', fragmentName: 'wc_fragments', requestTimeoutMs: 5000 });
    expect(params).toEqual({ cartHashKey: 'wc_cart_hash_x', fragmentName: 'wc_fragments_x', requestTimeoutMs: 5000 });
  });

  it('writes the keys WooCommerce writes', () => {
    const storage = fresh();
    writeCachedFragments(storage, params, fragments, 'abc', 1000);
    expect(storage.session!.getItem('wc_fragments_x')).toBe(JSON.stringify(fragments));
    expect(storage.session!.getItem('wc_cart_hash_x')).toBe('abc');
    expect(storage.local!.getItem('wc_cart_hash_x')).toBe('abc');
    expect(storage.session!.getItem('wc_cart_created')).toBe('1000');
  });

  it('uses the cache only with the mini-cart fragment, the cookie’s hash, and under 24 h', () => {
    const storage = fresh();
    writeCachedFragments(storage, params, fragments, 'abc', 1000);
    expect(readCachedFragments(storage, params, 'abc', 1000 + CACHE_MAX_AGE_MS - 1)).toEqual(fragments);
    expect(readCachedFragments(storage, params, 'abc', 1000 + CACHE_MAX_AGE_MS)).toBeNull();
    expect(readCachedFragments(storage, params, 'other', 2000)).toBeNull();
    expect(readCachedFragments(storage, params, undefined, 2000)).toBeNull();
    const noMiniCart = fresh();
    writeCachedFragments(noMiniCart, params, { 'span.cart-count': '1' }, 'abc', 1000);
    expect(readCachedFragments(noMiniCart, params, 'abc', 2000)).toBeNull();
    const broken = fresh();
    broken.session!.setItem('wc_fragments_x', '{broken');
    broken.session!.setItem('wc_cart_hash_x', 'abc');
    broken.session!.setItem('wc_cart_created', '1000');
    expect(readCachedFragments(broken, params, 'abc', 2000)).toBeNull();
    expect(readCachedFragments({ session: undefined, local: undefined }, params, 'abc', 2000)).toBeNull();
  });

  it('survives storage that throws (Safari private mode, quota)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => writeCachedFragments({ session: throwing, local: throwing }, params, fragments, 'abc', 1)).not.toThrow();
    expect(readCachedFragments({ session: throwing, local: throwing }, params, 'abc', 2)).toBeNull();
  });
});

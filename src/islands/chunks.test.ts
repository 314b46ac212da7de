// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('chunkUrl', () => {
  it('resolves against the loader URL and busts the cache on retries', async () => {
    (globalThis as Record<string, unknown>).__ISLAND_CHUNKS__ = { rating: 'ABCD1234' };
    const { chunkUrl } = await import('./chunks');
    const base = 'https://shop.example/wp-content/plugins/shop-islands/dist/shop-islands.js';
    expect(chunkUrl('rating', 0, base)).toBe('https://shop.example/wp-content/plugins/shop-islands/dist/islands/rating-ABCD1234.js');
    expect(chunkUrl('rating', 1, base)).toBe(
      'https://shop.example/wp-content/plugins/shop-islands/dist/islands/rating-ABCD1234.js?retry=1',
    );
    delete (globalThis as Record<string, unknown>).__ISLAND_CHUNKS__;
  });
});

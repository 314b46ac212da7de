import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk';

describe('loadChunk', () => {
  it('returns the module on success', async () => {
    await expect(loadChunk('rating', async () => ({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it('retries once after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ ok: 2 });
    await expect(loadChunk('rating', importer)).resolves.toEqual({ ok: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('reports ChunkLoadError after the retry fails too', async () => {
    const importer = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await loadChunk('map', importer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(String(error)).toBe('ChunkLoadError: Loading chunk map failed');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that never arrives after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('search', () => new Promise(() => undefined), { timeoutMs: 120_000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(240_000);
    const error = await pending;
    vi.useRealTimers();
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading chunk search failed');
  });
});

describe('chunkUrl', () => {
  it('resolves against the loader URL and busts the cache on retries', async () => {
    (globalThis as Record<string, unknown>).__ISLAND_CHUNKS__ = { rating: 'ABCD1234' };
    const { chunkUrl } = await import('./chunks');
    const base = 'https://shop.example/wp-content/plugins/shop-islands/dist/shop-islands.js';
    expect(chunkUrl('rating', 0, base)).toBe('https://shop.example/wp-content/plugins/shop-islands/dist/islands/rating-ABCD1234.js');
    expect(chunkUrl('rating', 1, base)).toBe('https://shop.example/wp-content/plugins/shop-islands/dist/islands/rating-ABCD1234.js?retry=1');
    delete (globalThis as Record<string, unknown>).__ISLAND_CHUNKS__;
  });
});

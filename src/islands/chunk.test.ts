// @vitest-environment node
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

  it('gives up on a chunk that never arrives within 120 s in all, the retry included', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => undefined));
    let settled: unknown;
    void loadChunk('search', importer).catch((caught: unknown) => (settled = caught));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(importer).toHaveBeenCalledTimes(2); // the stalled first try left time for a retry
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    expect(settled).toBeInstanceOf(ChunkLoadError);
    expect((settled as ChunkLoadError).message).toBe('Loading chunk search failed');
  });

  it('gives a retry after a fast failure all the time that is left', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const importer = vi.fn(() =>
      ++calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise<{ ok: 3 }>((resolve) => setTimeout(() => resolve({ ok: 3 }), 100_000)),
    );
    const pending = loadChunk('search', importer);
    await vi.advanceTimersByTimeAsync(100_000);
    vi.useRealTimers();
    await expect(pending).resolves.toEqual({ ok: 3 });
  });
});

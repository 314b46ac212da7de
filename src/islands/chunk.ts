/** Loads an island's code chunk with a time-out and one retry, as webpack's runtime reports failures. */

/** The whole wait for a chunk, retries included (webpack's chunk time-out). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    override readonly cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed`);
  }
}

export interface ChunkOptions {
  /** for all tries together */
  timeoutMs?: number;
  retries?: number;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Calls `importer` until it succeeds, at most `1 + retries` times, all within `timeoutMs`. A try
 * may use an even share of the time left, so a stalled first request still leaves time for a
 * retry, and a fast failure leaves the retry more.
 */
export async function loadChunk<T>(chunk: string, importer: (attempt: number) => Promise<T>, options: ChunkOptions = {}): Promise<T> {
  const { timeoutMs = CHUNK_TIMEOUT_MS, retries = 1 } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    try {
      return await withTimeout(importer(attempt), Math.ceil(left / (retries - attempt + 1)));
    } catch (error) {
      lastError = error;
    }
  }
  throw new ChunkLoadError(chunk, lastError);
}

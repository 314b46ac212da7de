/** Loads an island's code chunk with a time-out and one retry, as webpack's runtime reports failures. */

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

/** Calls `importer` until it succeeds, at most `1 + retries` times, each bounded by the time-out. */
export async function loadChunk<T>(chunk: string, importer: (attempt: number) => Promise<T>, options: ChunkOptions = {}): Promise<T> {
  const { timeoutMs = CHUNK_TIMEOUT_MS, retries = 1 } = options;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      return await withTimeout(importer(attempt), timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw new ChunkLoadError(chunk, lastError);
}

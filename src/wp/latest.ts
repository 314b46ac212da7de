/**
 * Latest wins: each run aborts the one before it, and a run that was overtaken rejects with an
 * `aborted` TransportError (code `superseded`) even if its answer still arrives, so a slow old
 * reply can never overwrite a newer one.
 */
import { TransportError } from './errors';

export interface LatestWins<A extends unknown[], T> {
  run(...args: A): Promise<T>;
  /** Abort whatever is running; its promise rejects as superseded. */
  cancel(): void;
}

export function latestWins<A extends unknown[], T>(task: (signal: AbortSignal, ...args: A) => Promise<T>): LatestWins<A, T> {
  let current: AbortController | undefined;
  let generation = 0;
  const superseded = () => new TransportError('aborted', 'A newer request replaced this one', { url: '', code: 'superseded' });

  return {
    async run(...args: A) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const mine = ++generation;
      try {
        const value = await task(controller.signal, ...args);
        if (mine !== generation) throw superseded();
        return value;
      } catch (error) {
        if (mine !== generation) throw superseded();
        throw error;
      } finally {
        if (current === controller) current = undefined;
      }
    },
    cancel() {
      generation++;
      current?.abort();
      current = undefined;
    },
  };
}

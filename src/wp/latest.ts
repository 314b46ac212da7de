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

export interface LatestChange<A extends unknown[], T> {
  /** Ask for this change; resolves with its reply only while it is still the newest change. */
  run(...args: A): Promise<T>;
}

/**
 * Latest wins for changes to the server (a cart quantity): nothing that has left the browser is
 * ever aborted, since the server may already be applying it. Changes asked for while one waits in
 * `queue` replace its arguments (coalesced: only the newest is sent); a reply that arrives after a
 * newer change was asked for is ignored (its caller rejects as superseded), as is every caller
 * whose change was coalesced away.
 */
export function latestChange<A extends unknown[], T>(
  queue: { run<R>(task: () => Promise<R>): Promise<R> },
  send: (...args: A) => Promise<T>,
  /**
   * What a change's turn waits for before it is sent, changes asked meanwhile still joining it (the
   * checkout's refresh waits for the end of the event that asked: see useOrderReview).
   */
  gather?: () => Promise<void>,
): LatestChange<A, T> {
  type Caller = { generation: number; resolve: (value: T) => void; reject: (error: unknown) => void };
  let generation = 0;
  let waiting: { args: A; callers: Caller[] } | undefined;
  const superseded = () => new TransportError('aborted', 'A newer change replaced this one', { url: '', code: 'superseded' });

  const settle = (callers: Caller[], outcome: { ok: true; value: T } | { ok: false; error: unknown }) => {
    for (const caller of callers) {
      if (caller.generation !== generation) caller.reject(superseded());
      else if (outcome.ok) caller.resolve(outcome.value);
      else caller.reject(outcome.error);
    }
  };

  return {
    run(...args: A) {
      const mine = ++generation;
      return new Promise<T>((resolve, reject) => {
        const caller = { generation: mine, resolve, reject };
        if (waiting) {
          waiting.args = args;
          waiting.callers.push(caller);
          return;
        }
        const batch = { args, callers: [caller] };
        waiting = batch;
        void queue.run(async () => {
          await gather?.();
          waiting = undefined; // from here on the change is sent: newer ones queue behind it
          try {
            settle(batch.callers, { ok: true, value: await send(...batch.args) });
          } catch (error) {
            settle(batch.callers, { ok: false, error });
          }
        });
      });
    },
  };
}

/**
 * A request a component owns, with TanStack Query's conventions and without the library: one status
 * union to render from, one AbortSignal per request. A new request aborts the one still out (the
 * latest wins), leaving the page aborts it, and an aborted request changes nothing.
 *
 * Sent by hand (`send()`, a mutation's shape), or by itself (`enabled`, a query's shape): whenever
 * `enabled` turns true or `key` changes, unless a request for that key is out or has succeeded. So a
 * failed one is sent again the next time it is wanted, never in a loop.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from './useLatest';

export type RequestState<T> =
  { status: 'idle' } | { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export interface RequestOptions {
  /** send by itself while true */
  enabled?: boolean;
  /** what the data belongs to: another key is another request */
  key?: unknown;
}

export type Request<T> = RequestState<T> & {
  /** Sends (aborting the one out); resolves with how it ended, or undefined when it was aborted. */
  send(): Promise<RequestState<T> | undefined>;
  /** Aborts the one out, if any; the state stays as it was. */
  abort(): void;
  /** Back to idle (a message dismissed), aborting the one out. */
  reset(): void;
};

const IDLE = { status: 'idle' } as const;
const PENDING = { status: 'pending' } as const;

export function useRequest<T>(request: (signal: AbortSignal) => Promise<T>, { enabled = false, key }: RequestOptions = {}): Request<T> {
  const [state, setState] = useState<RequestState<T>>(IDLE);
  const out = useRef<AbortController | null>(null);
  const latestRequest = useLatest(request);
  const latestState = useLatest(state);
  const sentFor = useRef<{ key: unknown } | null>(null);

  const abort = useCallback(() => {
    out.current?.abort();
    out.current = null;
  }, []);

  const send = useCallback(async (): Promise<RequestState<T> | undefined> => {
    out.current?.abort();
    const controller = (out.current = new AbortController());
    setState(PENDING);
    let settled: RequestState<T>;
    try {
      settled = { status: 'success', data: await latestRequest.current(controller.signal) };
    } catch (error) {
      settled = { status: 'error', error };
    }
    if (controller.signal.aborted) return undefined;
    out.current = null;
    setState(settled);
    return settled;
  }, [latestRequest]);

  useEffect(() => {
    if (!enabled) return;
    const sameKey = sentFor.current !== null && Object.is(sentFor.current.key, key);
    if (sameKey && (out.current !== null || latestState.current.status === 'success')) return;
    sentFor.current = { key };
    void send();
  }, [enabled, key, send, latestState]);

  const reset = useCallback(() => {
    abort();
    setState(IDLE);
  }, [abort]);

  useEffect(() => abort, [abort]);

  return { ...state, send, abort, reset };
}

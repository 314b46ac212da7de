import { useCallback, useEffect, useRef } from 'react';

/**
 * The signal of what a component started (its requests, its timers): aborted when the component
 * unmounts, so a reply that comes after it is gone changes nothing. A getter, read when a request
 * leaves: handlers and effects run after the component mounted, when the signal is its own.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const mounted = new AbortController();
    controller.current = mounted;
    return () => mounted.abort();
  }, []);
  return useCallback(() => (controller.current ??= new AbortController()).signal, []);
}

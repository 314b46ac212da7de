import { useCallback, useSyncExternalStore } from 'react';
import { mapHandle, subscribeMap, type MapHandle } from './channel';

/** The drawn map with this key, or undefined while there is none (not yet allowed, loading, gone). */
export function useMap(key: string): MapHandle | undefined {
  const subscribe = useCallback((listener: () => void) => subscribeMap(key, listener), [key]);
  const snapshot = useCallback(() => mapHandle(key), [key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

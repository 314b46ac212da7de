/** React hooks over the consent store, for islands that wait for consent. */
import { useSyncExternalStore } from 'react';
import { consentStore } from './access';
import type { ConsentSnapshot } from './store';
import type { Category } from './types';

export function useConsentSnapshot(): ConsentSnapshot {
  const store = consentStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useConsent(category: Category): boolean {
  return useConsentSnapshot().allowed[category];
}

export function useServiceConsent(service: string, category: Category = 'marketing'): boolean {
  const snapshot = useConsentSnapshot();
  return snapshot.services[service] ?? snapshot.allowed[category];
}

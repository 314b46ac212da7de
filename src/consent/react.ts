/**
 * React hooks over the consent store. The store comes from the island's context (defineIsland
 * provides the page's store) or is passed in, so a hook never reaches for a global itself.
 */
import { createContext, createElement, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageKey } from '../i18n';
import type { ConsentSnapshot, ConsentStore } from './store';
import type { Category } from './types';

const ConsentContext = createContext<ConsentStore | null>(null);

export function ConsentProvider({ store, children }: { store: ConsentStore | null; children?: ReactNode }) {
  return createElement(ConsentContext.Provider, { value: store }, children);
}

/** The store given, else the island's. */
export function useConsentStore(given?: ConsentStore): ConsentStore {
  const fromContext = useContext(ConsentContext);
  const store = given ?? fromContext;
  if (!store) throw new Error('the consent store is not running: load dist/shop-islands.js (its first import starts it)');
  return store;
}

export function useConsentSnapshot(given?: ConsentStore): ConsentSnapshot {
  const store = useConsentStore(given);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useConsent(category: Category, given?: ConsentStore): boolean {
  return useConsentSnapshot(given).allowed[category];
}

export function useServiceConsent(service: string, category: Category = 'marketing', given?: ConsentStore): boolean {
  const snapshot = useConsentSnapshot(given);
  return snapshot.services[service] ?? snapshot.allowed[category];
}

/**
 * A choice made through the store (`choose(store.acceptAll())`) and, when it could not be saved
 * (the store's actions could not be loaded: offline since the page loaded), the message for the
 * visitor, until the next try.
 */
export function useChoice(): { failure: MessageKey | null; choose: (saving: Promise<boolean>) => void } {
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const choose = useCallback((saving: Promise<boolean>) => {
    setFailure(null);
    void saving.then((saved) => {
      if (!saved) setFailure(navigator.onLine === false ? 'error.offline' : 'error.network');
    });
  }, []);
  return { failure, choose };
}

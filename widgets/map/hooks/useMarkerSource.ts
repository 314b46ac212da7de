import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchMarkers } from '../markers-source';
import { inCategories, parseMarkers, type MapMarker } from '../overlays';
import type { MapSettings } from '../settings';

export interface MarkerSource {
  items: readonly MapMarker[];
  /** the last load or filter failed (the markers shown before stay) */
  failed: boolean;
  filter(categories: string[]): void;
}

const NO_MARKERS: readonly MapMarker[] = [];

/**
 * The markers to draw: the printed `mapMarkers`, or those of `get_ajax_markers` when none were
 * printed or a category filter is set. Latest wins; a failed load keeps what is shown.
 */
export function useMarkerSource(settings: MapSettings, initialCategories: readonly string[], excluded: boolean): MarkerSource {
  const printed = useMemo(
    () => (settings.markers === undefined || settings.markers === null ? null : parseMarkers(settings.markers)),
    [settings],
  );
  const [categories, setCategories] = useState(initialCategories);
  // the server ignores the filter, so the printed markers filtered here are what it will answer
  const [shown, setShown] = useState(() => (excluded || !printed ? NO_MARKERS : inCategories(printed, initialCategories)));
  const [failed, setFailed] = useState(false);
  const fromServer = printed === null || categories.length > 0;

  useEffect(() => {
    if (excluded || !fromServer) return;
    const controller = new AbortController();
    fetchMarkers(settings.mapId, categories, controller.signal).then(
      (found) => {
        setShown(found);
        setFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[shop-islands] map: the markers could not be loaded', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [excluded, fromServer, categories, settings.mapId]);

  const filter = useCallback(
    (next: string[]) => {
      if (excluded) return;
      setCategories(next);
      if (printed && next.length === 0) {
        setShown(printed);
        setFailed(false);
      }
    },
    [excluded, printed],
  );
  return { items: shown, failed, filter };
}

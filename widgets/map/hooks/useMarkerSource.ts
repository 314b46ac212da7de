import { useCallback, useEffect, useState } from 'react';
import { fetchMarkers } from '../markers-source';
import { inCategories, type MapMarker } from '../../../src/maps/overlays';
import { printedMarkers } from '../prepared';
import { useLatest } from '../../../src/hooks/useLatest';
import type { MapSettings } from '../../../src/maps/settings';

export interface MarkerSource {
  items: readonly MapMarker[];
  /** the last load or filter failed (the markers shown before stay) */
  failed: boolean;
  filter(categories: string[]): void;
}

const NO_MARKERS: readonly MapMarker[] = [];

/**
 * The markers to draw: the printed `mapMarkers` (or their JSON script, printed-markers.ts), or those of `get_ajax_markers` when none were
 * printed or a category filter is set. Latest wins; a failed load keeps what is shown.
 */
export function useMarkerSource(
  settings: MapSettings,
  mapKey: string,
  initialCategories: readonly string[],
  excluded: boolean,
): MarkerSource {
  // undefined while a big map's printed markers are still being read (in slices)
  const [printed, setPrinted] = useState<MapMarker[] | null | undefined>(() => (excluded ? null : printedMarkers(settings, mapKey).result));
  const [categories, setCategories] = useState(initialCategories);
  // the server ignores the filter, so the printed markers filtered here are what it will answer
  const [shown, setShown] = useState(() => (excluded || !printed ? NO_MARKERS : inCategories(printed, initialCategories)));
  const [failed, setFailed] = useState(false);
  const fromServer = printed === null || categories.length > 0;
  const latestCategories = useLatest(categories);

  useEffect(() => {
    if (excluded || printed !== undefined) return;
    let current = true;
    void printedMarkers(settings, mapKey).promise.then((found) => {
      if (!current) return;
      setPrinted(found);
      if (found) setShown(inCategories(found, latestCategories.current));
    });
    return () => {
      current = false;
    };
  }, [excluded, printed, settings, mapKey, latestCategories]);

  useEffect(() => {
    if (excluded || printed === undefined || !fromServer) return;
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
  }, [excluded, printed, fromServer, categories, settings.mapId]);

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

/// <reference types="google.maps" />
import { useEffect, useState } from 'react';
import type { Maps } from '../google';
import { MarkerSet, type MarkerSetOptions } from '../marker-set';
import type { MapMarker } from '../../../src/maps/overlays';
import type { PlacedMarker } from './marker-kinds';
import { useLatest } from '../../../src/hooks/useLatest';

export { DRAW_SLICE } from '../cluster-layer';
export { MARKER_BATCH } from '../marker-set';

export type MarkersOptions = MarkerSetOptions;

/** The markers by id; a clustered marker becomes a Google object when it is first asked for. */
export interface DrawnMarkers {
  get(id: string): PlacedMarker | undefined;
}

const NONE: DrawnMarkers = { get: () => undefined };

/** The map's markers (marker-set.ts), made in one effect and taken down in its cleanup. */
export function useMarkers(maps: Maps, map: google.maps.Map | null, items: readonly MapMarker[], options: MarkersOptions): DrawnMarkers {
  const { mapKey, advanced, cluster, trigger } = options;
  const activate = useLatest(options.onActivate);
  const clusterTitle = useLatest(options.clusterTitle);
  const [drawn, setDrawn] = useState(NONE);
  useEffect(() => {
    if (!map) return;
    const markers = new MarkerSet(maps, map, items, {
      mapKey,
      advanced,
      cluster,
      trigger,
      clusterTitle: (count) => clusterTitle.current(count),
      onActivate: (id, marker, how) => activate.current(id, marker, how),
    });
    void markers.draw(() => setDrawn(markers));
    return () => {
      markers.close();
      setDrawn(NONE);
    };
  }, [maps, map, items, advanced, cluster, trigger, mapKey, activate, clusterTitle]);
  return drawn;
}

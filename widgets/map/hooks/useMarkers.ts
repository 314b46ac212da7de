/// <reference types="google.maps" />
import { MarkerClusterer, SuperClusterViewportAlgorithm } from '@googlemaps/markerclusterer';
import { useEffect, useState } from 'react';
import type { Maps } from '../google';
import type { MapMarker } from '../overlays';
import { keepInPluginData } from '../plugin-data';
import type { InfoWindowTrigger } from '../settings';
import { placeMarker, type PlacedMarker } from './marker-kinds';
import { useLatest } from './useLatest';

/** Markers are made in batches, each its own task, so that 10,000 of them never block input for long. */
export const MARKER_BATCH = 250;
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const CLUSTER_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#5b3a29" stroke="#fff" stroke-width="3"/></svg>')}`;

export interface MarkersOptions {
  mapKey: string;
  advanced: boolean;
  cluster: boolean;
  trigger: InfoWindowTrigger;
  clusterTitle: (count: number) => string;
  /** a marker was clicked (or hovered, when info windows open on hover) */
  onActivate: (id: string, marker: PlacedMarker) => void;
}

const NONE: ReadonlyMap<string, PlacedMarker> = new Map();

function clusterMarker(maps: Maps, advanced: boolean, count: number, position: google.maps.LatLng, title: string) {
  if (advanced) {
    const content = document.createElement('div');
    content.className = 'si-map-cluster';
    content.dataset.count = String(count);
    content.textContent = String(count);
    return new maps.marker.AdvancedMarkerElement({ position, title, content, zIndex: 1000 + count });
  }
  return new maps.Marker({
    position,
    title,
    label: { text: String(count), color: '#ffffff', fontSize: '12px', fontWeight: '600' },
    icon: { url: CLUSTER_ICON, scaledSize: new maps.Size(40, 40), anchor: new maps.Point(20, 20) },
    zIndex: 1000 + count,
  });
}

/**
 * The markers (clustered with the viewport algorithm when asked and there are several), made in
 * one effect and taken down in its cleanup; `gmwdmapData.allMarkers<key>` holds them meanwhile.
 */
export function useMarkers(
  maps: Maps,
  map: google.maps.Map | null,
  items: readonly MapMarker[],
  options: MarkersOptions,
): ReadonlyMap<string, PlacedMarker> {
  const { mapKey, advanced, cluster, trigger } = options;
  const activate = useLatest(options.onActivate);
  const clusterTitle = useLatest(options.clusterTitle);
  const [drawn, setDrawn] = useState(NONE);
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    const placed = new Map<string, PlacedMarker>();
    const offs: Array<() => void> = [];
    let clusterer: MarkerClusterer | null = null;
    const clustered = cluster && items.length > 1;
    void (async () => {
      for (const [index, item] of items.entries()) {
        if (index > 0 && index % MARKER_BATCH === 0) {
          await yieldToMain();
          if (cancelled) return;
        }
        const marker = placeMarker(maps, advanced, {
          position: { lat: item.lat, lng: item.lng },
          title: item.title,
          icon: item.icon,
          animation: item.animation,
          onMap: clustered ? null : map,
        });
        placed.set(item.id, marker);
        offs.push(marker.onClick(() => activate.current(item.id, marker)));
        if (trigger === 'hover') offs.push(marker.onHover(() => activate.current(item.id, marker)));
      }
      const all = [...placed.values()].map((marker) => marker.google);
      if (clustered) {
        clusterer = new MarkerClusterer({
          map,
          markers: all,
          algorithm: new SuperClusterViewportAlgorithm({ maxZoom: 15 }),
          // a cluster says in words (and in the shop's language) how many stores it holds
          renderer: { render: ({ count, position }) => clusterMarker(maps, advanced, count, position, clusterTitle.current(count)) },
        });
      }
      keepInPluginData('allMarkers', mapKey, all);
      setDrawn(placed);
    })();
    return () => {
      cancelled = true;
      offs.forEach((off) => off());
      clusterer?.clearMarkers();
      clusterer?.setMap(null);
      placed.forEach((marker) => marker.remove());
      keepInPluginData('allMarkers', mapKey, []);
      setDrawn(NONE);
    };
  }, [maps, map, items, advanced, cluster, trigger, mapKey, activate, clusterTitle]);
  return drawn;
}

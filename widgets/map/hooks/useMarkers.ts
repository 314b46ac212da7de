/// <reference types="google.maps" />
import { useEffect, useState } from 'react';
import type { ClusterSource } from '../cluster-source';
import type { ViewItem } from '../clusters';
import type { Maps } from '../google';
import type { MapMarker } from '../overlays';
import { keepInPluginData } from '../plugin-data';
import { takeClusterSource } from '../prepared';
import type { InfoWindowTrigger } from '../settings';
import { placeMarker, type PlacedMarker } from './marker-kinds';
import { useLatest } from '../../../src/hooks/useLatest';

/** Markers are made in batches, each its own task, so that 10,000 of them never block input for long. */
export const MARKER_BATCH = 250;
/** …and a batch stops early once it has taken this long (slow devices, slow Maps objects). */
const BATCH_MS = 40;
/** Clusters and markers drawn per task (each may cost the map a layout). */
export const DRAW_SLICE = 200;
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const CLUSTER_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#5b3a29" stroke="#fff" stroke-width="3"/></svg>')}`;

export interface MarkersOptions {
  mapKey: string;
  advanced: boolean;
  cluster: boolean;
  trigger: InfoWindowTrigger;
  clusterTitle: (count: number) => string;
  /** a marker was clicked (or hovered, when info windows open on hover) */
  onActivate: (id: string, marker: PlacedMarker, how: 'click' | 'hover') => void;
}

/** The markers by id; a clustered marker becomes a Google object when it is first asked for. */
export interface DrawnMarkers {
  get(id: string): PlacedMarker | undefined;
}

const NONE: DrawnMarkers = { get: () => undefined };

/** A cluster's marker, put on the map by `show` (made first and then placed: one layout, not two). */
function clusterMarker(maps: Maps, advanced: boolean, count: number, position: google.maps.LatLngLiteral, title: string) {
  if (advanced) {
    const content = document.createElement('div');
    content.className = 'si-map-cluster';
    content.dataset.count = String(count);
    content.textContent = String(count);
    const marker = new maps.marker.AdvancedMarkerElement({ position, title, content, zIndex: 1000 + count });
    return {
      marker,
      clickEvent: 'gmp-click',
      show: (map: google.maps.Map) => (marker.map = map),
      remove: () => (marker.map = null),
    };
  }
  const marker = new maps.Marker({
    position,
    title,
    label: { text: String(count), color: '#ffffff', fontSize: '12px', fontWeight: '600' },
    icon: { url: CLUSTER_ICON, scaledSize: new maps.Size(40, 40), anchor: new maps.Point(20, 20) },
    zIndex: 1000 + count,
  });
  return { marker, clickEvent: 'click', show: (map: google.maps.Map) => marker.setMap(map), remove: () => marker.setMap(null) };
}

/**
 * Draws the view's clusters and single markers from the index, again whenever the map comes to
 * rest in another view (as markerclusterer's viewport algorithm does). Only the clusters and the
 * single markers in view are Google objects; `marker(index)` makes (or finds) a point's marker.
 * A click on a cluster fits the map to its points. Returns the cleanup.
 */
function drawClusters(
  maps: Maps,
  map: google.maps.Map,
  index: ClusterSource,
  marker: (index: number) => PlacedMarker,
  advanced: boolean,
  title: (count: number) => string,
  onFirstDraw: () => void,
): () => void {
  let singles = new Set<PlacedMarker>();
  let groups: Array<{ remove(): void; listener: google.maps.MapsEventListener }> = [];
  let drawnView = '';
  let asked = 0;
  let closed = false;
  let drewOnce = false;
  /** draws a view DRAW_SLICE markers per task; a newer view (or the cleanup) stops it */
  const draw = async (items: readonly ViewItem[], current: () => boolean) => {
    const nextSingles = new Set<PlacedMarker>();
    const nextGroups: typeof groups = [];
    for (const [position, item] of items.entries()) {
      if (position > 0 && position % DRAW_SLICE === 0) {
        await yieldToMain();
        if (!current()) break;
      }
      if (item.kind === 'point') {
        const single = marker(item.index);
        nextSingles.add(single);
        if (!singles.has(single)) single.show(map);
        continue;
      }
      const group = clusterMarker(maps, advanced, item.count, { lat: item.lat, lng: item.lng }, title(item.count));
      const listener = group.marker.addListener(group.clickEvent, () => {
        void index.clusterBounds(item.id).then((bounds) => closed || map.fitBounds(bounds));
      });
      group.show(map);
      nextGroups.push({ remove: group.remove, listener });
    }
    if (!current()) {
      // a newer view is being drawn: what this one added goes (markers the newer one shows stay)
      nextSingles.forEach((single) => singles.has(single) || single.remove());
      nextGroups.forEach((group) => {
        group.listener.remove();
        group.remove();
      });
      return false;
    }
    singles.forEach((single) => nextSingles.has(single) || single.remove());
    groups.forEach((group) => {
      group.listener.remove();
      group.remove();
    });
    singles = nextSingles;
    groups = nextGroups;
    return true;
  };
  const render = () => {
    const zoom = map.getZoom();
    const latLngBounds = map.getBounds();
    if (zoom === undefined || !latLngBounds) return;
    const ne = latLngBounds.getNorthEast();
    const sw = latLngBounds.getSouthWest();
    const bounds = { south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() };
    const view = `${Math.round(zoom)}:${bounds.south}:${bounds.west}:${bounds.north}:${bounds.east}`;
    if (view === drawnView) return;
    drawnView = view;
    const mine = ++asked;
    // only the latest view is drawn
    const current = () => !closed && mine === asked;
    void index.view(bounds, zoom).then(async (items) => {
      if (!current() || !(await draw(items, current))) return;
      if (!drewOnce) {
        performance.mark('si:clusters-drawn'); // for bench:map
        onFirstDraw();
      }
      drewOnce = true;
    });
  };
  const idle = map.addListener('idle', render);
  render();
  return () => {
    closed = true;
    idle.remove();
    groups.forEach((group) => {
      group.listener.remove();
      group.remove();
    });
    singles.forEach((single) => single.remove());
  };
}

/**
 * The markers, made in one effect and taken down in its cleanup; `gmwdmapData.allMarkers<key>`
 * holds them meanwhile. Clustered (when asked and there are several), the positions are indexed
 * first and the view's clusters drawn at once; the markers themselves are made as they come into
 * view or are asked for, and the rest after the first drawing in batches (MARKER_BATCH, BATCH_MS), each its
 * own task, so that allMarkers<key> ends up with every one, as the plugin keeps it.
 */
export function useMarkers(maps: Maps, map: google.maps.Map | null, items: readonly MapMarker[], options: MarkersOptions): DrawnMarkers {
  const { mapKey, advanced, cluster, trigger } = options;
  const activate = useLatest(options.onActivate);
  const clusterTitle = useLatest(options.clusterTitle);
  const [drawn, setDrawn] = useState(NONE);
  useEffect(() => {
    if (!map) return;
    let cancelled = false;
    const placed = new Map<string, PlacedMarker>();
    const offs: Array<() => void> = [];
    const clustered = cluster && items.length > 1;
    let undraw = () => {};
    const make = (item: MapMarker, onMap: google.maps.Map | null) => {
      const known = placed.get(item.id);
      if (known) return known;
      const marker = placeMarker(maps, advanced, {
        position: { lat: item.lat, lng: item.lng },
        title: item.title,
        icon: item.icon,
        animation: item.animation,
        onMap,
      });
      placed.set(item.id, marker);
      offs.push(marker.onClick(() => activate.current(item.id, marker, 'click')));
      if (trigger === 'hover') offs.push(marker.onHover(() => activate.current(item.id, marker, 'hover')));
      return marker;
    };
    const byId = new Map(items.map((item) => [item.id, item]));
    const lookup: DrawnMarkers = {
      get: (id) => {
        const item = byId.get(id);
        return item && !cancelled ? make(item, null) : undefined;
      },
    };
    const keepAll = () =>
      keepInPluginData(
        'allMarkers',
        mapKey,
        [...byId.keys()].flatMap((id) => placed.get(id)?.google ?? []),
      );
    /** makes the markers not made yet, at most MARKER_BATCH (and BATCH_MS) per task */
    const makeAll = async (onMap: google.maps.Map | null) => {
      let batch = 0;
      let started = performance.now();
      for (const item of items) {
        if (placed.has(item.id)) continue;
        if (batch === MARKER_BATCH || (batch > 0 && performance.now() - started > BATCH_MS)) {
          await yieldToMain();
          if (cancelled) return false;
          batch = 0;
          started = performance.now();
        }
        make(item, onMap);
        batch++;
      }
      return true;
    };
    void (async () => {
      if (clustered) {
        const index = await takeClusterSource(items);
        if (cancelled) return index.close();
        let firstDrawn = () => {};
        const drawn = new Promise<void>((resolve) => (firstDrawn = resolve));
        const undrawClusters = drawClusters(
          maps,
          map,
          index,
          (point) => make(items[point]!, null),
          advanced,
          (count) => clusterTitle.current(count),
          () => firstDrawn(),
        );
        undraw = () => {
          undrawClusters();
          index.close();
        };
        keepAll();
        setDrawn(lookup);
        await drawn;
        await yieldToMain();
        if (cancelled || !(await makeAll(null))) return;
        keepAll();
        return;
      }
      if (!(await makeAll(map))) return;
      keepAll();
      setDrawn(lookup);
    })();
    return () => {
      cancelled = true;
      undraw();
      offs.forEach((off) => off());
      placed.forEach((marker) => marker.remove());
      keepInPluginData('allMarkers', mapKey, []);
      setDrawn(NONE);
    };
  }, [maps, map, items, advanced, cluster, trigger, mapKey, activate, clusterTitle]);
  return drawn;
}

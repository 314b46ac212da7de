/// <reference types="google.maps" />
import { useEffect, type RefObject } from 'react';
import { useLatest } from '../../../src/hooks/useLatest';
import { publishMap, type MapHandle } from '../../../src/maps/channel';
import type { LatLng } from '../../../src/maps/overlays';
import type { MapSettings } from '../../../src/maps/settings';
import { zoomToShow } from '../zoom';
import type { InfoWindowState } from './useInfoWindow';
import type { LocatorSearch } from './useLocatorCircle';
import type { DrawnMarkers } from './useMarkers';
import type { MarkerSource } from './useMarkerSource';
import { VISITOR_ZOOM } from './useVisitorMarker';

/** What the handle is made of: a new handle is published when one of these changes. */
export interface MapView {
  settings: MapSettings;
  geocode: MapHandle['geocode'];
  places: MapHandle['places'];
  canvas: HTMLElement;
  showVisitor(position: LatLng): void;
  setSearch(search: LocatorSearch | null): void;
  setVisitor(position: LatLng | null): void;
}

/** What the handle reads when the locator calls it: the latest render's, not the one it was published in. */
export interface MapLatest {
  drawn: DrawnMarkers;
  info: InfoWindowState;
  filter: MarkerSource['filter'];
}

/** The store locator's handle on a drawn map: its searches, the visitor, a marker in focus, the reset and the category filter. */
export function mapHandle(map: google.maps.Map, view: MapView, latest: RefObject<MapLatest>): MapHandle {
  const { settings, geocode, places, canvas, showVisitor, setSearch, setVisitor } = view;
  return {
    settings,
    geocode,
    ...(places ? { places } : {}),
    showSearch(origin, radiusMeters, results) {
      setSearch({ origin, radiusMeters });
      map.setCenter(origin);
      // back to the configured zoom, and out only as far as results outside the view need
      const size = { width: canvas.clientWidth || 600, height: canvas.clientHeight || 400 };
      map.setZoom(zoomToShow(origin, results, settings.zoom, size, settings.minZoom));
    },
    showVisitor,
    focusMarker(id) {
      const marker = latest.current.drawn.get(id);
      if (!marker) return;
      map.setCenter(marker.position);
      if ((map.getZoom() ?? 0) < VISITOR_ZOOM) map.setZoom(VISITOR_ZOOM);
      latest.current.info.show(id, marker.google);
    },
    reset() {
      setSearch(null);
      setVisitor(null);
      map.setCenter(settings.center);
      map.setZoom(settings.zoom);
    },
    filterMarkers(next) {
      latest.current.filter(next);
    },
  };
}

/** The map's handle, published under its key for the store locator (src/maps/channel) while the map is drawn. */
export function usePublishedMap(map: google.maps.Map | null, mapKey: string, view: MapView, current: MapLatest): void {
  const latest = useLatest(current);
  const { settings, geocode, places, canvas, showVisitor, setSearch, setVisitor } = view;
  useEffect(() => {
    if (!map) return;
    return publishMap(mapKey, mapHandle(map, { settings, geocode, places, canvas, showVisitor, setSearch, setVisitor }, latest));
  }, [map, mapKey, settings, geocode, places, canvas, showVisitor, setSearch, setVisitor, latest]);
}

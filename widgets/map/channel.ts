/**
 * How a store locator finds the map with the same key: the map island publishes its handle here
 * once Google Maps is drawn; the locator works without it and uses it when it comes. One module
 * instance per page (it sits in a shared chunk, like the cart store).
 */
import type { LatLng, MapMarker } from './overlays';
import type { Geocode } from './geocoder';
import type { MapSettings } from './settings';

export interface MapHandle {
  settings: MapSettings;
  geocode: Geocode;
  /** Show a search: the origin, the radius circle and the results; zoom back to the configured zoom. */
  showSearch(origin: LatLng, radiusMeters: number, results: MapMarker[]): void;
  /** The visitor's position, with its own marker, at zoom 13. */
  showVisitor(position: LatLng): void;
  focusMarker(id: string): void;
  reset(): void;
}

const handles = new Map<string, MapHandle>();
const waiting = new Map<string, Set<(handle: MapHandle) => void>>();

export function publishMap(key: string, handle: MapHandle): () => void {
  handles.set(key, handle);
  waiting.get(key)?.forEach((listener) => listener(handle));
  return () => {
    if (handles.get(key) === handle) handles.delete(key);
  };
}

export const mapHandle = (key: string): MapHandle | undefined => handles.get(key);

/** Calls `listener` with the map now if it is there, and whenever it (re)appears. */
export function onMap(key: string, listener: (handle: MapHandle) => void): () => void {
  const set = waiting.get(key) ?? new Set();
  set.add(listener);
  waiting.set(key, set);
  const now = handles.get(key);
  if (now) listener(now);
  return () => set.delete(listener);
}

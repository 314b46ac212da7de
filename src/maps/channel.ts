/**
 * How a store locator finds the map with the same key: the map island publishes its handle here
 * once Google Maps is drawn and withdraws it when the map goes away; the locator works without it
 * and uses it while it is there. One module instance per page (it sits in a shared chunk, like the
 * cart store). React reads it with `useMap(key)` (./useMap).
 */
import type { Geocode } from './geocoder';
import type { LatLng, MapMarker } from './overlays';
import type { MapSettings } from './settings';

export interface PlaceSuggestion {
  /** the maps service's place id */
  id: string;
  /** what the visitor reads in the list */
  label: string;
}

/** Address suggestions from the maps service's places search, for the map's search box and the locator's address field. */
export interface PlacesSearch {
  /** Suggestions for what was typed (none under 3 characters); rejects when the service fails. */
  suggest(query: string): Promise<PlaceSuggestion[]>;
  /** Where a chosen suggestion is. */
  locate(suggestion: PlaceSuggestion): Promise<LatLng>;
}

export interface MapHandle {
  settings: MapSettings;
  geocode: Geocode;
  /** absent when the places library is not available (a key without the Places API, say): address fields then only geocode */
  places?: PlacesSearch;
  /** Show a search: the origin, the radius circle and the results; zoom back to the configured zoom. */
  showSearch(origin: LatLng, radiusMeters: number, results: MapMarker[]): void;
  /** The visitor's position, with its own marker, at zoom 13. */
  showVisitor(position: LatLng): void;
  focusMarker(id: string): void;
  reset(): void;
  /** Show only the markers of these categories (none: all), loaded through `get_ajax_markers`. */
  filterMarkers?(categories: string[]): void;
}

const handles = new Map<string, MapHandle>();
const listeners = new Map<string, Set<() => void>>();

const notify = (key: string) => listeners.get(key)?.forEach((listener) => listener());

/** Publish a drawn map; the function returned withdraws it (listeners hear both). */
export function publishMap(key: string, handle: MapHandle): () => void {
  handles.set(key, handle);
  notify(key);
  return () => {
    if (handles.get(key) !== handle) return;
    handles.delete(key);
    notify(key);
  };
}

export const mapHandle = (key: string): MapHandle | undefined => handles.get(key);

/** Calls `listener` whenever the map with this key appears or goes away. */
export function subscribeMap(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

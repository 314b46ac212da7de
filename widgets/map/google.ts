/// <reference types="google.maps" />
/** Loading Google Maps with @googlemaps/js-api-loader 2.x (key, language and region from config). */
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { pageGlobal } from '../../src/wp/config';

let configured = false;

export interface LoaderOptions {
  key: string;
  language: string;
  region: string;
}

export type Maps = typeof google.maps;

/** The google.maps namespace once the libraries the map always uses are in. */
export async function loadGoogleMaps(options: LoaderOptions): Promise<Maps> {
  if (!configured) {
    setOptions({ key: options.key, v: 'weekly', language: options.language, region: options.region });
    configured = true;
  }
  await Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('geocoding')]);
  // bench:map measures from here to the first clustered render
  performance.mark('si:maps-ready');
  return pageGlobal('google')!.maps;
}

/** The places library, or null when the key does not allow it (the search box then only geocodes). */
export async function loadPlaces(): Promise<typeof google.maps.places | null> {
  try {
    const places = (await importLibrary('places')) as typeof google.maps.places;
    return typeof places?.AutocompleteSuggestion?.fetchAutocompleteSuggestions === 'function' ? places : null;
  } catch {
    return null;
  }
}

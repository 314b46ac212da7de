/** Loading Google Maps with @googlemaps/js-api-loader 2.x (key, language and region from config). */
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

let configured = false;

export interface LoaderOptions {
  key: string;
  language: string;
  region: string;
}

/** The google.maps namespace once the libraries the map uses are in. */
export async function loadGoogleMaps(options: LoaderOptions): Promise<typeof google.maps> {
  if (!configured) {
    setOptions({ key: options.key, v: 'weekly', language: options.language, region: options.region });
    configured = true;
  }
  await Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('geocoding')]);
  return (globalThis as unknown as { google: { maps: typeof google.maps } }).google.maps;
}

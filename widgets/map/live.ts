/**
 * What the map needs once the visitor allowed it: Google Maps loaded and the component that draws
 * it. Its own chunk (with the clusterer and the reply schema), fetched only after consent, so a page
 * whose visitor said no pays for the placeholder only.
 */
import { loadGoogleMaps, loadPlaces, type LoaderOptions } from './google';
import { prepareMarkers } from './prepared';
import type { MapSettings } from '../../src/maps/settings';

export { LiveMap } from './LiveMap';

/** Loads Google Maps; meanwhile the printed markers are read (and, with `index`, indexed for clustering). */
export async function loadLive(options: LoaderOptions, settings?: MapSettings, mapKey = '', index = false) {
  const loading = loadGoogleMaps(options);
  if (settings) prepareMarkers(settings, mapKey, index);
  const maps = await loading;
  const placesLibrary = await loadPlaces();
  return { maps, placesLibrary };
}

/**
 * What the map needs once the visitor allowed it: Google Maps loaded and the component that draws
 * it. Its own chunk (with the clusterer and the reply schema), fetched only after consent, so a page
 * whose visitor said no pays for the placeholder only.
 */
import { loadGoogleMaps, loadPlaces, type LoaderOptions } from './google';

export { LiveMap } from './LiveMap';

export async function loadLive(options: LoaderOptions) {
  const maps = await loadGoogleMaps(options);
  const placesLibrary = await loadPlaces();
  return { maps, placesLibrary };
}

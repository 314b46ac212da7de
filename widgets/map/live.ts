/// <reference types="google.maps" />
/**
 * The map once the visitor allowed it: Google Maps loaded, everything drawn, the handle published
 * for the store locator. Its own chunk (with the clusterer), fetched only after consent, so a page
 * whose visitor said no pays for the placeholder only.
 */
import { getConfig } from '../../src/wp/config';
import { publishMap, type MapHandle } from './channel';
import { addLayers, addMarkers, addShapes, createMap, infoContent, recenterAfterFullscreen, VISITOR_ZOOM } from './draw';
import { directionsUrl } from './geo';
import { googleGeocode } from './geocoder';
import { loadGoogleMaps } from './google';
import { t } from './messages';
import { parseMarkers, parseShapes } from './overlays';
import type { MapSettings } from './settings';

export async function showLiveMap(element: HTMLElement, settings: MapSettings, options: { mapKey: string; apiKey: string; cluster: boolean }): Promise<Array<() => void>> {
  const config = getConfig();
  const doc = element.ownerDocument;
  const { mapKey, cluster } = options;
  const cleanups: Array<() => void> = [];
  const locale = config.locale.replace('_', '-');
  const maps = await loadGoogleMaps({
    key: options.apiKey || String(config.googleMapsKey ?? ''),
    language: locale.split('-')[0] ?? 'de',
    region: (locale.split('-')[1] ?? 'DE').toUpperCase(),
  });
  element.replaceChildren();
  const map = createMap(maps, element, settings);
  const layers = addLayers(maps, map, settings);
  const labels = { directions: t('map.directions'), more: t('map.more') };
  const items = parseMarkers(settings.markers);
  const drawn = await addMarkers(maps, map, items, settings, (marker) => infoContent(marker, directionsUrl, labels), { cluster: cluster && items.length > 1, clusterTitle: (count) => t('map.cluster', { count }) });
  const shapes = addShapes(maps, map, parseShapes(settings.polygons), parseShapes(settings.polylines));
  cleanups.push(recenterAfterFullscreen(map, element, settings));
  let circle: google.maps.Circle | undefined;
  let visitor: google.maps.Marker | undefined;
  const geocoder = new maps.Geocoder();
  const geocode = googleGeocode(geocoder, (config.locale.split(/[-_]/)[1] ?? 'de').toLowerCase());

  if (settings.searchBox.enabled) {
    const input = doc.createElement('input');
    input.type = 'search';
    input.className = 'si-map__search';
    input.setAttribute('aria-label', t('locator.address'));
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || !input.value.trim()) return;
      event.preventDefault();
      geocode(input.value).then(
        (place) => {
          map.setCenter(place);
          map.setZoom(VISITOR_ZOOM);
        },
        () => input.setAttribute('aria-invalid', 'true'),
      );
    });
    map.controls[(settings.searchBox.position || maps.ControlPosition.TOP_LEFT) as google.maps.ControlPosition]?.push(input);
  }

  const handle: MapHandle = {
    settings,
    geocode,
    showSearch(origin, radiusMeters, results) {
      circle?.setMap(null);
      circle = new maps.Circle({ map, center: origin, radius: radiusMeters, ...settings.circle, strokeWeight: 2, clickable: false });
      map.setCenter(origin);
      map.setZoom(settings.zoom);
      if (results.length > 0) {
        const bounds = new maps.LatLngBounds();
        bounds.extend(origin);
        results.forEach((result) => bounds.extend(result));
        const circleBounds = circle.getBounds();
        if (circleBounds && results.every((result) => circleBounds.contains(result))) map.fitBounds(circleBounds);
      }
    },
    showVisitor(position) {
      visitor?.setMap(null);
      visitor = new maps.Marker({ map, position, title: t('map.you'), zIndex: 1000 });
      map.setCenter(position);
      map.setZoom(VISITOR_ZOOM);
    },
    focusMarker(id) {
      const marker = drawn.markers.get(id);
      const position = marker?.getPosition();
      if (!position) return;
      map.setCenter(position);
      if ((map.getZoom() ?? 0) < VISITOR_ZOOM) map.setZoom(VISITOR_ZOOM);
      drawn.open(id);
    },
    reset() {
      circle?.setMap(null);
      visitor?.setMap(null);
      circle = undefined;
      visitor = undefined;
      map.setCenter(settings.center);
      map.setZoom(settings.zoom);
    },
  };
  cleanups.push(publishMap(mapKey, handle));
  cleanups.push(() => {
    drawn.remove();
    shapes.forEach((shape) => shape.setMap(null));
    layers.forEach((layer) => layer.setMap(null));
    circle?.setMap(null);
    visitor?.setMap(null);
  });
  return cleanups;
}

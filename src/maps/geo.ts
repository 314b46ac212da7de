/** Distances for the store locator. */
import type { DistanceUnit } from './settings';
import type { LatLng, MapMarker } from './overlays';

/** The locator circle's radius in metres: km × 1000, miles × 1609.34. */
export const radiusMeters = (radius: number, unit: DistanceUnit) => radius * (unit === 'km' ? 1000 : 1609.34);

/** Great-circle distance as the plugin's SQL computes it (6371 km, 3959 mi). */
export function haversine(a: LatLng, b: LatLng, unit: DistanceUnit): number {
  const R = unit === 'km' ? 6371 : 3959;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Results nearest first; a missing or broken server distance is computed from the origin. */
export function byDistance(markers: MapMarker[], origin: LatLng, unit: DistanceUnit): Array<MapMarker & { distance: number }> {
  return markers
    .map((marker) => ({
      ...marker,
      distance: marker.distance !== undefined && Number.isFinite(marker.distance) ? marker.distance : haversine(origin, marker, unit),
    }))
    .sort((a, b) => a.distance - b.distance || a.title.localeCompare(b.title, 'de'));
}

/** Google Maps directions to a place, from wherever the visitor is. */
export const directionsUrl = (to: LatLng) => `https://www.google.com/maps/dir/?api=1&destination=${to.lat},${to.lng}`;

/**
 * Geocoding for the store locator: Google's Geocoder when the map is loaded, or any function the
 * site provides (`shopIslands.geocoder`), so that the locator also works without Google.
 */
import type { LatLng } from './overlays';

export const GEOCODER_STATUSES = [
  'OK',
  'ZERO_RESULTS',
  'OVER_QUERY_LIMIT',
  'REQUEST_DENIED',
  'INVALID_REQUEST',
  'UNKNOWN_ERROR',
  'NOT_FOUND',
  'ERROR',
] as const;
export type GeocoderStatus = (typeof GEOCODER_STATUSES)[number];

export interface Place extends LatLng {
  label: string;
}

export type Geocode = (address: string) => Promise<Place>;

export class GeocodeError extends Error {
  override readonly name = 'GeocodeError';
  constructor(readonly status: Exclude<GeocoderStatus, 'OK'>) {
    super(`geocoding failed: ${status}`);
  }
}

/** The message key for a failed geocode: nothing found, try later, or not available. */
export function geocodeMessageKey(status: GeocoderStatus): 'map.notFound' | 'map.tryLater' | 'map.geocoderUnavailable' {
  switch (status) {
    case 'ZERO_RESULTS':
    case 'NOT_FOUND':
    case 'INVALID_REQUEST':
      return 'map.notFound';
    case 'OVER_QUERY_LIMIT':
    case 'UNKNOWN_ERROR':
    case 'ERROR':
      return 'map.tryLater';
    default:
      return 'map.geocoderUnavailable';
  }
}

interface GoogleGeocoderResult {
  geometry: { location: { lat(): number; lng(): number } };
  formatted_address?: string;
}
interface GoogleGeocoder {
  geocode(
    request: { address: string; region?: string },
    callback: (results: GoogleGeocoderResult[] | null, status: string) => void,
  ): unknown;
}

/** Google's Geocoder with its status checked, never reading results[0] blindly. */
export function googleGeocode(geocoder: GoogleGeocoder, region = 'de'): Geocode {
  return (address) =>
    new Promise((resolve, reject) => {
      geocoder.geocode({ address, region }, (results, status) => {
        const known = (GEOCODER_STATUSES as readonly string[]).includes(status) ? (status as GeocoderStatus) : 'UNKNOWN_ERROR';
        const first = results?.[0];
        if (known === 'OK' && first) {
          const lat = first.geometry.location.lat();
          const lng = first.geometry.location.lng();
          if (Number.isFinite(lat) && Number.isFinite(lng)) return resolve({ lat, lng, label: first.formatted_address ?? address });
        }
        reject(new GeocodeError(known === 'OK' ? 'ZERO_RESULTS' : known));
      });
    });
}

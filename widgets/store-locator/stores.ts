/**
 * The locator's calls: where the origin is (the site's geocoder, Google's through the map, a chosen
 * place suggestion, or the browser's geolocation) and which stores lie within the radius
 * (`get_ajax_store_loactor`), each failure turned into the message the shopper reads.
 */
import { adminAjax } from '../../src/wp/ajax';
import { errorMessageKey, TransportError } from '../../src/wp/errors';
import { byDistance } from '../../src/maps/geo';
import { GEOCODER_STATUSES, geocodeMessageKey, type Geocode, type GeocoderStatus, type Place } from '../../src/maps/geocoder';
import { parseMarkers, type LatLng } from '../../src/maps/overlays';
import type { DistanceUnit } from '../../src/maps/settings';
import type { StoreResult } from './state';

/** A failure whose message is already chosen (a geocoder status, geolocation). */
export class LocatorFailure extends Error {
  override readonly name = 'LocatorFailure';
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/**
 * The reply is a JSON array of marker rows (or an object keyed by id); checked by hand, since the
 * schema library would be the biggest thing on the stores page.
 */
export function parseStoresReply(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new TransportError('protocol', 'reply is not JSON', { url: 'get_ajax_store_loactor', code: 'malformed', cause });
  }
  if (typeof value !== 'object' || value === null)
    throw new TransportError('protocol', 'reply has an unexpected shape', { url: 'get_ajax_store_loactor', code: 'shape' });
  return value;
}

export interface StoreQuery {
  mapId: number | string;
  unit: DistanceUnit;
  origin: LatLng;
  radius: number;
}

/** The stores within the radius, nearest first. */
export async function fetchStores({ mapId, unit, origin, radius }: StoreQuery, signal: AbortSignal): Promise<StoreResult[]> {
  const reply = await adminAjax(
    'get_ajax_store_loactor',
    {
      task: 'get_ajax_store_loactor',
      map_id: mapId,
      page: 'map',
      radius,
      lat: origin.lat,
      lng: origin.lng,
      distance_in: unit === 'km' ? 'km' : 'mile',
      categories: '',
    },
    { signal },
  );
  return byDistance(parseMarkers(parseStoresReply(reply)), origin, unit);
}

/** Geocodes with whichever geocoder there is; a failure carries the message for its status. */
export async function geocodeAddress(geocode: Geocode | undefined, address: string): Promise<Place> {
  try {
    if (!geocode) throw new LocatorFailure('map.geocoderUnavailable');
    return await geocode(address);
  } catch (caught) {
    if (caught instanceof LocatorFailure) throw caught;
    // a site geocoder may reject with any error carrying one of Google's statuses
    const status = (caught as { status?: unknown } | null)?.status;
    if ((GEOCODER_STATUSES as readonly unknown[]).includes(status)) throw new LocatorFailure(geocodeMessageKey(status as GeocoderStatus));
    // a geocoder that could not even be reached (offline) is not "busy"
    throw new LocatorFailure(navigator.onLine === false ? 'error.offline' : 'map.tryLater');
  }
}

/** The shopper's position from the browser; unsupported and failed have their own messages. */
export function locateVisitor(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator) || !navigator.geolocation) return reject(new LocatorFailure('map.geolocationUnsupported'));
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => reject(new LocatorFailure('map.geolocationFailed')),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/** The message for a failed search: the chosen one, offline or time-out, else "did not work". */
export function failureMessageKey(caught: unknown): string {
  if (caught instanceof LocatorFailure) return caught.messageKey;
  const key = errorMessageKey(caught);
  return key === 'error.offline' || key === 'error.timeout' ? key : 'locator.failed';
}

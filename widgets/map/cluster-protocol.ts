/**
 * The messages between the map and its clustering worker (cluster-worker.ts), and the checks on
 * what comes back: a reply that does not fit is not drawn (the map falls back to clustering on the
 * main thread). Pure: the worker's side is `answer`, testable without a worker.
 */
import { ClusterIndex, type Bounds, type ViewItem } from './clusters';
import { markerRows, parseMarkerRow } from '../../src/maps/overlays';

export type ClusterRequest =
  /** index these points: longitude, latitude, longitude, latitude, … */
  | { type: 'load'; coords: Float64Array }
  /** index the markers in this JSON text (Map Builder's `mapMarkers` object), read as parseMarkers reads them */
  | { type: 'load-json'; text: string }
  | { type: 'view'; seq: number; bounds: Bounds; zoom: number }
  | { type: 'bounds'; seq: number; id: number };

export type ClusterReply =
  | { type: 'loaded'; count: number }
  | { type: 'view'; seq: number; items: ViewItem[] }
  | { type: 'bounds'; seq: number; bounds: Bounds }
  | { type: 'error'; seq?: number; message: string };

export const toCoords = (points: ReadonlyArray<{ lat: number; lng: number }>): Float64Array => {
  const coords = new Float64Array(points.length * 2);
  points.forEach((point, index) => {
    coords[index * 2] = point.lng;
    coords[index * 2 + 1] = point.lat;
  });
  return coords;
};

export const fromCoords = (coords: Float64Array) =>
  Array.from({ length: Math.floor(coords.length / 2) }, (_, index) => ({ lng: coords[index * 2]!, lat: coords[index * 2 + 1]! }));

/** The worker's side: one reply per request (the index lives in `state` between them). */
export function answer(state: { index: ClusterIndex | null }, request: ClusterRequest): ClusterReply {
  try {
    if (request.type === 'load') {
      state.index = new ClusterIndex(fromCoords(request.coords));
      return { type: 'loaded', count: Math.floor(request.coords.length / 2) };
    }
    if (request.type === 'load-json') {
      // the same markers, in the same order, as parseMarkers gives the map
      const points = markerRows(JSON.parse(request.text)).flatMap((row) => parseMarkerRow(row) ?? []);
      state.index = new ClusterIndex(points);
      return { type: 'loaded', count: points.length };
    }
    if (!state.index) return { type: 'error', seq: request.seq, message: 'no index loaded' };
    if (request.type === 'view') return { type: 'view', seq: request.seq, items: state.index.view(request.bounds, request.zoom) };
    return { type: 'bounds', seq: request.seq, bounds: state.index.clusterBounds(request.id) };
  } catch (error) {
    return { type: 'error', ...('seq' in request ? { seq: request.seq } : {}), message: String(error) };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isSeq = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isViewItem(value: unknown, pointCount: number): value is ViewItem {
  if (!isObject(value)) return false;
  if (value.kind === 'point') return Number.isInteger(value.index) && (value.index as number) >= 0 && (value.index as number) < pointCount;
  return (
    value.kind === 'cluster' &&
    Number.isInteger(value.id) &&
    Number.isInteger(value.count) &&
    (value.count as number) >= 2 &&
    (value.count as number) <= pointCount &&
    finite(value.lat) &&
    finite(value.lng)
  );
}

const isBounds = (value: unknown): value is Bounds =>
  isObject(value) && finite(value.south) && finite(value.west) && finite(value.north) && finite(value.east);

/**
 * The worker's reply, or null when it is not one (wrong shape, a point that does not exist, …).
 * `pointCount` is how many points the map has (null while the map is still reading them: the
 * count in `loaded` is then compared by the caller).
 */
export function readReply(data: unknown, pointCount: number | null): ClusterReply | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'loaded':
      return Number.isInteger(data.count) && (data.count as number) >= 0 && (pointCount === null || data.count === pointCount)
        ? { type: 'loaded', count: data.count as number }
        : null;
    case 'view':
      return pointCount !== null && isSeq(data.seq) && Array.isArray(data.items) && data.items.every((item) => isViewItem(item, pointCount))
        ? { type: 'view', seq: data.seq, items: data.items as ViewItem[] }
        : null;
    case 'bounds':
      return isSeq(data.seq) && isBounds(data.bounds) ? { type: 'bounds', seq: data.seq, bounds: data.bounds } : null;
    case 'error':
      return typeof data.message === 'string'
        ? { type: 'error', ...(isSeq(data.seq) ? { seq: data.seq } : {}), message: data.message }
        : null;
    default:
      return null;
  }
}

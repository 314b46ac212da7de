/**
 * The printed markers, read once per map: small maps at once, big ones (MARKER_SLICE rows or more)
 * in slices of MARKER_SLICE rows, each its own task. The live chunk starts this while Google Maps
 * is still loading (`prepareMarkers`), and with clustering on it starts indexing the positions too
 * (in the worker), so that the first clusters can be drawn soon after Google is ready.
 */
import { clusterSource, clusterSourceFromJson, WORKER_MIN_POINTS, type ClusterSource } from './cluster-source';
import { markerRows, parseMarkerRow, parseMarkersInSlices, type MapMarker } from '../../src/maps/overlays';
import { parseJsonInSlices, printedMarkerData, printedMarkerText } from './printed-markers';
import type { MapSettings } from '../../src/maps/settings';
import { pageGlobal } from '../../src/wp/config';

export const MARKER_SLICE = 2000;
/** A JSON marker script this long (about 1,000 markers) is big: sent to the worker as text… */
const BIG_JSON = 150_000;
/** …and parsed in pieces of about this many characters (some 1,200 markers), each in a task of its own. */
const JSON_SLICE = 200_000;
/** Lets the browser run what waits (input first); scheduler.yield continues before other tasks where there is one. */
const pause = (): Promise<void> => {
  const scheduler = pageGlobal('scheduler');
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

export interface Printed {
  /** set once read: the markers, or null when none were printed */
  result?: MapMarker[] | null;
  promise: Promise<MapMarker[] | null>;
}

const read = new WeakMap<MapSettings, Map<string, Printed>>();

/** The markers printed for this map (`mapMarkers<key>` or its JSON script), read once. */
export function printedMarkers(settings: MapSettings, mapKey: string): Printed {
  let perKey = read.get(settings);
  if (!perKey) read.set(settings, (perKey = new Map()));
  let entry = perKey.get(mapKey);
  if (!entry) {
    const big = (printedMarkerText(settings.markers, mapKey)?.length ?? 0) >= BIG_JSON;
    // a big JSON script is parsed in slices too (parseJsonInSlices), then read in slices
    const rowsOf = () => {
      const data = printedMarkerData(settings.markers, mapKey);
      return data === null ? null : markerRows(data);
    };
    const rows = big ? undefined : rowsOf();
    if (rows === null || (rows !== undefined && rows.length < MARKER_SLICE)) {
      const result = rows && rows.flatMap((row) => parseMarkerRow(row) ?? []);
      entry = { result, promise: Promise.resolve(result) };
    } else {
      const pending: Printed = { promise: Promise.resolve(null) };
      pending.promise = (async () => {
        const all = rows ?? (await bigRows(printedMarkerText(settings.markers, mapKey) ?? ''));
        const result = all && (await parseMarkersInSlices(all, MARKER_SLICE, pause));
        performance.mark('si:markers-read'); // for bench:map
        return (pending.result = result);
      })();
      entry = pending;
    }
    perKey.set(mapKey, entry);
  }
  return entry;
}

/** The rows of a big JSON marker script, parsed JSON_SLICE characters per task; null when it is broken. */
async function bigRows(text: string) {
  try {
    return markerRows(await parseJsonInSlices(text, JSON_SLICE, pause));
  } catch (error) {
    console.warn('[shop-islands] map: the printed markers are not JSON', error);
    return null;
  }
}

const sources = new WeakMap<readonly MapMarker[], Promise<ClusterSource>>();

/** Starts indexing these markers' positions (for `takeClusterSource` later). */
export function warmClusterSource(items: readonly MapMarker[]): void {
  if (items.length >= WORKER_MIN_POINTS && !sources.has(items)) sources.set(items, clusterSource(items));
}

/** The cluster index for these markers: the one started for them, else a new one (the caller closes it). */
export function takeClusterSource(items: readonly MapMarker[]): Promise<ClusterSource> {
  const started = sources.get(items);
  sources.delete(items);
  return started ?? clusterSource(items);
}

/**
 * Reads the printed markers (and, with clustering, indexes them) before the map needs them. Markers
 * printed as a big JSON script go to the worker as text first, so that it indexes them while the
 * main thread reads them for the map.
 */
export function prepareMarkers(settings: MapSettings, mapKey: string, cluster: boolean): void {
  if (settings.excludeOverlays || read.get(settings)?.has(mapKey)) return;
  const text = cluster ? printedMarkerText(settings.markers, mapKey) : null;
  if (text === null || text.length < BIG_JSON) {
    const printed = printedMarkers(settings, mapKey);
    if (cluster) void printed.promise.then((items) => items && warmClusterSource(items));
    return;
  }
  let items: (result: readonly MapMarker[]) => void = () => {};
  const source = clusterSourceFromJson(text, new Promise((resolve) => (items = resolve)));
  const printed = printedMarkers(settings, mapKey);
  void printed.promise.then((result) => {
    items(result ?? []);
    if (result) sources.set(result, source);
    else void source.then((unused) => unused.close());
  });
}

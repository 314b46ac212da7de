/**
 * Where the printed markers are: `gmwdmapData.mapMarkers<key>`, as Map Builder prints them (a
 * script assignment), or, for big maps, a JSON script with the same object:
 * `<script type="application/json" data-gmwd-markers="<key>">{"1":{"id":"1","lat":"52.5",…}}</script>`.
 * The browser compiles thousands of markers as a script in one long task before any other script
 * runs; as JSON they are plain text until the map needs them, and JSON.parse reads them in a
 * fraction of that time.
 */

/** The text of this map's JSON marker script, or null when the markers were not printed that way. */
export function printedMarkerText(value: unknown, mapKey: string, doc: Document = document): string | null {
  if (value !== undefined && value !== null) return null;
  const script = [...doc.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-gmwd-markers]')].find(
    (candidate) => candidate.dataset.gmwdMarkers === mapKey,
  );
  return script ? (script.textContent ?? '') : null;
}

/** The printed marker data for this map, or null when none was printed (or its JSON is broken). */
export function printedMarkerData(value: unknown, mapKey: string, doc: Document = document): unknown {
  if (value !== undefined && value !== null) return value;
  const text = printedMarkerText(value, mapKey, doc);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.warn('[shop-islands] map: the printed markers are not JSON', error);
    return null;
  }
}

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

/** Characters scanned for the cuts between two pauses. */
const SCAN_STEP = 500_000;

/**
 * JSON.parse for a big JSON object or array, in tasks of about `chars` characters: the text is cut
 * between its top-level members (outside strings, at depth 1), each piece parsed on its own, and
 * the pieces joined as JSON.parse would give the whole (an object's integer keys in ascending order,
 * a later duplicate key winning). Rejects what JSON.parse rejects.
 */
export async function parseJsonInSlices(text: string, chars: number, pause: () => Promise<void>): Promise<unknown> {
  const first = text.search(/\S/);
  const open = text[first];
  if (open !== '{' && open !== '[') return JSON.parse(text) as unknown;
  const close = open === '{' ? '}' : ']';
  const pieces: string[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = first + 1;
  let end = -1;
  for (let at = first, scanned = 0; at < text.length; at++) {
    // the scan itself pauses every SCAN_STEP characters (1.7 MB is some 50 ms at 4x throttling)
    if (++scanned === SCAN_STEP) {
      scanned = 0;
      await pause();
    }
    const code = text.charCodeAt(at);
    if (inString) {
      if (escaped) escaped = false;
      else if (code === 92 /* \ */) escaped = true;
      else if (code === 34 /* " */) inString = false;
      continue;
    }
    if (code === 34) inString = true;
    else if (code === 123 /* { */ || code === 91 /* [ */) depth++;
    else if (code === 125 /* } */ || code === 93 /* ] */) {
      if (--depth === 0) {
        end = at;
        break;
      }
    } else if (code === 44 /* , */ && depth === 1 && at - start >= chars) {
      pieces.push(text.slice(start, at));
      start = at + 1;
    }
  }
  if (end < 0 || text.slice(end + 1).trim() !== '') return JSON.parse(text) as unknown; // not one complete value: let JSON.parse say why
  pieces.push(text.slice(start, end));
  // an empty member between commas ("[1,]", "{,}") is what JSON.parse would refuse in the whole
  if (pieces.length > 1 && pieces.some((piece) => piece.trim() === '')) throw new SyntaxError('JSON: an empty member');
  const parsed: unknown[] = [];
  for (const piece of pieces) {
    await pause();
    parsed.push(JSON.parse(`${open}${piece}${close}`));
  }
  return open === '[' ? (parsed as unknown[][]).flat(1) : Object.assign({}, ...(parsed as object[]));
}

/** Map Builder's markers, polygons and polylines as the map draws them (pure parsing and ordering). */

export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  title: string;
  address: string;
  description: string;
  category: string;
  animation: 'BOUNCE' | 'DROP' | null;
  infoWindow: boolean;
  openByDefault: boolean;
  icon: string | null;
  linkUrl: string | null;
  distance?: number;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Shape {
  id: string;
  title: string;
  /** Map Builder's `show_markers`: a marker on every vertex. */
  showMarkers: boolean;
  path: LatLng[];
  strokeWeight: number;
  strokeColor: string;
  strokeOpacity: number;
  fillColor: string;
  fillOpacity: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#039': "'", nbsp: '\u00a0' };

/** Titles and addresses were HTML-escaped when saved: decode once (never twice), to show as text. */
export function decodeOnce(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, entity: string) => {
    if (entity in ENTITIES) return ENTITIES[entity]!;
    if (/^#x/i.test(entity)) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return whole;
  });
}

const records = (value: unknown): Array<Record<string, unknown>> => {
  if (Array.isArray(value)) return value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
  if (typeof value === 'object' && value !== null)
    return Object.values(value).filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
  return [];
};
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const safeUrl = (value: unknown): string | null => {
  const raw = text(value).trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, 'https://shop.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
};

/** The rows of Map Builder's marker data (an object keyed by id, or an array). */
export const markerRows = records;

/** One marker row, or null when it has no valid coordinates or is unpublished. */
export function parseMarkerRow(row: Record<string, unknown>): MapMarker | null {
  const lat = Number(row.lat);
  const lng = Number(row.lng);
  if (text(row.published) === '0' || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  const animation = text(row.animation).toUpperCase();
  const distance = row.distance === undefined ? undefined : Number(row.distance);
  return {
    id: text(row.id),
    lat,
    lng,
    title: decodeOnce(text(row.title)),
    address: decodeOnce(text(row.address)),
    description: decodeOnce(text(row.description)),
    category: text(row.category),
    animation: animation === 'BOUNCE' || animation === 'DROP' ? animation : null,
    infoWindow: text(row.enable_info_window) !== '0',
    openByDefault: text(row.info_window_open) === '1',
    icon: text(row.choose_marker_icon) === '0' ? null : safeUrl(row.custom_marker_url),
    linkUrl: safeUrl(row.link_url),
    ...(distance !== undefined && Number.isFinite(distance) ? { distance } : {}),
  };
}

/** Markers with numeric coordinates; ones without valid coordinates or unpublished are left out. */
export function parseMarkers(value: unknown): MapMarker[] {
  return records(value).flatMap((row) => parseMarkerRow(row) ?? []);
}

/**
 * parseMarkers for thousands of rows: `slice` rows per task, waiting for `pause` between slices, so
 * that no task is long. Resolves with the same markers as parseMarkers.
 */
export async function parseMarkersInSlices(
  rows: ReadonlyArray<Record<string, unknown>>,
  slice: number,
  pause: () => Promise<void>,
): Promise<MapMarker[]> {
  const markers: MapMarker[] = [];
  for (let start = 0; start < rows.length; start += slice) {
    if (start > 0) await pause();
    for (const row of rows.slice(start, start + slice)) {
      const marker = parseMarkerRow(row);
      if (marker) markers.push(marker);
    }
  }
  return markers;
}

/** Every "(lat, lng)" pair in the plugin's path string, the last one included. */
export function parsePath(data: string): LatLng[] {
  const points: LatLng[] = [];
  for (const match of data.matchAll(/\(\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*,\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*\)/gi)) {
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) points.push({ lat, lng });
  }
  return points;
}

const opacity = (value: unknown, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : fallback;
};
const hex = (value: unknown, fallback: string) => (/^#?[0-9a-f]{6}$/i.test(text(value)) ? `#${text(value).replace('#', '')}` : fallback);

export function parseShapes(value: unknown): Shape[] {
  return records(value)
    .filter((row) => text(row.published) !== '0')
    .map((row) => ({
      id: text(row.id),
      title: decodeOnce(text(row.title)),
      showMarkers: text(row.show_markers) === '1',
      path: parsePath(text(row.data)),
      strokeWeight: Math.max(0, Number(row.line_width) || 2),
      strokeColor: hex(row.line_color, '#000000'),
      strokeOpacity: opacity(row.line_opacity, 0.8),
      fillColor: hex(row.fill_color, '#000000'),
      fillOpacity: opacity(row.fill_opacity, 0.3),
    }))
    .filter((shape) => shape.path.length >= 2);
}

/** Area in km² on a sphere (good enough to order shapes; exact for small ones). */
export function area(path: LatLng[]): number {
  if (path.length < 3) return 0;
  const R = 6371;
  const rad = Math.PI / 180;
  let sum = 0;
  for (let index = 0; index < path.length; index++) {
    const a = path[index]!;
    const b = path[(index + 1) % path.length]!;
    sum += (b.lng - a.lng) * rad * (2 + Math.sin(a.lat * rad) + Math.sin(b.lat * rad));
  }
  return Math.abs((sum * R * R) / 2);
}

/**
 * z-index for each polygon so that larger areas lie below smaller ones. Equal areas keep their
 * order and both stay (the plugin dropped one of them).
 */
export function stackByArea(shapes: Shape[]): Array<{ shape: Shape; zIndex: number }> {
  const sorted = shapes
    .map((shape, index) => ({ shape, index, size: area(shape.path) }))
    .sort((a, b) => b.size - a.size || a.index - b.index);
  return sorted.map(({ shape }, rank) => ({ shape, zIndex: rank + 1 }));
}

/** Map Builder's category filter: a marker's `category` holds one id or several, comma-separated; no filter keeps all. */
export function inCategories(markers: MapMarker[], categories: readonly string[]): MapMarker[] {
  const wanted = new Set(categories.map((category) => category.trim()).filter(Boolean));
  if (wanted.size === 0) return markers;
  return markers.filter((marker) => marker.category.split(',').some((category) => wanted.has(category.trim())));
}

/** Map Builder for Google Maps: markers and the store locator, routed on `task` like the plugin. */
import type { Ctx } from '../http';
import type { Handler } from './types';

const INVALID = '<h2>Invalid Request</h2>0';

type MarkerRow = Record<string, string | number>;

/** The plugin's rows come out of MySQL as strings, every one of them. */
const asStrings = (row: MarkerRow) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)]));

const COLUMNS = `id, map_id, lat, lng, category, title, address, animation, enable_info_window, info_window_open, marker_size,
  custom_marker_url, choose_marker_icon, description, link_url, pic_url, published`;

/** PHP's json_encode without flags: non-ASCII as \uXXXX and slashes escaped, byte for byte as the plugin answers. */
export const phpJsonEncode = (value: unknown) =>
  JSON.stringify(value)
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\//g, '\\/');

/** Markers of a map, keyed by id; the category filter (`categories[]`) is ignored, as the plugin's server does. */
export const getMarkers: Handler = (ctx: Ctx) => {
  if (ctx.param('task') !== 'get_ajax_markers') return ctx.text(INVALID);
  const rows = ctx.db
    .prepare(`SELECT ${COLUMNS} FROM gmwd_markers WHERE map_id = ? AND published = 1 ORDER BY id`)
    .all(Number(ctx.param('map_id'))) as MarkerRow[];
  // PHP's json_encode of an empty keyed array is [].
  if (rows.length === 0) return ctx.text('[]');
  ctx.text(phpJsonEncode(Object.fromEntries(rows.map((row) => [String(row.id), asStrings(row)]))));
};

export const storeLocator: Handler = (ctx: Ctx) => {
  if (ctx.param('task') !== 'get_ajax_store_loactor') return ctx.text(INVALID);
  const earthRadius = ctx.param('distance_in') === 'km' ? 6371 : 3959;
  const lat = Number(ctx.param('lat'));
  const lng = Number(ctx.param('lng'));
  const radius = Number(ctx.param('radius'));
  if (![lat, lng, radius].every(Number.isFinite)) return ctx.phpJson([]);
  const rows = ctx.db
    .prepare(
      `SELECT * FROM (
         SELECT ${COLUMNS},
           (? * acos(min(1, max(-1, cos(radians(?)) * cos(radians(lat)) * cos(radians(lng) - radians(?)) + sin(radians(?)) * sin(radians(lat)))))) AS distance
         FROM gmwd_markers WHERE map_id = ? AND published = 1
       ) WHERE distance < ?`,
    )
    .all(earthRadius, lat, lng, lat, Number(ctx.param('map_id')), radius) as MarkerRow[];
  ctx.phpJson(rows.map(asStrings));
};

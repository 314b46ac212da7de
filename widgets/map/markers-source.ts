/**
 * Map Builder's markers from admin-ajax `get_ajax_markers` (map_id, page, action, task and the
 * category filter as `categories[]`, as the plugin's gmwdSearch posts it). The controller routes on
 * `task`: without it the reply is "Invalid Request". The server ignores the categories, so the
 * filter is applied here too.
 */
import * as v from 'valibot';
import { adminAjax } from '../../src/wp/ajax';
import { inCategories, parseMarkers, type MapMarker } from '../../src/maps/overlays';

const Row = v.looseObject({ lat: v.union([v.string(), v.number()]), lng: v.union([v.string(), v.number()]) });

/** An object keyed by id, or an array (PHP encodes an empty one as []). */
export const MarkersReply = v.union([v.array(Row), v.record(v.string(), Row)]);

export async function fetchMarkers(mapId: number, categories: readonly string[], signal?: AbortSignal): Promise<MapMarker[]> {
  const reply = await adminAjax(
    'get_ajax_markers',
    { map_id: mapId, page: 'map', task: 'get_ajax_markers', ...(categories.length > 0 ? { categories } : {}) },
    { schema: MarkersReply, ...(signal ? { signal } : {}) },
  );
  return inCategories(parseMarkers(reply), categories);
}

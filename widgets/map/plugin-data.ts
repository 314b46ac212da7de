/**
 * What the plugin keeps in `gmwdmapData` for other scripts to read: the Google objects made so far
 * (`allMarkers<key>`, `allPolygons<key>`, …), replaced whenever they are made again.
 */
import { pageGlobal } from '../../src/wp/config';

export type PluginList = 'allMarkers' | 'allPolygons' | 'allPolygonMarkers' | 'allPolylines' | 'allPolylineMarkers';

export function keepInPluginData(list: PluginList, mapKey: string, objects: unknown[]): void {
  const data = pageGlobal('gmwdmapData');
  if (typeof data === 'object' && data !== null) (data as Record<string, unknown>)[`${list}${mapKey}`] = objects;
}

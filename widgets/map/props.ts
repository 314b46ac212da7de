import { prop } from '../../src/islands/props';

export const props = {
  mapKey: prop.string({ required: true }),
  apiKey: prop.string({ default: '' }),
  cluster: prop.boolean({ default: true }),
  /** The consent service that allows the map (Complianz's id). */
  service: prop.string({ default: 'google-maps' }),
  /** A Google cloud map id (not gmwdmapData's mapId, the plugin's database id): advanced markers with it. */
  googleMapId: prop.string({ default: '' }),
  /** gmwdInitMainMap's `excludeOverlays` (else `gmwdmapData.excludeOverlays<key>`): no markers, polygons or polylines. */
  excludeOverlays: prop.boolean({ default: false }),
  /** Category ids to show (comma-separated), loaded through `get_ajax_markers`; empty shows all. */
  categories: prop.string({ default: '' }),
};

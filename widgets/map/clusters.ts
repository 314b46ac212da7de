/**
 * Viewport clustering over plain coordinates (pure, no Google objects): a SuperCluster index of the
 * markers' positions, asked for what to draw in the map's view. It does what
 * @googlemaps/markerclusterer's SuperClusterViewportAlgorithm does (radius 60 px, maxZoom 15, the
 * view padded by 60 px, the zoom rounded), but it never needs a Google marker per point: only the
 * clusters and the single markers in view become Google objects.
 */
import Supercluster from 'supercluster';
import type { LatLng } from '../../src/maps/overlays';

export const CLUSTER_MAX_ZOOM = 15;
export const CLUSTER_RADIUS = 60;
export const VIEWPORT_PADDING = 60;

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** What the view shows: a cluster (id, how many points, where) or one point (its index in the input). */
export type ViewItem = { kind: 'cluster'; id: number; count: number; lat: number; lng: number } | { kind: 'point'; index: number };

const TILE = 256;
const worldX = (lng: number) => 0.5 + lng / 360;
const worldY = (lat: number) => {
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};
const lngOf = (x: number) => (x - 0.5) * 360;
const latOf = (y: number) => {
  const n = Math.PI - 2 * Math.PI * y;
  return (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
};

/**
 * The bounding box [west, south, east, north] of the view widened by `pixels` on every side at this
 * zoom (Web Mercator), as markerclusterer's getPaddedViewport gives it (SuperCluster wraps the
 * longitudes; a view across the antimeridian has west < -180).
 */
export function paddedView(bounds: Bounds, zoom: number, pixels = VIEWPORT_PADDING): [number, number, number, number] {
  const pad = pixels / (TILE * 2 ** zoom);
  const west = bounds.west > bounds.east ? bounds.west - 360 : bounds.west; // a view across the antimeridian
  return [
    lngOf(worldX(west) - pad),
    Math.max(-85.05112878, latOf(worldY(bounds.south) + pad)),
    lngOf(worldX(bounds.east) + pad),
    Math.min(85.05112878, latOf(worldY(bounds.north) - pad)),
  ];
}

interface PointProps {
  index: number;
}

export class ClusterIndex {
  private readonly index: Supercluster<PointProps>;

  constructor(points: readonly LatLng[]) {
    this.index = new Supercluster<PointProps>({ maxZoom: CLUSTER_MAX_ZOOM, radius: CLUSTER_RADIUS });
    this.index.load(
      points.map((point, index) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
        properties: { index },
      })),
    );
  }

  /** The clusters and single points to draw for this view at this zoom (rounded, as the map shows it). */
  view(bounds: Bounds, zoom: number): ViewItem[] {
    const rounded = Math.round(zoom);
    return this.index.getClusters(paddedView(bounds, rounded), rounded).map((feature): ViewItem => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      return 'cluster' in props && props.cluster
        ? { kind: 'cluster', id: props.cluster_id, count: props.point_count, lat, lng }
        : { kind: 'point', index: (props as PointProps).index };
    });
  }

  /** The bounds of every point in a cluster (what a click on it zooms to). */
  clusterBounds(id: number): Bounds {
    const bounds: Bounds = { south: 90, west: 180, north: -90, east: -180 };
    for (const leaf of this.index.getLeaves(id, Infinity)) {
      const [lng, lat] = leaf.geometry.coordinates as [number, number];
      bounds.south = Math.min(bounds.south, lat);
      bounds.north = Math.max(bounds.north, lat);
      bounds.west = Math.min(bounds.west, lng);
      bounds.east = Math.max(bounds.east, lng);
    }
    return bounds;
  }
}

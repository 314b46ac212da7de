/**
 * The zoom after a store-locator search (pure): back to the configured zoom, and out only as far as
 * needed when a result lies outside the view at that zoom. Never in.
 */
import type { LatLng } from '../../src/maps/overlays';

const TILE = 256;

/** Web Mercator world pixels at zoom 0. */
function project({ lat, lng }: LatLng): { x: number; y: number } {
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return { x: TILE * (0.5 + lng / 360), y: TILE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) };
}

/**
 * The largest zoom ≤ `zoom` (and ≥ `minZoom`) at which every point fits in a `width`×`height` view
 * centred on `center`.
 */
export function zoomToShow(center: LatLng, points: LatLng[], zoom: number, size: { width: number; height: number }, minZoom = 0): number {
  const middle = project(center);
  let needed = zoom;
  for (const point of points) {
    const p = project(point);
    let dx = Math.abs(p.x - middle.x);
    dx = Math.min(dx, TILE - dx);
    const dy = Math.abs(p.y - middle.y);
    // half the view must hold the offset: 2^z · d ≤ size / 2
    const fitX = dx === 0 ? Infinity : Math.log2(size.width / 2 / dx);
    const fitY = dy === 0 ? Infinity : Math.log2(size.height / 2 / dy);
    needed = Math.min(needed, Math.floor(Math.min(fitX, fitY)));
  }
  return Math.max(minZoom, Math.min(zoom, needed));
}

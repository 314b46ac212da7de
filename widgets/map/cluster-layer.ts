/// <reference types="google.maps" />
/**
 * The clustered markers' drawing, plain (no React): the view's clusters and single markers from the
 * cluster index, drawn again whenever the map comes to rest in another view, as markerclusterer's
 * viewport algorithm does. useMarkers owns one per map while clustering is on.
 */
import type { ClusterSource } from './cluster-source';
import type { ViewItem } from './clusters';
import type { Maps } from './google';
import type { PlacedMarker } from './hooks/marker-kinds';

/** Clusters and markers drawn per task (each may cost the map a layout). */
export const DRAW_SLICE = 200;
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const CLUSTER_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#5b3a29" stroke="#fff" stroke-width="3"/></svg>')}`;

/** A cluster's marker, put on the map by `show` (made first and then placed: one layout, not two). */
function clusterMarker(maps: Maps, advanced: boolean, count: number, position: google.maps.LatLngLiteral, title: string) {
  if (advanced) {
    const content = document.createElement('div');
    content.className = 'si-map-cluster';
    content.dataset.count = String(count);
    content.textContent = String(count);
    const marker = new maps.marker.AdvancedMarkerElement({ position, title, content, zIndex: 1000 + count });
    return {
      marker,
      clickEvent: 'gmp-click',
      show: (map: google.maps.Map) => (marker.map = map),
      remove: () => (marker.map = null),
    };
  }
  const marker = new maps.Marker({
    position,
    title,
    label: { text: String(count), color: '#ffffff', fontSize: '12px', fontWeight: '600' },
    icon: { url: CLUSTER_ICON, scaledSize: new maps.Size(40, 40), anchor: new maps.Point(20, 20) },
    zIndex: 1000 + count,
  });
  return { marker, clickEvent: 'click', show: (map: google.maps.Map) => marker.setMap(map), remove: () => marker.setMap(null) };
}

/**
 * Draws the view's clusters and single markers from the index, again whenever the map comes to
 * rest in another view (as markerclusterer's viewport algorithm does). Only the clusters and the
 * single markers in view are Google objects; `marker(index)` makes (or finds) a point's marker.
 * A click on a cluster fits the map to its points. Returns the cleanup.
 */
export function drawClusters(
  maps: Maps,
  map: google.maps.Map,
  index: ClusterSource,
  marker: (index: number) => PlacedMarker,
  advanced: boolean,
  title: (count: number) => string,
  onFirstDraw: () => void,
): () => void {
  let singles = new Set<PlacedMarker>();
  let groups: Array<{ remove(): void; listener: google.maps.MapsEventListener }> = [];
  let drawnView = '';
  let asked = 0;
  let closed = false;
  let drewOnce = false;
  /** draws a view DRAW_SLICE markers per task; a newer view (or the cleanup) stops it */
  const draw = async (items: readonly ViewItem[], current: () => boolean) => {
    const nextSingles = new Set<PlacedMarker>();
    const nextGroups: typeof groups = [];
    for (const [position, item] of items.entries()) {
      if (position > 0 && position % DRAW_SLICE === 0) {
        await yieldToMain();
        if (!current()) break;
      }
      if (item.kind === 'point') {
        const single = marker(item.index);
        nextSingles.add(single);
        if (!singles.has(single)) single.show(map);
        continue;
      }
      const group = clusterMarker(maps, advanced, item.count, { lat: item.lat, lng: item.lng }, title(item.count));
      const listener = group.marker.addListener(group.clickEvent, () => {
        void index.clusterBounds(item.id).then((bounds) => closed || map.fitBounds(bounds));
      });
      group.show(map);
      nextGroups.push({ remove: group.remove, listener });
    }
    if (!current()) {
      // a newer view is being drawn: what this one added goes (markers the newer one shows stay)
      nextSingles.forEach((single) => singles.has(single) || single.remove());
      nextGroups.forEach((group) => {
        group.listener.remove();
        group.remove();
      });
      return false;
    }
    singles.forEach((single) => nextSingles.has(single) || single.remove());
    groups.forEach((group) => {
      group.listener.remove();
      group.remove();
    });
    singles = nextSingles;
    groups = nextGroups;
    return true;
  };
  const render = () => {
    const zoom = map.getZoom();
    const latLngBounds = map.getBounds();
    if (zoom === undefined || !latLngBounds) return;
    const ne = latLngBounds.getNorthEast();
    const sw = latLngBounds.getSouthWest();
    const bounds = { south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() };
    const view = `${Math.round(zoom)}:${bounds.south}:${bounds.west}:${bounds.north}:${bounds.east}`;
    if (view === drawnView) return;
    drawnView = view;
    const mine = ++asked;
    // only the latest view is drawn
    const current = () => !closed && mine === asked;
    void index.view(bounds, zoom).then(async (items) => {
      if (!current() || !(await draw(items, current))) return;
      if (!drewOnce) {
        performance.mark('si:clusters-drawn'); // for bench:map
        onFirstDraw();
      }
      drewOnce = true;
    });
  };
  const idle = map.addListener('idle', render);
  render();
  return () => {
    closed = true;
    idle.remove();
    groups.forEach((group) => {
      group.listener.remove();
      group.remove();
    });
    singles.forEach((single) => single.remove());
  };
}

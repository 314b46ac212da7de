/// <reference types="google.maps" />
/**
 * Drawing a Map Builder map with google.maps: one function per kind of object (map, layers,
 * markers with info windows, shapes, clustering, circle), each returning what it made so that the
 * island can take it down again.
 */
import { MarkerClusterer, SuperClusterViewportAlgorithm } from '@googlemaps/markerclusterer';
import type { MapMarker, Shape } from './overlays';
import { stackByArea } from './overlays';
import { mapOptions, type MapSettings } from './settings';

type Maps = typeof google.maps;

export const FULLSCREEN_RECENTER_MS = 300;

const CLUSTER_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#5b3a29" stroke="#fff" stroke-width="3"/></svg>')}`;
export const VISITOR_ZOOM = 13;

export function createMap(maps: Maps, element: HTMLElement, settings: MapSettings): google.maps.Map {
  element.style.borderRadius = settings.borderRadius ? `${settings.borderRadius}px` : '';
  if (settings.borderRadius) element.style.overflow = 'hidden';
  return new maps.Map(element, mapOptions(settings) as google.maps.MapOptions);
}

export function addLayers(maps: Maps, map: google.maps.Map, settings: MapSettings): Array<{ setMap(map: google.maps.Map | null): void }> {
  const layers = [];
  if (settings.layers.bicycle) layers.push(new maps.BicyclingLayer());
  if (settings.layers.traffic) layers.push(new maps.TrafficLayer());
  if (settings.layers.transit) layers.push(new maps.TransitLayer());
  layers.forEach((layer) => layer.setMap(map));
  return layers;
}

/** The info window's content: title and address as text, the link with noopener. */
export function infoContent(marker: MapMarker, directions: (marker: MapMarker) => string, labels: { directions: string; more: string }): HTMLElement {
  const box = document.createElement('div');
  box.className = 'si-map-info';
  const title = document.createElement('strong');
  title.className = 'si-map-info__title';
  title.textContent = marker.title;
  box.append(title);
  for (const text of [marker.address, marker.description]) {
    if (!text) continue;
    const line = document.createElement('p');
    line.textContent = text;
    box.append(line);
  }
  const links = document.createElement('p');
  const route = document.createElement('a');
  route.href = directions(marker);
  route.target = '_blank';
  route.rel = 'noopener noreferrer';
  route.textContent = labels.directions;
  links.append(route);
  if (marker.linkUrl) {
    const more = document.createElement('a');
    more.href = marker.linkUrl;
    more.target = '_blank';
    more.rel = 'noopener';
    more.textContent = labels.more;
    links.append(' · ', more);
  }
  box.append(links);
  return box;
}

export interface DrawnMarkers {
  markers: Map<string, google.maps.Marker>;
  open(id: string): void;
  remove(): void;
}

/** Markers are made in batches, each its own task, so that 10,000 of them never block input for long. */
export const MARKER_BATCH = 250;
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Markers with info windows: one open at a time, opened by click or hover, some open at start. */
export async function addMarkers(
  maps: Maps,
  map: google.maps.Map,
  items: MapMarker[],
  settings: MapSettings,
  content: (marker: MapMarker) => HTMLElement,
  options: { cluster: boolean; clusterTitle: (count: number) => string },
): Promise<DrawnMarkers> {
  const info = new maps.InfoWindow();
  const markers = new Map<string, google.maps.Marker>();
  const listeners: google.maps.MapsEventListener[] = [];
  const byId = new Map(items.map((item) => [item.id, item]));

  const open = (id: string) => {
    const item = byId.get(id);
    const marker = markers.get(id);
    if (!item?.infoWindow || !marker) return;
    info.setContent(content(item));
    info.open({ map, anchor: marker });
  };
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % MARKER_BATCH === 0) await yieldToMain();
    const marker = new maps.Marker({
      position: { lat: item.lat, lng: item.lng },
      title: item.title,
      ...(item.icon ? { icon: item.icon } : {}),
      ...(item.animation ? { animation: maps.Animation[item.animation] } : {}),
      ...(options.cluster ? {} : { map }),
    });
    markers.set(item.id, marker);
    listeners.push(marker.addListener('click', () => open(item.id)));
    if (settings.infoWindowOpenOn === 'hover') {
      listeners.push(marker.addListener('mouseover', () => open(item.id)));
    }
  }
  const clusterer = options.cluster
    ? new MarkerClusterer({
        map,
        markers: [...markers.values()],
        algorithm: new SuperClusterViewportAlgorithm({ maxZoom: 15 }),
        // a cluster says in words (and in the shop's language) how many stores it holds
        renderer: {
          render: ({ count, position }) =>
            new maps.Marker({
              position,
              title: options.clusterTitle(count),
              label: { text: String(count), color: '#ffffff', fontSize: '12px', fontWeight: '600' },
              icon: { url: CLUSTER_ICON, scaledSize: new maps.Size(40, 40), anchor: new maps.Point(20, 20) },
              zIndex: 1000 + count,
            }),
        },
      })
    : null;
  // markers that open their window by default; with one open at a time, the last one wins
  const opening = items.filter((item) => item.openByDefault && item.infoWindow).at(-1);
  if (opening) open(opening.id);

  return {
    markers,
    open,
    remove() {
      listeners.forEach((listener) => listener.remove());
      info.close();
      clusterer?.clearMarkers();
      clusterer?.setMap(null);
      markers.forEach((marker) => marker.setMap(null));
    },
  };
}

/** Polygons (larger below smaller) and polylines. */
export function addShapes(maps: Maps, map: google.maps.Map, polygons: Shape[], polylines: Shape[]): Array<{ setMap(map: google.maps.Map | null): void }> {
  const drawn: Array<{ setMap(map: google.maps.Map | null): void }> = [];
  for (const { shape, zIndex } of stackByArea(polygons)) {
    drawn.push(
      new maps.Polygon({ map, paths: shape.path, zIndex, strokeWeight: shape.strokeWeight, strokeColor: shape.strokeColor, strokeOpacity: shape.strokeOpacity, fillColor: shape.fillColor, fillOpacity: shape.fillOpacity }),
    );
  }
  for (const shape of polylines) {
    drawn.push(new maps.Polyline({ map, path: shape.path, strokeWeight: shape.strokeWeight, strokeColor: shape.strokeColor, strokeOpacity: shape.strokeOpacity }));
  }
  return drawn;
}

/** After the full-screen control is used, recentre and reset the zoom once the map has resized. */
export function recenterAfterFullscreen(map: google.maps.Map, element: HTMLElement, settings: MapSettings): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    // our map entering full screen (Google puts a div inside it there), or nothing being full screen any more
    const full = document.fullscreenElement;
    if (full && !full.contains(element) && !element.contains(full)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      map.setCenter(settings.center);
      map.setZoom(settings.zoom);
    }, FULLSCREEN_RECENTER_MS);
  };
  document.addEventListener('fullscreenchange', onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('fullscreenchange', onChange);
  };
}

/// <reference types="google.maps" />
import { useEffect } from 'react';
import type { Maps } from '../google';
import { stackByArea, type Shape } from '../overlays';
import { keepInPluginData } from '../plugin-data';
import { placeMarker, type PlacedMarker } from './marker-kinds';

interface ShapeOptions {
  mapKey: string;
  advanced: boolean;
}

/** Hovering a shape shows its title as the map's tooltip, as the plugin does. */
function titleOnHover(
  maps: Maps,
  map: google.maps.Map,
  shape: google.maps.Polygon | google.maps.Polyline,
  title: string,
): Array<() => void> {
  if (!title) return [];
  const over = maps.event.addListener(shape, 'mouseover', () => map.getDiv().setAttribute('title', title));
  const out = maps.event.addListener(shape, 'mouseout', () => map.getDiv().removeAttribute('title'));
  return [() => over.remove(), () => out.remove()];
}

/** Map Builder's `show_markers`: a marker on every vertex, titled with the shape's title. */
function vertexMarkers(maps: Maps, map: google.maps.Map, shape: Shape, advanced: boolean): PlacedMarker[] {
  if (!shape.showMarkers) return [];
  return shape.path.map((position) => placeMarker(maps, advanced, { position, title: shape.title, onMap: map }));
}

/** Polygons (larger below smaller) with their vertex markers, made in one effect, removed in its cleanup. */
export function usePolygons(maps: Maps, map: google.maps.Map | null, polygons: readonly Shape[], { mapKey, advanced }: ShapeOptions) {
  useEffect(() => {
    if (!map) return;
    const drawn: google.maps.Polygon[] = [];
    const markers: PlacedMarker[] = [];
    const offs: Array<() => void> = [];
    for (const { shape, zIndex } of stackByArea([...polygons])) {
      const polygon = new maps.Polygon({
        map,
        paths: shape.path,
        zIndex,
        strokeWeight: shape.strokeWeight,
        strokeColor: shape.strokeColor,
        strokeOpacity: shape.strokeOpacity,
        fillColor: shape.fillColor,
        fillOpacity: shape.fillOpacity,
      });
      drawn.push(polygon);
      offs.push(...titleOnHover(maps, map, polygon, shape.title));
      markers.push(...vertexMarkers(maps, map, shape, advanced));
    }
    keepInPluginData('allPolygons', mapKey, drawn);
    keepInPluginData(
      'allPolygonMarkers',
      mapKey,
      markers.map((marker) => marker.google),
    );
    return () => {
      offs.forEach((off) => off());
      drawn.forEach((polygon) => polygon.setMap(null));
      markers.forEach((marker) => marker.remove());
      keepInPluginData('allPolygons', mapKey, []);
      keepInPluginData('allPolygonMarkers', mapKey, []);
    };
  }, [maps, map, polygons, mapKey, advanced]);
}

/** Polylines with every point and their vertex markers, made in one effect, removed in its cleanup. */
export function usePolylines(maps: Maps, map: google.maps.Map | null, polylines: readonly Shape[], { mapKey, advanced }: ShapeOptions) {
  useEffect(() => {
    if (!map) return;
    const drawn: google.maps.Polyline[] = [];
    const markers: PlacedMarker[] = [];
    const offs: Array<() => void> = [];
    for (const shape of polylines) {
      const polyline = new maps.Polyline({
        map,
        path: shape.path,
        geodesic: true,
        strokeWeight: shape.strokeWeight,
        strokeColor: shape.strokeColor,
        strokeOpacity: shape.strokeOpacity,
      });
      drawn.push(polyline);
      offs.push(...titleOnHover(maps, map, polyline, shape.title));
      markers.push(...vertexMarkers(maps, map, shape, advanced));
    }
    keepInPluginData('allPolylines', mapKey, drawn);
    keepInPluginData(
      'allPolylineMarkers',
      mapKey,
      markers.map((marker) => marker.google),
    );
    return () => {
      offs.forEach((off) => off());
      drawn.forEach((polyline) => polyline.setMap(null));
      markers.forEach((marker) => marker.remove());
      keepInPluginData('allPolylines', mapKey, []);
      keepInPluginData('allPolylineMarkers', mapKey, []);
    };
  }, [maps, map, polylines, mapKey, advanced]);
}

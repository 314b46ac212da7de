/// <reference types="google.maps" />
import { useEffect } from 'react';
import type { Maps } from '../google';
import { stackByArea, type Shape } from '../../../src/maps/overlays';
import { keepInPluginData, type PluginList } from '../plugin-data';
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

type ShapeKind = 'polygon' | 'polyline';

/** Where Map Builder keeps what it drew, per kind (other scripts read them from `gmwdmapData`). */
const PLUGIN_KEYS: Record<ShapeKind, { drawn: PluginList; markers: PluginList }> = {
  polygon: { drawn: 'allPolygons', markers: 'allPolygonMarkers' },
  polyline: { drawn: 'allPolylines', markers: 'allPolylineMarkers' },
};

function drawShape(
  maps: Maps,
  map: google.maps.Map,
  kind: ShapeKind,
  shape: Shape,
  zIndex: number | undefined,
): google.maps.Polygon | google.maps.Polyline {
  const stroke = {
    map,
    ...(zIndex === undefined ? {} : { zIndex }),
    strokeWeight: shape.strokeWeight,
    strokeColor: shape.strokeColor,
    strokeOpacity: shape.strokeOpacity,
  };
  return kind === 'polygon'
    ? new maps.Polygon({ ...stroke, paths: shape.path, fillColor: shape.fillColor, fillOpacity: shape.fillOpacity })
    : new maps.Polyline({ ...stroke, path: shape.path, geodesic: true });
}

/** Shapes of one kind with their titles and vertex markers, made in one effect, removed in its cleanup. */
function useShapes(kind: ShapeKind, maps: Maps, map: google.maps.Map | null, shapes: readonly Shape[], { mapKey, advanced }: ShapeOptions) {
  useEffect(() => {
    if (!map) return;
    const keys = PLUGIN_KEYS[kind];
    const drawn: Array<google.maps.Polygon | google.maps.Polyline> = [];
    const markers: PlacedMarker[] = [];
    const offs: Array<() => void> = [];
    // polygons: larger below smaller, so each stays clickable; polylines in the order given
    const stacked = kind === 'polygon' ? stackByArea([...shapes]) : shapes.map((shape) => ({ shape, zIndex: undefined }));
    for (const { shape, zIndex } of stacked) {
      const object = drawShape(maps, map, kind, shape, zIndex);
      drawn.push(object);
      offs.push(...titleOnHover(maps, map, object, shape.title));
      markers.push(...vertexMarkers(maps, map, shape, advanced));
    }
    keepInPluginData(keys.drawn, mapKey, drawn);
    keepInPluginData(
      keys.markers,
      mapKey,
      markers.map((marker) => marker.google),
    );
    return () => {
      offs.forEach((off) => off());
      drawn.forEach((object) => object.setMap(null));
      markers.forEach((marker) => marker.remove());
      keepInPluginData(keys.drawn, mapKey, []);
      keepInPluginData(keys.markers, mapKey, []);
    };
  }, [kind, maps, map, shapes, mapKey, advanced]);
}

export const usePolygons = (maps: Maps, map: google.maps.Map | null, polygons: readonly Shape[], options: ShapeOptions) =>
  useShapes('polygon', maps, map, polygons, options);

export const usePolylines = (maps: Maps, map: google.maps.Map | null, polylines: readonly Shape[], options: ShapeOptions) =>
  useShapes('polyline', maps, map, polylines, options);

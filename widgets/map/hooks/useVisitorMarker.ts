/// <reference types="google.maps" />
import { useEffect } from 'react';
import type { Maps } from '../google';
import type { LatLng } from '../../../src/maps/overlays';
import { placeMarker } from './marker-kinds';

/** Geolocation zoom, as the plugin sets it. */
export const VISITOR_ZOOM = 13;

/** The visitor's own marker while their position is known. */
export function useVisitorMarker(
  maps: Maps,
  map: google.maps.Map | null,
  position: LatLng | null,
  options: { advanced: boolean; title: string },
) {
  const { advanced, title } = options;
  useEffect(() => {
    if (!map || !position) return;
    const marker = placeMarker(maps, advanced, { position, title, zIndex: 1000, onMap: map });
    return () => marker.remove();
  }, [maps, map, position, advanced, title]);
}

/// <reference types="google.maps" />
import { useEffect } from 'react';
import type { Maps } from '../google';
import type { LatLng } from '../../../src/maps/overlays';
import type { MapSettings } from '../../../src/maps/settings';

export interface LocatorSearch {
  origin: LatLng;
  radiusMeters: number;
}

/** The store locator's radius circle (stroke weight 2, as the plugin draws it) while there is a search. */
export function useLocatorCircle(maps: Maps, map: google.maps.Map | null, search: LocatorSearch | null, style: MapSettings['circle']) {
  useEffect(() => {
    if (!map || !search) return;
    const circle = new maps.Circle({
      map,
      center: search.origin,
      radius: search.radiusMeters,
      ...style,
      strokeWeight: 2,
      clickable: false,
    });
    return () => circle.setMap(null);
  }, [maps, map, search, style]);
}

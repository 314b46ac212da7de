/// <reference types="google.maps" />
import { useEffect, useState } from 'react';
import type { Maps } from '../google';
import { mapOptions, type MapSettings } from '../../../src/maps/settings';

/**
 * The google.maps.Map in `element`, made once per element and settings. With a Google cloud map id
 * the map gets it (advanced markers need one). Google has no way to destroy a map: the cleanup
 * drops its listeners and the element's children.
 */
export function useGoogleMap(maps: Maps, element: HTMLElement | null, settings: MapSettings, googleMapId: string): google.maps.Map | null {
  const [map, setMap] = useState<google.maps.Map | null>(null);
  useEffect(() => {
    if (!element) return;
    const made = new maps.Map(element, {
      ...mapOptions(settings),
      ...(googleMapId ? { mapId: googleMapId } : {}),
    } as google.maps.MapOptions);
    setMap(made);
    return () => {
      maps.event.clearInstanceListeners(made);
      element.replaceChildren();
      setMap(null);
    };
  }, [maps, element, settings, googleMapId]);
  return map;
}

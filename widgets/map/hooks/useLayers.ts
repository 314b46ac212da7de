/// <reference types="google.maps" />
import { useEffect } from 'react';
import type { Maps } from '../google';
import type { MapSettings } from '../../../src/maps/settings';

/** Bicycle, traffic and transit layers as the settings say. */
export function useLayers(maps: Maps, map: google.maps.Map | null, layers: MapSettings['layers']) {
  const { bicycle, traffic, transit } = layers;
  useEffect(() => {
    if (!map) return;
    const made: Array<{ setMap(map: google.maps.Map | null): void }> = [];
    if (bicycle) made.push(new maps.BicyclingLayer());
    if (traffic) made.push(new maps.TrafficLayer());
    if (transit) made.push(new maps.TransitLayer());
    made.forEach((layer) => layer.setMap(map));
    return () => made.forEach((layer) => layer.setMap(null));
  }, [maps, map, bicycle, traffic, transit]);
}

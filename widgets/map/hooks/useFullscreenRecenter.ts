/// <reference types="google.maps" />
import { useEffect } from 'react';
import type { MapSettings } from '../../../src/maps/settings';

export const FULLSCREEN_RECENTER_MS = 300;

/** After the full-screen control is used, recentre and reset the zoom once the map has resized. */
export function useFullscreenRecenter(map: google.maps.Map | null, element: HTMLElement | null, settings: MapSettings) {
  useEffect(() => {
    if (!map || !element) return;
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
    const listening = new AbortController();
    document.addEventListener('fullscreenchange', onChange, { signal: listening.signal });
    return () => {
      clearTimeout(timer);
      listening.abort();
    };
  }, [map, element, settings]);
}

/// <reference types="google.maps" />
import { useCallback, useEffect, useState } from 'react';
import type { Maps } from '../google';
import type { GoogleMarker } from './marker-kinds';

export interface InfoWindowState {
  /** the div the InfoWindow holds, for React to render the content into (through a portal) */
  container: HTMLElement | null;
  /** the key of what it shows, or null while closed */
  openKey: string | null;
  show(key: string, anchor: GoogleMarker): void;
  close(): void;
}

/** One InfoWindow per map (so one open at a time), made in one effect and closed in its cleanup. */
export function useInfoWindow(maps: Maps, map: google.maps.Map | null): InfoWindowState {
  const [box, setBox] = useState<{ info: google.maps.InfoWindow; container: HTMLElement } | null>(null);
  const [open, setOpen] = useState<{ key: string; anchor: GoogleMarker } | null>(null);
  useEffect(() => {
    if (!map) return;
    const container = document.createElement('div');
    const info = new maps.InfoWindow({ content: container });
    const closed = info.addListener('closeclick', () => setOpen(null));
    setBox({ info, container });
    return () => {
      closed.remove();
      info.close();
      setBox(null);
      setOpen(null);
    };
  }, [maps, map]);
  useEffect(() => {
    if (!box || !map) return;
    if (open) box.info.open({ map, anchor: open.anchor });
    else box.info.close();
  }, [box, map, open]);
  const show = useCallback((key: string, anchor: GoogleMarker) => setOpen({ key, anchor }), []);
  const close = useCallback(() => setOpen(null), []);
  return { container: box?.container ?? null, openKey: box && open ? open.key : null, show, close };
}

/// <reference types="google.maps" />
import { useEffect, useState } from 'react';

/** A div among the map's controls at `position`, for React to render into (through a portal). */
export function useMapControl(map: google.maps.Map | null, position: number, enabled: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!map || !enabled) return;
    const div = document.createElement('div');
    div.className = 'si-map__control';
    const controls = map.controls[position as google.maps.ControlPosition];
    controls?.push(div);
    setSlot(div);
    return () => {
      const index = controls?.getArray().indexOf(div) ?? -1;
      if (index >= 0) controls?.removeAt(index);
      div.remove();
      setSlot(null);
    };
  }, [map, position, enabled]);
  return slot;
}

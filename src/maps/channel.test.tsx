import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { mapHandle, publishMap, subscribeMap, type MapHandle } from './channel';
import { useMap } from './useMap';

const handle = (zoom: number) => ({ settings: { zoom } }) as unknown as MapHandle;

describe('map channel', () => {
  it('tells listeners when a map appears and when it goes away, and only for their key', () => {
    const heard = vi.fn();
    const other = vi.fn();
    const off = subscribeMap('1', heard);
    subscribeMap('2', other);
    const withdraw = publishMap('1', handle(10));
    expect(mapHandle('1')?.settings.zoom).toBe(10);
    withdraw();
    expect(mapHandle('1')).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
    off();
    publishMap('1', handle(11))();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('keeps a newer map when an older one withdraws late', () => {
    const first = publishMap('3', handle(1));
    publishMap('3', handle(2));
    first();
    expect(mapHandle('3')?.settings.zoom).toBe(2);
  });

  it('useMap re-renders with the map and without it', () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    function Probe() {
      const map = useMap('4');
      return <p>{map ? `zoom ${map.settings.zoom}` : 'no map'}</p>;
    }
    act(() => root.render(<Probe />));
    expect(host.textContent).toBe('no map');
    let withdraw: () => void = () => undefined;
    act(() => {
      withdraw = publishMap('4', handle(7));
    });
    expect(host.textContent).toBe('zoom 7');
    act(() => withdraw());
    expect(host.textContent).toBe('no map');
    act(() => root.unmount());
  });
});

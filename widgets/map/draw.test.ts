/// <reference types="google.maps" />
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMarkers, addShapes, FULLSCREEN_RECENTER_MS, infoContent, recenterAfterFullscreen } from './draw';
import { directionsUrl } from './geo';
import { parseMarkers, parseShapes } from './overlays';
import { readSettings } from './settings';

type Maps = typeof google.maps;
let maps: Maps;

beforeAll(() => {
  // the same local google.maps stand-in the browser tests use
  new Function(readFileSync('test/fakes/google-maps.js', 'utf8'))();
  maps = (globalThis as unknown as { google: { maps: Maps } }).google.maps;
});
beforeEach(() => {
  document.body.innerHTML = '<div id="wd-map1" style="width:600px;height:400px"></div>';
});

const rows = {
  1: { id: '1', lat: '52.52', lng: '13.405', title: 'Berlin &amp; Mitte', address: '<img src=x onerror=alert(1)>', enable_info_window: '1', info_window_open: '0', link_url: 'https://nordlicht.example/berlin' },
  2: { id: '2', lat: '53.55', lng: '9.99', title: 'Hamburg', address: 'Rathausmarkt 1', enable_info_window: '1', info_window_open: '1' },
  3: { id: '3', lat: '48.13', lng: '11.58', title: 'München', address: 'Marienplatz 1', enable_info_window: '0', info_window_open: '0' },
};

async function draw(trigger: 'click' | 'hover') {
  const settings = readSettings({ infoWindowOpenOn1: trigger, zoom1: 6 }, '1');
  const map = new maps.Map(document.getElementById('wd-map1')!, { center: settings.center, zoom: 6 });
  const labels = { directions: 'Route planen', more: 'Mehr erfahren' };
  const drawn = await addMarkers(maps, map, parseMarkers(rows), settings, (marker) => infoContent(marker, directionsUrl, labels), { cluster: false, clusterTitle: String });
  const windows = () => [...document.querySelectorAll('.fake-info-window')];
  return { map, drawn, windows, marker: (id: string) => drawn.markers.get(id)! };
}

describe('info windows', () => {
  it('open the default one at start, then one at a time on click; markers without one stay closed', async () => {
    const { windows, marker } = await draw('click');
    expect(windows().map((element) => element.querySelector('strong')?.textContent)).toEqual(['Hamburg']);
    maps.event.trigger(marker('1'), 'click');
    expect(windows()).toHaveLength(1);
    expect(windows()[0]!.querySelector('strong')!.textContent).toBe('Berlin & Mitte');
    maps.event.trigger(marker('3'), 'click');
    expect(windows()[0]!.querySelector('strong')!.textContent).toBe('Berlin & Mitte');
    maps.event.trigger(marker('1'), 'mouseover');
  });

  it('open on hover when the setting says so', async () => {
    const { windows, marker } = await draw('hover');
    maps.event.trigger(marker('1'), 'mouseover');
    expect(windows()[0]!.querySelector('strong')!.textContent).toBe('Berlin & Mitte');
  });

  it('show titles and addresses as text and links with noopener', async () => {
    const { windows, marker } = await draw('click');
    maps.event.trigger(marker('1'), 'click');
    const box = windows()[0]!;
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...box.querySelectorAll('a')];
    expect(links.map((link) => link.rel)).toEqual(['noopener noreferrer', 'noopener']);
    expect(links[1]!.href).toBe('https://nordlicht.example/berlin');
  });

  it('are all gone when the markers are removed', async () => {
    const { drawn, windows } = await draw('click');
    drawn.remove();
    expect(windows()).toHaveLength(0);
    expect(document.querySelectorAll('.fake-marker')).toHaveLength(0);
  });
});

describe('shapes and full screen', () => {
  it('draws polygons larger-below-smaller and polylines with every point', () => {
    const map = new maps.Map(document.getElementById('wd-map1')!, { center: { lat: 51, lng: 10 }, zoom: 6 });
    const polygons = parseShapes({ a: { id: 'small', data: '(0,0),(0,1),(1,1),(1,0),' }, b: { id: 'big', data: '(0,0),(0,4),(4,4),(4,0),' } });
    const lines = parseShapes({ c: { id: 'ice', data: '(50.9375, 6.9603),(50.1109, 8.6821),(48.1351, 11.582),', line_width: '4' } });
    addShapes(maps, map, polygons, lines);
    const drawn = [...document.querySelectorAll<HTMLElement>('.fake-polygon')].map((element) => [element.dataset.points, element.dataset.zIndex]);
    expect(drawn).toEqual([
      ['4', '1'],
      ['4', '2'],
    ]);
    expect(document.querySelector<HTMLElement>('.fake-polyline')!.dataset.points).toBe('3');
  });

  it('recentres and resets the zoom 300 ms after full screen changes', () => {
    vi.useFakeTimers();
    const element = document.getElementById('wd-map1')!;
    const settings = readSettings({ centerLat1: 51, centerLng1: 10, zoom1: 6 }, '1');
    const map = new maps.Map(element, { center: { lat: 40, lng: 2 }, zoom: 12 });
    const stop = recenterAfterFullscreen(map, element, settings);
    document.dispatchEvent(new Event('fullscreenchange'));
    vi.advanceTimersByTime(FULLSCREEN_RECENTER_MS - 1);
    expect(map.getZoom()).toBe(12);
    vi.advanceTimersByTime(1);
    expect(map.getZoom()).toBe(6);
    expect(map.getCenter()!.lat()).toBe(51);
    stop();
    vi.useRealTimers();
  });
});

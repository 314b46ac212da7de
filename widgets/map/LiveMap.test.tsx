/// <reference types="google.maps" />
/**
 * The live map on the google.maps stand-in the browser tests use (test/fakes/google-maps.js): each
 * hook's object appears and goes away with the component, and the spec items of issue 17 point 2.
 */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../src/wp/config';
import { mapHandle, type MapHandle } from '../../src/maps/channel';
import type { Maps } from './google';
import { FULLSCREEN_RECENTER_MS } from './hooks/useFullscreenRecenter';
import { LiveMap, type LiveMapProps } from './LiveMap';
import { readSettings } from '../../src/maps/settings';

let maps: Maps;
beforeAll(() => {
  new Function(readFileSync('test/fakes/google-maps.js', 'utf8'))();
  maps = (globalThis as unknown as { google: { maps: Maps } }).google.maps;
});

const recorded = (name: string) =>
  (JSON.parse(readFileSync(`test/fixtures/recorded/wd-google-maps/${name}`, 'utf8')) as { response: { body: string } }).response.body;

const rows = {
  1: {
    id: '1',
    lat: '52.52',
    lng: '13.405',
    title: 'Berlin &amp; Mitte',
    address: '<img src=x onerror=alert(1)>',
    enable_info_window: '1',
    info_window_open: '0',
    link_url: 'https://nordlicht.example/berlin',
    category: '1',
  },
  2: {
    id: '2',
    lat: '53.55',
    lng: '9.99',
    title: 'Hamburg',
    address: 'Rathausmarkt 1',
    enable_info_window: '1',
    info_window_open: '1',
    category: '2',
  },
  3: {
    id: '3',
    lat: '48.13',
    lng: '11.58',
    title: 'München',
    address: 'Marienplatz 1',
    enable_info_window: '0',
    info_window_open: '0',
    category: '1,2',
  },
};
const polygons = {
  3: { id: '3', title: 'Nord-Dreieck', data: '(53.5511, 9.9937),(52.52, 13.405),(52.3759, 9.732),', show_markers: '1', published: '1' },
  4: { id: '4', title: 'Groß', data: '(47, 6),(55, 6),(55, 15),(47, 15),', show_markers: '0', published: '1' },
};
const polylines = {
  2: {
    id: '2',
    title: 'ICE Köln–Frankfurt–München',
    data: '(50.9375, 6.9603),(50.1109, 8.6821),(48.1351, 11.582),',
    show_markers: '1',
    line_width: '4',
  },
};

let root: Root | null = null;
let canvas: HTMLElement;
let rootElement: HTMLElement;
let key = 0;

beforeEach(() => {
  document.body.innerHTML = '<div id="wd-map1" style="width:600px;height:400px"><div class="canvas"></div><div class="root"></div></div>';
  canvas = document.querySelector('.canvas')!;
  rootElement = document.querySelector('.root')!;
  resetConfig();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (globalThis as { gmwdmapData?: unknown }).gmwdmapData;
});

interface Draw {
  data?: Record<string, unknown>;
  props?: Partial<LiveMapProps>;
}

/** Renders the live map for map key `k<n>` and waits for its effects. */
async function draw({ data = {}, props = {} }: Draw = {}) {
  const mapKey = `k${++key}`;
  const gmwdmapData: Record<string, unknown> = {};
  for (const [name, value] of Object.entries({ zoom: 6, minZoom: 2, mapMarkers: rows, ...data }))
    if (value !== undefined) gmwdmapData[`${name}${mapKey}`] = value;
  (globalThis as { gmwdmapData?: unknown }).gmwdmapData = gmwdmapData;
  const settings = readSettings(gmwdmapData, mapKey);
  root = createRoot(rootElement);
  await act(async () => {
    root!.render(
      <LiveMap
        maps={maps}
        placesLibrary={maps.places}
        canvas={canvas}
        settings={settings}
        mapKey={mapKey}
        cluster={false}
        googleMapId=""
        categories={[]}
        locale="de-DE"
        {...props}
      />,
    );
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  const fakeMap = () => (globalThis as unknown as { __fakeMaps: { maps: google.maps.Map[] } }).__fakeMaps.maps.at(-1)!;
  return { mapKey, gmwdmapData, handle: () => mapHandle(mapKey) as MapHandle, map: fakeMap };
}

const all = (selector: string) => [...canvas.querySelectorAll<HTMLElement>(selector)];
const windows = () => all('.fake-info-window');
const marker = (title: string) => all('.fake-marker').find((element) => element.title === title)!;
const click = async (element: Element, type = 'click') =>
  act(async () => void element.dispatchEvent(new MouseEvent(type, { bubbles: true })));

describe('markers and info windows', () => {
  it('open the default one at start, then one at a time on click; markers without one stay closed', async () => {
    await draw();
    expect(windows().map((element) => element.querySelector('strong')?.textContent)).toEqual(['Hamburg']);
    await click(marker('Berlin & Mitte'));
    expect(windows()).toHaveLength(1);
    expect(windows()[0]!.querySelector('strong')!.textContent).toBe('Berlin & Mitte');
    await click(marker('München'));
    expect(windows()[0]!.querySelector('strong')!.textContent).toBe('Berlin & Mitte');
  });

  it('open on hover when the setting says so', async () => {
    await draw({ data: { infoWindowOpenOn: 'hover' } });
    await click(marker('Berlin & Mitte'), 'mouseover');
    expect(windows()[0]!.querySelector('strong')!.textContent).toBe('Berlin & Mitte');
  });

  it('render the content with React: titles and addresses as text, links with noopener', async () => {
    await draw();
    await click(marker('Berlin & Mitte'));
    const box = windows()[0]!;
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toContain('<img src=x onerror=alert(1)>');
    const links = [...box.querySelectorAll('a')];
    expect(links.map((link) => link.rel)).toEqual(['noopener noreferrer', 'noopener']);
    expect(links[1]!.href).toBe('https://nordlicht.example/berlin');
  });

  it('a marker without an info window opens its link on click, in a new window without opener; hover opens nothing', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const linked = { ...rows[3], link_url: 'https://nordlicht.example/muenchen' };
    const unsafe = { ...rows[3], id: '4', title: 'Unsicher', lat: '50.1', link_url: 'javascript:alert(1)' };
    await draw({ data: { mapMarkers: { 3: linked, 4: unsafe }, infoWindowOpenOn: 'hover' } });
    await click(marker('München'), 'mouseover');
    expect(open).not.toHaveBeenCalled();
    await click(marker('München'));
    expect(open).toHaveBeenCalledExactlyOnceWith('https://nordlicht.example/muenchen', '_blank', 'noopener');
    expect(windows()).toHaveLength(0);
    await click(marker('Unsicher'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('animate BOUNCE and DROP: the classic marker’s option, CSS on the advanced marker (still for reduced motion)', async () => {
    const animated = { 1: { ...rows[1], animation: 'BOUNCE' }, 2: { ...rows[2], animation: 'DROP' }, 3: rows[3] };
    const { mapKey, gmwdmapData } = await draw({ data: { mapMarkers: animated } });
    const classic = gmwdmapData[`allMarkers${mapKey}`] as google.maps.Marker[];
    expect(classic.map((item) => item.get('animation'))).toEqual([maps.Animation.BOUNCE, maps.Animation.DROP, undefined]);
    act(() => root!.unmount());
    root = null;
    await draw({ data: { mapMarkers: animated }, props: { googleMapId: 'DEMO_MAP_ID' } });
    expect(marker('Berlin & Mitte').classList).toContain('si-map-marker--bounce');
    expect(marker('Hamburg').classList).toContain('si-map-marker--drop');
    expect(marker('München').className).not.toContain('si-map-marker--');
    const css = document.getElementById('si-map-marker-styles')!.textContent!;
    expect(css).toContain('@keyframes si-map-bounce');
    expect(css).toMatch(/prefers-reduced-motion:reduce\)\{[^}]*si-map-marker--bounce\{animation:none/);
  });

  it('shows the bicycle, traffic and transit layers the map enables, and takes them away with the map', async () => {
    const { map } = await draw({ data: { enableBykeLayer: '1', enableTrafficLayer: '0', enableTransitLayer: 1 } });
    const layers = () => ({ ...(map() as unknown as { __layer: HTMLElement }).__layer.dataset });
    expect(layers()).toMatchObject({ layerBicycling: 'on', layerTransit: 'on' });
    expect(layers()).not.toHaveProperty('layerTraffic');
    const drawn = map();
    act(() => root!.unmount());
    root = null;
    expect({ ...(drawn as unknown as { __layer: HTMLElement }).__layer.dataset }).not.toHaveProperty('layerBicycling');
  });

  it('are all gone, with their windows, shapes and gmwdmapData lists, when the map unmounts', async () => {
    const { mapKey, gmwdmapData } = await draw({ data: { mapPolygons: polygons, mapPolylines: polylines } });
    expect(gmwdmapData[`allMarkers${mapKey}`]).toHaveLength(3);
    act(() => root!.unmount());
    root = null;
    expect(all('.fake-marker, .fake-info-window, .fake-polygon, .fake-polyline')).toHaveLength(0);
    expect(gmwdmapData[`allMarkers${mapKey}`]).toEqual([]);
    expect(gmwdmapData[`allPolygonMarkers${mapKey}`]).toEqual([]);
    expect(mapHandle(mapKey)).toBeUndefined();
  });

  it('keeps the markers made so far in gmwdmapData.allMarkers<key>, as the plugin does', async () => {
    const { mapKey, gmwdmapData } = await draw();
    const kept = gmwdmapData[`allMarkers${mapKey}`] as google.maps.Marker[];
    expect(kept.map((item) => item.getTitle())).toEqual(['Berlin & Mitte', 'Hamburg', 'München']);
    expect(kept.every((item) => item instanceof maps.Marker)).toBe(true);
  });

  it('are AdvancedMarkerElements when the map has a Google map id, classic markers only without', async () => {
    const { mapKey, gmwdmapData, map } = await draw({ props: { googleMapId: 'DEMO_MAP_ID' } });
    expect(map().get('mapId')).toBe('DEMO_MAP_ID');
    expect(all('.fake-advanced-marker')).toHaveLength(3);
    expect((gmwdmapData[`allMarkers${mapKey}`] as unknown[]).every((item) => item instanceof maps.marker.AdvancedMarkerElement)).toBe(true);
    await click(marker('Berlin & Mitte'));
    expect(windows()[0]!.querySelector('strong')!.textContent).toBe('Berlin & Mitte');
    act(() => root!.unmount());
    root = null;
    await draw();
    expect(all('.fake-advanced-marker')).toHaveLength(0);
    expect(all('.fake-marker')).toHaveLength(3);
  });

  it('cluster as advanced markers too, each saying how many stores it holds', async () => {
    await draw({ props: { googleMapId: 'DEMO_MAP_ID', cluster: true }, data: { zoom: 3 } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const clusters = all('.fake-cluster');
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters.every((cluster) => cluster.classList.contains('fake-advanced-marker'))).toBe(true);
  });
});

describe('overlays', () => {
  it('draws polygons larger-below-smaller and polylines with every point', async () => {
    await draw({ data: { mapPolygons: polygons, mapPolylines: polylines } });
    expect(all('.fake-polygon').map((element) => [element.dataset.points, element.dataset.zIndex])).toEqual([
      ['4', '1'],
      ['3', '2'],
    ]);
    expect(all('.fake-polyline')[0]!.dataset.points).toBe('3');
  });

  it('puts a marker titled with the shape’s title on every vertex of shapes with show_markers', async () => {
    const { mapKey, gmwdmapData } = await draw({ data: { mapMarkers: {}, mapPolygons: polygons, mapPolylines: polylines } });
    expect(all('.fake-marker[title="Nord-Dreieck"]')).toHaveLength(3);
    expect(all('.fake-marker[title="Groß"]')).toHaveLength(0);
    expect(all('.fake-marker[title="ICE Köln–Frankfurt–München"]')).toHaveLength(3);
    expect(gmwdmapData[`allPolygonMarkers${mapKey}`]).toHaveLength(3);
    expect(gmwdmapData[`allPolylineMarkers${mapKey}`]).toHaveLength(3);
    expect(gmwdmapData[`allPolygons${mapKey}`]).toHaveLength(2);
  });

  it('shows a shape’s title as the map’s tooltip while the pointer is over it', async () => {
    const { map } = await draw({ data: { mapPolygons: polygons } });
    const small = all('.fake-polygon').find((element) => element.dataset.points === '3')!;
    await click(small, 'mouseover');
    expect(map().getDiv().getAttribute('title')).toBe('Nord-Dreieck');
    await click(small, 'mouseout');
    expect(map().getDiv().hasAttribute('title')).toBe(false);
  });

  it('draws no markers, polygons or polylines when the overlay exclusion flag is set', async () => {
    const { mapKey, gmwdmapData } = await draw({ data: { mapPolygons: polygons, mapPolylines: polylines, excludeOverlays: true } });
    expect(all('.fake-marker, .fake-polygon, .fake-polyline')).toHaveLength(0);
    expect(canvas.querySelector('.fake-map')).not.toBeNull();
    expect(gmwdmapData[`allMarkers${mapKey}`]).toEqual([]);
  });
});

describe('markers from get_ajax_markers', () => {
  const reply = (body: string, status = 200) =>
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }));
  const sent = (fetch: ReturnType<typeof reply>, call = 0) =>
    new URLSearchParams(String((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].body));

  it('loads them when none were printed: POST action, task, map_id and page, the recorded reply drawn', async () => {
    const fetch = reply(recorded('get_ajax_markers.json'));
    vi.stubGlobal('fetch', fetch);
    const { mapKey, gmwdmapData } = await draw({ data: { mapMarkers: undefined, mapId: 2 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(sent(fetch))).toEqual({ action: 'get_ajax_markers', map_id: '2', page: 'map', task: 'get_ajax_markers' });
    expect(all('.fake-marker').map((element) => element.title)).toEqual(['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main']);
    expect(gmwdmapData[`allMarkers${mapKey}`]).toHaveLength(5);
  });

  it('filters by category on the client, since the server ignores the filter it is sent', async () => {
    const fetch = reply(JSON.stringify(rows));
    vi.stubGlobal('fetch', fetch);
    const { handle } = await draw({ props: { categories: ['2'] }, data: { mapId: 2 } });
    expect(sent(fetch).getAll('categories[]')).toEqual(['2']);
    expect(all('.fake-marker').map((element) => element.title)).toEqual(['Hamburg', 'München']);
    await act(async () => handle().filterMarkers!(['1']));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent(fetch, 1).getAll('categories[]')).toEqual(['1']);
    expect(all('.fake-marker').map((element) => element.title)).toEqual(['Berlin & Mitte', 'München']);
  });

  it.each([
    ['malformed', () => reply('{"8":{"id":"8","lat":')],
    ['0', () => reply('0', 400)],
    ['-1', () => reply('-1', 403)],
    ['Invalid Request', () => reply(recorded('get_ajax_markers-without-task-param.json'))],
    ['HTTP 500', () => reply('<h1>Es gab einen kritischen Fehler auf dieser Website.</h1>', 500)],
    ['offline', () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    [
      'time-out',
      () =>
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise<Response>((_resolve, reject) =>
              init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
            ),
        ),
    ],
  ])('a %s reply keeps the markers shown and says the stores could not be loaded', async (_name, make) => {
    (globalThis as { shopIslands?: unknown }).shopIslands = { requestTimeoutMs: 30 };
    resetConfig();
    vi.stubGlobal('fetch', make());
    const { handle } = await draw({ data: { mapId: 2 } });
    expect(rootElement.querySelector('[role="alert"]')).toBeNull();
    await act(async () => handle().filterMarkers!(['2']));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(rootElement.querySelector('[role="alert"]')!.textContent).toBe(
      'Die Filialen konnten gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    );
    // what was shown before the failed filter stays
    expect(all('.fake-marker').map((element) => element.title)).toEqual(['Berlin & Mitte', 'Hamburg', 'München']);
    delete (globalThis as { shopIslands?: unknown }).shopIslands;
  });

  it('a failed first load (no printed markers) shows none and says so', async () => {
    vi.stubGlobal('fetch', reply('0', 400));
    await draw({ data: { mapMarkers: undefined, mapId: 2 } });
    expect(all('.fake-marker')).toHaveLength(0);
    expect(rootElement.querySelector('[role="alert"]')!.textContent).toContain('Die Filialen konnten gerade nicht geladen werden');
  });
});

describe('places search and the map’s search box', () => {
  it('suggests places from 3 characters on and locates the chosen one', async () => {
    const { handle } = await draw();
    const places = handle().places!;
    expect(places).toBeDefined();
    await expect(places.suggest('ha')).resolves.toEqual([]);
    const found = await places.suggest('Ham');
    expect(found).toEqual([{ id: 'hamburg', label: 'Hamburg, Deutschland' }]);
    await expect(places.locate(found[0]!)).resolves.toEqual({ lat: 53.5511, lng: 9.9937 });
  });

  it('is absent from the handle when the places library is not available', async () => {
    const { handle } = await draw({ props: { placesLibrary: null } });
    expect(handle().places).toBeUndefined();
  });

  it('the search box lists suggestions in the map’s controls; choosing one centres the map at zoom 13', async () => {
    const { map } = await draw({ data: { enableSerchBox: '1', serchBoxPosition: 3 } });
    const input = canvas.querySelector<HTMLInputElement>('.fake-control input[role="combobox"]')!;
    expect(input).not.toBeNull();
    const type = async (text: string) => {
      await act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    };
    await type('Mü');
    expect(canvas.querySelectorAll('[role="option"]')).toHaveLength(0);
    await type('Mün');
    // the suggestions come after the typing pause and their request: waited for, not timed (a loaded machine is slower)
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect([...canvas.querySelectorAll('[role="option"]')].map((option) => option.textContent)).toEqual(['München, Deutschland']);
    });
    await click(canvas.querySelector('[role="option"]')!);
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(map().getZoom()).toBe(13);
    });
    expect(map().getCenter()!.lat()).toBe(48.1351);
  });

  it('the search box is the shared combobox: arrows choose, Enter takes, the live region counts, Escape closes then clears', async () => {
    const { map } = await draw({ data: { enableSerchBox: '1', serchBoxPosition: 3 } });
    const input = canvas.querySelector<HTMLInputElement>('.fake-control input[role="combobox"]')!;
    const key = (name: string) => {
      const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
      act(() => void input.dispatchEvent(event));
      return event;
    };
    const type = async (text: string) => {
      await act(async () => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      // the suggestions come after the debounce and the fake service's answer: wait for them (up to 5 s), not for a time
      for (let tries = 0; tries < 250 && input.getAttribute('aria-expanded') !== 'true'; tries++) {
        await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      }
    };
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    await type('Mün');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(canvas.querySelector('.si-map__search [role="status"]')!.textContent).toBe('Ein Vorschlag. Mit den Pfeiltasten auswählen.');
    key('ArrowUp');
    expect(document.getElementById(input.getAttribute('aria-activedescendant')!)!.textContent).toBe('München, Deutschland');
    expect(key('Escape').defaultPrevented).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Mün');
    key('Escape');
    expect(input.value).toBe('');
    await type('Mün');
    key('ArrowDown');
    expect(key('Enter').defaultPrevented).toBe(true);
    expect(input.value).toBe('München, Deutschland');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(map().getCenter()!.lat()).toBe(48.1351);
  });

  it('Enter without a chosen suggestion geocodes what was typed', async () => {
    const { map } = await draw({ data: { enableSerchBox: '1' }, props: { placesLibrary: null } });
    const input = canvas.querySelector<HTMLInputElement>('.fake-control input')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Berlin');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => void input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(map().getCenter()!.lat()).toBe(52.52);
    expect(map().getZoom()).toBe(13);
  });
});

describe('the visitor and the store locator', () => {
  it('geolocates the visitor on load when the map asks for it: their own marker at zoom 13', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: (position: { coords: { latitude: number; longitude: number } }) => void) =>
          ok({ coords: { latitude: 48.137, longitude: 11.575 } }),
      },
    });
    const { map } = await draw({ data: { geolocateUser: 1 } });
    expect(all('.fake-marker[title="Ihr Standort"]')).toHaveLength(1);
    expect(map().getZoom()).toBe(13);
    expect(map().getCenter()!.lat()).toBe(48.137);
  });

  it('says so when the position cannot be had', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: (_ok: unknown, fail: () => void) => fail() } });
    await draw({ data: { geolocateUser: 1 } });
    expect(all('.fake-marker[title="Ihr Standort"]')).toHaveLength(0);
    expect(rootElement.querySelector('[role="alert"]')!.textContent).toBe('Fehler: Ihr Browser unterstützt keine Standortbestimmung.');
  });

  it('showVisitor puts the visitor’s marker at zoom 13; reset takes it and the circle away', async () => {
    const { handle, map } = await draw();
    await act(async () => handle().showVisitor({ lat: 50, lng: 8 }));
    expect(all('.fake-marker[title="Ihr Standort"]')).toHaveLength(1);
    expect(map().getZoom()).toBe(13);
    await act(async () => handle().showSearch({ lat: 50, lng: 8 }, 5000, []));
    expect(all('.fake-circle')).toHaveLength(1);
    await act(async () => handle().reset());
    expect(all('.fake-marker[title="Ihr Standort"], .fake-circle')).toHaveLength(0);
    expect(map().getZoom()).toBe(6);
  });

  it('after a locator search goes back to the configured zoom, widening only for results outside the view', async () => {
    const { handle, map } = await draw();
    map().setZoom(12);
    const hamburg = { lat: 53.5511, lng: 9.9937 };
    await act(async () => handle().showSearch(hamburg, 25_000, [{ ...hamburg, id: 'h' } as never]));
    expect(map().getZoom()).toBe(6);
    const circle = all('.fake-circle')[0]!;
    expect([circle.dataset.radius, circle.dataset.strokeWeight]).toEqual(['25000', '2']);
    // Munich lies outside a 600×400 view around Hamburg at zoom 6: out just far enough
    await act(async () =>
      handle().showSearch(hamburg, 700_000, [
        { ...hamburg, id: 'h' },
        { lat: 48.1351, lng: 11.582, id: 'm' },
      ] as never),
    );
    expect(map().getZoom()).toBe(5);
    expect(map().getBounds()!.contains({ lat: 48.1351, lng: 11.582 })).toBe(true);
  });

  it('recentres and resets the zoom 300 ms after full screen changes', async () => {
    const { map } = await draw({ data: { centerLat: 51, centerLng: 10 } });
    vi.useFakeTimers();
    map().setCenter({ lat: 40, lng: 2 });
    map().setZoom(12);
    document.dispatchEvent(new Event('fullscreenchange'));
    vi.advanceTimersByTime(FULLSCREEN_RECENTER_MS - 1);
    expect(map().getZoom()).toBe(12);
    vi.advanceTimersByTime(1);
    expect(map().getZoom()).toBe(6);
    expect(map().getCenter()!.lat()).toBe(51);
  });
});

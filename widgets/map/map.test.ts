import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byDistance, haversine, radiusMeters } from '../../src/maps/geo';
import { GeocodeError, geocodeMessageKey, GEOCODER_STATUSES, googleGeocode } from '../../src/maps/geocoder';
import * as v from 'valibot';
import { MarkersReply } from './markers-source';
import { area, decodeOnce, inCategories, parseMarkers, parsePath, parseShapes, stackByArea } from '../../src/maps/overlays';
import { zoomToShow } from './zoom';
import { mapOptions, readSettings } from '../../src/maps/settings';

const fixture = (name: string) =>
  JSON.parse(readFileSync(`test/fixtures/recorded/wd-google-maps/${name}`, 'utf8')) as { response: { body: string } };
const recorded = JSON.parse(readFileSync('test/fixtures/recorded/wd-google-maps/gmwdmapData-evaluated.json', 'utf8')) as {
  gmwdmapData: Record<string, unknown>;
};

describe('settings', () => {
  it('reads every setting of the recorded map 2', () => {
    const settings = readSettings(recorded.gmwdmapData, '2');
    expect(settings).toMatchObject({
      mapId: 2,
      center: { lat: 51.1657, lng: 10.4515 },
      zoom: 6,
      minZoom: 2,
      maxZoom: 22,
      scrollWheel: false,
      draggable: true,
      doubleClickZoomDisabled: false,
      borderRadius: 0,
      mapType: 'roadmap',
      layers: { bicycle: false, traffic: false, transit: false },
      infoWindowOpenOn: 'click',
      distanceUnit: 'km',
      storeLocator: true,
      searchBox: { enabled: false, position: 3 },
      circle: { strokeWeight: 2, fillColor: '#7FDF16', fillOpacity: 0.3, strokeColor: '#000', strokeOpacity: 0.6 },
    });
    expect(settings.controls).toEqual({
      zoom: { enabled: true, position: 0 },
      mapType: { enabled: true, position: 0, style: 0 },
      scale: { enabled: true },
      streetView: { enabled: true, position: 0 },
      fullscreen: { enabled: false, position: 0 },
      rotate: { enabled: true },
    });
  });

  it('maps settings to Google options, each control with its position and style, tilt 45', () => {
    const settings = readSettings(
      {
        zoom7: '9',
        minZoom7: 5,
        maxZoom7: '8',
        mapWhellScrolling7: '1',
        mapDragable7: '0',
        mapDbClickZoom7: true,
        mapType7: '2',
        enableZoomControl7: 1,
        zoomControlPosition7: '9',
        enableMapTypeControl7: '1',
        mapTypeControlPosition7: 3,
        mapTypeControlStyle7: '2',
        enableFullscreenControl7: '1',
        fullscreenControlPosition7: 99,
        mapBorderRadius7: '12',
        enableBykeLayer7: '1',
        enableTransitLayer7: 1,
        infoWindowOpenOn7: 'hover',
        storeLocatorDistanceIn7: 'mi',
      },
      '7',
    );
    const options = mapOptions(settings);
    expect(options).toMatchObject({
      zoom: 8,
      minZoom: 5,
      maxZoom: 8,
      tilt: 45,
      mapTypeId: 'hybrid',
      scrollwheel: true,
      draggable: false,
      gestureHandling: 'none',
      disableDoubleClickZoom: true,
      zoomControl: true,
      zoomControlOptions: { position: 9 },
      mapTypeControl: true,
      mapTypeControlOptions: { style: 2, position: 3 },
      fullscreenControl: true,
      fullscreenControlOptions: {},
      scaleControl: false,
    });
    expect(settings.borderRadius).toBe(12);
    expect(settings.layers).toEqual({ bicycle: true, traffic: false, transit: true });
    expect(settings.infoWindowOpenOn).toBe('hover');
    expect(settings.distanceUnit).toBe('mile');
  });

  it('survives missing or hostile data with sensible defaults', () => {
    const settings = readSettings(null, '1');
    expect(settings.center).toEqual({ lat: 51.1657, lng: 10.4515 });
    expect(settings.zoom).toBe(6);
    expect(readSettings({ storeLocatorFillColor1: 'red;background:url(x)' }, '1').circle.fillColor).toBe('#7FDF16');
    expect(readSettings({ zoom1: 'abc' }, '1', { zoom: 4 }).zoom).toBe(4);
  });
});

describe('markers and shapes', () => {
  it('reads recorded markers with numeric coordinates and decoded text', () => {
    const markers = parseMarkers(JSON.parse(fixture('get_ajax_markers.json').response.body));
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.every((marker) => typeof marker.lat === 'number' && typeof marker.lng === 'number')).toBe(true);
    expect(markers.find((marker) => marker.title === 'Berlin')).toMatchObject({
      lat: 52.52,
      lng: 13.405,
      animation: 'DROP',
      infoWindow: true,
      openByDefault: false,
    });
  });

  it('reads an empty PHP array, drops markers without coordinates or unpublished, keeps only http(s) links', () => {
    expect(parseMarkers([])).toEqual([]);
    const markers = parseMarkers({
      1: { id: '1', lat: 'x', lng: '1' },
      2: { id: '2', lat: '1', lng: '2', published: '0' },
      3: {
        id: '3',
        lat: '1',
        lng: '2',
        link_url: 'javascript:alert(1)',
        custom_marker_url: '/icon.png',
        choose_marker_icon: '1',
        animation: 'bounce',
        title: '&lt;b&gt;Caf&eacute; &amp;amp; Co&lt;/b&gt;',
      },
    });
    expect(markers.map((marker) => marker.id)).toEqual(['3']);
    expect(markers[0]).toMatchObject({ linkUrl: null, icon: '/icon.png', animation: 'BOUNCE' });
    expect(markers[0]!.title).toBe('<b>Caf&eacute; &amp; Co</b>');
  });

  it('decodes entities exactly once', () => {
    expect(decodeOnce('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
    expect(decodeOnce('K&ouml;ln &#8211; Bonn &#x2014;')).toBe('K&ouml;ln – Bonn —');
  });

  it('parses every coordinate pair, the last one included', () => {
    expect(parsePath('(50.9375, 6.9603),(50.1109, 8.6821),(48.1351, 11.582),')).toEqual([
      { lat: 50.9375, lng: 6.9603 },
      { lat: 50.1109, lng: 8.6821 },
      { lat: 48.1351, lng: 11.582 },
    ]);
    expect(parsePath('(-33.8688,151.2093)')).toEqual([{ lat: -33.8688, lng: 151.2093 }]);
    expect(parsePath('(95, 10),(garbage),')).toEqual([]);
    fc.assert(
      fc.property(
        fc.array(fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) }), {
          maxLength: 30,
        }),
        (points) => {
          const fixed = points.map(({ lat, lng }) => ({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) }));
          const data = fixed.map(({ lat, lng }) => `(${lat}, ${lng}),`).join('');
          expect(parsePath(data)).toEqual(fixed.map(({ lat, lng }) => ({ lat: lat === 0 ? 0 : lat, lng: lng === 0 ? 0 : lng })));
        },
      ),
    );
  });

  it('stacks larger areas below smaller ones and keeps both of two equal areas', () => {
    const square = (size: number, id: string) => ({ id, data: `(0, 0),(0, ${size}),(${size}, ${size}),(${size}, 0),` });
    const stacked = stackByArea(parseShapes({ a: square(1, 'small'), b: square(3, 'big'), c: square(1, 'twin'), d: square(2, 'middle') }));
    expect(stacked.map(({ shape, zIndex }) => [shape.id, zIndex])).toEqual([
      ['big', 1],
      ['middle', 2],
      ['small', 3],
      ['twin', 4],
    ]);
    expect(
      area([
        { lat: 0, lng: 0 },
        { lat: 0, lng: 1 },
      ]),
    ).toBe(0);
  });

  it('reads the recorded polygon and polyline', () => {
    expect(parseShapes(recorded.gmwdmapData.mapPolygons2)[0]!.path.length).toBeGreaterThanOrEqual(3);
    const line = parseShapes(recorded.gmwdmapData.mapPolylines2)[0]!;
    expect(line.path.at(-1)).toEqual({ lat: 48.1351, lng: 11.582 });
    expect(line.strokeColor).toBe('#DC2626');
  });
});

describe('store locator distances', () => {
  it('converts the radius to metres', () => {
    expect(radiusMeters(5, 'km')).toBe(5000);
    expect(radiusMeters(5, 'mile')).toBeCloseTo(8046.7);
  });

  it('sorts recorded results by distance, reading exponent notation', () => {
    const results = parseMarkers(JSON.parse(fixture('get_ajax_store_loactor-berlin-300km.json').response.body));
    const sorted = byDistance(results, { lat: 52.52, lng: 13.405 }, 'km');
    expect(sorted.length).toBe(results.length);
    for (let index = 1; index < sorted.length; index++) expect(sorted[index]!.distance).toBeGreaterThanOrEqual(sorted[index - 1]!.distance);
    expect(sorted[0]!.distance).toBeLessThan(1);
  });

  it('haversine is symmetric and agrees with the plugin’s radii', () => {
    const berlin = { lat: 52.52, lng: 13.405 };
    const hamburg = { lat: 53.5511, lng: 9.9937 };
    expect(haversine(berlin, hamburg, 'km')).toBeCloseTo(255, -1);
    expect(haversine(berlin, hamburg, 'mile') / haversine(berlin, hamburg, 'km')).toBeCloseTo(3959 / 6371, 6);
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        (a, b, c, d) => {
          const x = haversine({ lat: a, lng: b }, { lat: c, lng: d }, 'km');
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeCloseTo(haversine({ lat: c, lng: d }, { lat: a, lng: b }, 'km'), 6);
        },
      ),
    );
  });
});

describe('geocoder', () => {
  const fakeGeocoder = (results: unknown, status: string) => ({
    geocode: (_request: unknown, callback: (r: never, s: string) => void) => callback(results as never, status),
  });
  const location = { geometry: { location: { lat: () => 52.52, lng: () => 13.405 } }, formatted_address: 'Berlin, Deutschland' };

  it('resolves only an OK answer with a result', async () => {
    await expect(googleGeocode(fakeGeocoder([location], 'OK'))('Berlin')).resolves.toEqual({
      lat: 52.52,
      lng: 13.405,
      label: 'Berlin, Deutschland',
    });
    await expect(googleGeocode(fakeGeocoder([], 'OK'))('Berlin')).rejects.toMatchObject({ status: 'ZERO_RESULTS' });
    await expect(googleGeocode(fakeGeocoder(null, 'SOMETHING_NEW'))('Berlin')).rejects.toMatchObject({ status: 'UNKNOWN_ERROR' });
  });

  it.each(GEOCODER_STATUSES.filter((status) => status !== 'OK'))('turns %s into an error with a message', async (status) => {
    const error = await googleGeocode(fakeGeocoder([location], status))('Berlin').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GeocodeError);
    expect(geocodeMessageKey((error as GeocodeError).status)).toMatch(/^map\./);
  });
});

describe('issue 17 additions', () => {
  it('reads the overlay exclusion and geolocation flags (off in the recorded map)', () => {
    expect(readSettings(recorded.gmwdmapData, '2')).toMatchObject({ excludeOverlays: false, geolocateUser: false });
    expect(readSettings({ excludeOverlays5: true, geolocateUser5: 1 }, '5')).toMatchObject({ excludeOverlays: true, geolocateUser: true });
    expect(readSettings({}, '5', { excludeOverlays: true }).excludeOverlays).toBe(true);
  });

  it('reads show_markers and title of the recorded shapes, and leaves unpublished ones out', () => {
    expect(parseShapes(recorded.gmwdmapData.mapPolygons2)[0]).toMatchObject({ title: 'Nord-Dreieck', showMarkers: false });
    expect(
      parseShapes({ a: { data: '(1,1),(2,2),', show_markers: '1', title: 'A &amp; B' }, b: { data: '(1,1),(2,2),', published: '0' } }),
    ).toMatchObject([{ showMarkers: true, title: 'A & B' }]);
  });

  it('filters markers by category, a marker with several categories matching any', () => {
    const markers = parseMarkers({
      1: { id: '1', lat: '1', lng: '1', category: '1' },
      2: { id: '2', lat: '1', lng: '1', category: '2,3' },
      3: { id: '3', lat: '1', lng: '1', category: '0' },
    });
    expect(inCategories(markers, ['3']).map((marker) => marker.id)).toEqual(['2']);
    expect(inCategories(markers, []).map((marker) => marker.id)).toEqual(['1', '2', '3']);
  });

  it('accepts get_ajax_markers replies keyed by id or as an array, and nothing else', () => {
    for (const name of ['get_ajax_markers.json', 'get_ajax_markers-with-category-filter.json', 'get_ajax_markers-unknown-map.json']) {
      expect(v.safeParse(MarkersReply, JSON.parse(fixture(name).response.body)).success).toBe(true);
    }
    for (const bad of [0, -1, 'x', null, { 8: { id: '8' } }]) expect(v.safeParse(MarkersReply, bad).success).toBe(false);
  });

  it('zooms out only as far as results outside the view need, never in', () => {
    const hamburg = { lat: 53.5511, lng: 9.9937 };
    const size = { width: 600, height: 400 };
    expect(zoomToShow(hamburg, [hamburg], 6, size)).toBe(6);
    expect(zoomToShow(hamburg, [{ lat: 48.1351, lng: 11.582 }], 6, size)).toBe(5);
    expect(zoomToShow(hamburg, [{ lat: -33.9, lng: 151.2 }], 6, size, 2)).toBe(2);
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        (lat, lng, zoom) => {
          expect(zoomToShow(hamburg, [{ lat, lng }], zoom, size)).toBeLessThanOrEqual(zoom);
        },
      ),
    );
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { area, decodeOnce, inCategories, parseMarkers, parsePath, parseShapes, stackByArea } from './overlays';

const fixture = (name: string) =>
  JSON.parse(readFileSync(`test/fixtures/recorded/wd-google-maps/${name}`, 'utf8')) as { response: { body: string } };
const recorded = JSON.parse(readFileSync('test/fixtures/recorded/wd-google-maps/gmwdmapData-evaluated.json', 'utf8')) as {
  gmwdmapData: Record<string, unknown>;
};

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
});

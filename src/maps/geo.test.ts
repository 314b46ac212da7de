// @vitest-environment node
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byDistance, haversine, radiusMeters } from './geo';
import { parseMarkers } from './overlays';

const fixture = (name: string) =>
  JSON.parse(readFileSync(`test/fixtures/recorded/wd-google-maps/${name}`, 'utf8')) as { response: { body: string } };

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

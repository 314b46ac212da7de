// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zoomToShow } from './zoom';

describe('zoomToShow', () => {
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

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { swipeDirection, wrapIndex, zoomLayout, zoomsIn } from './zoom';

const frame = { width: 500, height: 500 };

describe('zoom layout', () => {
  it('is at least twice the frame and keeps the pointed spot under the pointer', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.integer({ min: 100, max: 4000 }),
        (x, y, natural) => {
          const layout = zoomLayout({ x, y }, frame, { width: natural, height: natural });
          expect(layout.width).toBeGreaterThanOrEqual(frame.width * 2);
          // the image always covers the frame
          expect(layout.left).toBeLessThanOrEqual(1e-9);
          expect(layout.left + layout.width).toBeGreaterThanOrEqual(frame.width - 1e-6);
          // the same fraction of the photo sits under the pointer as of the frame
          expect((x - layout.left) / layout.width).toBeCloseTo(x / frame.width, 6);
          expect((y - layout.top) / layout.height).toBeCloseTo(y / frame.height, 6);
        },
      ),
    );
  });

  it('clamps a pointer outside the frame and keeps the aspect ratio', () => {
    const layout = zoomLayout({ x: -50, y: 900 }, frame, { width: 1600, height: 1200 });
    expect(layout.left).toBe(-0);
    expect(layout.top).toBe(-(layout.height - frame.height));
    expect(layout.width).toBe(1600);
    expect(layout.height).toBe(1200);
  });
});

describe('which images zoom', () => {
  it('only a large image wider than the gallery, as single-product.js; an unknown width zooms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (large, gallery) => {
        expect(zoomsIn(large, gallery)).toBe(large > gallery);
      }),
    );
    expect(zoomsIn(Number(null), 600)).toBe(true);
    expect(zoomsIn(Number('abc'), 600)).toBe(true);
    expect(zoomsIn(Number(''), 600)).toBe(true);
  });
});

describe('lightbox navigation', () => {
  it('wraps round in both directions', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 20 }), (index, step, count) => {
        const next = wrapIndex(index, step, count);
        return next >= 0 && next < count;
      }),
    );
  });

  it('counts a swipe only when it is long enough and mostly sideways', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, 10)).toBe(-1);
    expect(swipeDirection(30, 0)).toBe(0);
    expect(swipeDirection(-80, 70)).toBe(0);
  });
});

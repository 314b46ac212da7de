import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { animateScroll, NOTICE_SCROLL_MS, scrollTarget, swing } from './scroll';

describe('notice scrolling', () => {
  it('leaves the offset above the notice, within the page', () => {
    expect(scrollTarget(1500, 100, 5000)).toBe(1400);
    expect(scrollTarget(60, 100, 5000)).toBe(0);
    expect(scrollTarget(4900, 100, 3000)).toBe(3000);
  });

  it('always lands between 0 and the page’s end (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 20000 }),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -10, max: 20000 }),
        (top, offset, max) => {
          const target = scrollTarget(top, offset, max);
          expect(target).toBeGreaterThanOrEqual(0);
          expect(target).toBeLessThanOrEqual(Math.max(0, max));
        },
      ),
    );
  });

  it('eases like jQuery’s swing from 0 to 1', () => {
    expect(swing(0)).toBe(0);
    expect(swing(1)).toBe(1);
    expect(swing(0.5)).toBeCloseTo(0.5);
  });
});

/** A window whose frames come when the test says, at the times it says. */
function framedWindow(reducedMotion = false) {
  let pending: FrameRequestCallback[] = [];
  const positions: number[] = [];
  const win = {
    scrollY: 0,
    scrollTo: (_x: number, y: number) => positions.push(y),
    matchMedia: () => ({ matches: reducedMotion }),
    requestAnimationFrame: (callback: FrameRequestCallback) => pending.push(callback),
  } as unknown as Window;
  const frameAt = (ms: number) => {
    const callbacks = pending;
    pending = [];
    for (const callback of callbacks) callback(ms);
  };
  return { win, positions, frameAt };
}

describe('the notice scroll', () => {
  it('takes WooCommerce’s 1000 ms with swing easing: halfway at 500 ms, there at 1000 ms and not before', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const { win, positions, frameAt } = framedWindow();
    let done = false;
    const scrolling = animateScroll(800, NOTICE_SCROLL_MS, win).then(() => (done = true));
    frameAt(500);
    expect(positions.at(-1)).toBeCloseTo(400);
    frameAt(999);
    await Promise.resolve();
    expect(done).toBe(false);
    expect(positions.at(-1)).toBeLessThan(800);
    frameAt(1000);
    await scrolling;
    expect(positions.at(-1)).toBe(800);
  });

  it('jumps at once for visitors who prefer reduced motion', async () => {
    const { win, positions } = framedWindow(true);
    await animateScroll(800, NOTICE_SCROLL_MS, win);
    expect(positions).toEqual([800]);
  });
});

/** Warming code before the tap: when, what, and never on a saving connection. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, inView, preloadModule, warmAllowed, whenQuiet } from './warm';
import { box } from '../../test/fixtures/layout';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('warmAllowed', () => {
  it('warms on a usual connection or where the browser does not say', () => {
    expect(warmAllowed(undefined)).toBe(true);
    expect(warmAllowed({ effectiveType: '4g' })).toBe(true);
    expect(warmAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
  });
  it('never with Save-Data, on 2G or slow 2G', () => {
    expect(warmAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(warmAllowed({ effectiveType: '2g' })).toBe(false);
    expect(warmAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('inView', () => {
  it('a box inside the window is in view; one below it, or with no box (hidden), is not', () => {
    document.body.innerHTML = '<a id="a"></a>';
    const element = document.getElementById('a')!;
    box(element, 100);
    expect(inView(element)).toBe(true);
    box(element, window.innerHeight + 10);
    expect(inView(element)).toBe(false);
    box(element, 100, 0).mockReturnValue({ top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 } as DOMRect);
    expect(inView(element)).toBe(false);
  });
});

describe('preloadModule', () => {
  it('adds one low-priority modulepreload link per URL (it fetches, it does not run)', () => {
    preloadModule('https://shop.example/dist/islands/add-to-cart-X.js');
    preloadModule('https://shop.example/dist/islands/add-to-cart-X.js');
    const links = document.head.querySelectorAll('link[rel="modulepreload"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://shop.example/dist/islands/add-to-cart-X.js');
    expect(links[0]!.getAttribute('fetchpriority')).toBe('low');
  });
});

describe('whenQuiet', () => {
  const fakeWindow = (readyState: string, resources: { count: number }, idle?: (run: () => void) => number) => {
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState },
      performance: { getEntriesByType: () => Array.from({ length: resources.count }) },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      ...(idle ? { requestIdleCallback: idle } : {}),
    } as unknown as Window;
    return { win, listeners };
  };

  it('waits for load, then for a network quiet for QUIET_MS, then for idle time', () => {
    vi.useFakeTimers();
    const resources = { count: 3 };
    const idle = vi.fn((run: () => void) => (run(), 1));
    const { win, listeners } = fakeWindow('interactive', resources, idle);
    const work = vi.fn();
    whenQuiet(work, win);
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(work).not.toHaveBeenCalled();
    listeners.load!();
    vi.advanceTimersByTime(QUIET_MS - 1);
    resources.count = 5; // still fetching
    vi.advanceTimersByTime(QUIET_MS);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS);
    expect(idle).toHaveBeenCalledWith(work, { timeout: 5000 });
    expect(work).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('without requestIdleCallback, a timer once quiet', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenQuiet(work, fakeWindow('complete', { count: 0 }).win);
    vi.advanceTimersByTime(QUIET_MS);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});

/** Warming code before the tap: when, what, and never on a saving connection. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIslandRuntime } from './runtime';
import { inView, preloadModule, warmAllowed, whenQuiet } from './warm';
import type { IslandDefinition } from './types';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const box = (element: Element, top: number, height = 40) =>
  vi
    .spyOn(element, 'getBoundingClientRect')
    .mockReturnValue({ top, bottom: top + height, left: 0, right: 100, width: 100, height } as DOMRect);

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
  it('waits for load, then for idle time', () => {
    const idle = vi.fn((run: () => void) => (run(), 1));
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState: 'interactive' },
      requestIdleCallback: idle,
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      setTimeout,
    } as unknown as Window;
    const work = vi.fn();
    whenQuiet(work, win);
    expect(work).not.toHaveBeenCalled();
    listeners.load!();
    expect(idle).toHaveBeenCalledWith(work, { timeout: 5000 });
    expect(work).toHaveBeenCalledOnce();
  });
  it('without requestIdleCallback, a timer after load', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenQuiet(work, { document: { readyState: 'complete' }, setTimeout } as unknown as Window);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});

describe('runtime.warm', () => {
  const island = (name: string, hydrate: IslandDefinition['hydrate']) => {
    const warm = vi.fn<() => void>();
    return { name, hydrate, load: () => new Promise<unknown>(() => undefined), warm } satisfies IslandDefinition;
  };

  it('warms islands waiting for intent whose hosts are in view, once each; not those below the fold, nor other strategies', async () => {
    document.body.innerHTML = `<a id="one" data-island="tap"></a><a id="two" data-island="tap"></a>
      <a id="far" data-island="below"></a><div id="soon" data-island="visible-one"></div><a id="asked" data-island="below" data-hydrate="load"></a>`;
    box(document.getElementById('one')!, 10);
    box(document.getElementById('two')!, 60);
    box(document.getElementById('far')!, window.innerHeight + 500);
    box(document.getElementById('soon')!, 10);
    const tap = island('tap', 'interaction');
    const below = island('below', 'interaction');
    const visible = island('visible-one', 'visible');
    const runtime = createIslandRuntime([tap, below, visible]);
    runtime.start();
    await Promise.resolve();
    runtime.warm();
    expect(tap.warm).toHaveBeenCalledOnce();
    expect(below.warm).not.toHaveBeenCalled();
    expect(visible.warm).not.toHaveBeenCalled();
    runtime.stop();
  });

  it('an island already woken by intent is loading its code itself: not warmed again', async () => {
    document.body.innerHTML = '<a id="one" data-island="tap"></a>';
    const host = document.getElementById('one')!;
    box(host, 10);
    const tap = island('tap', 'interaction');
    const runtime = createIslandRuntime([tap]);
    runtime.start();
    host.dispatchEvent(new Event('pointerover'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    runtime.warm();
    expect(tap.warm).not.toHaveBeenCalled();
    runtime.stop();
  });
});

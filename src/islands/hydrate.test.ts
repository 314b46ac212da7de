import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHydrateStrategy, whenReady } from './hydrate';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
};

afterEach(() => vi.unstubAllGlobals());

describe('whenReady', () => {
  it('load resolves at once', async () => {
    expect(await settled(whenReady('load', document.createElement('div'), new AbortController().signal))).toBe(true);
  });

  it('idle waits for requestIdleCallback', async () => {
    let callback: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((callback = cb), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const ready = whenReady('idle', document.createElement('div'), new AbortController().signal);
    expect(await settled(ready)).toBe(false);
    callback?.();
    expect(await settled(ready)).toBe(true);
  });

  it('visible waits until the host intersects, then disconnects', async () => {
    const observers: Array<{ cb: (entries: Array<{ isIntersecting: boolean }>) => void; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
          this.record = { cb, disconnected: false };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const ready = whenReady('visible', document.createElement('div'), new AbortController().signal);
    observers[0]!.cb([{ isIntersecting: false }]);
    expect(await settled(ready)).toBe(false);
    observers[0]!.cb([{ isIntersecting: true }]);
    expect(await settled(ready)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('interaction waits for the visitor to point at or focus the host', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const ready = whenReady('interaction', host, new AbortController().signal);
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(ready)).toBe(false);
    host.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(ready)).toBe(true);
  });

  it('interaction hears only the events the island names as intent', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const ready = whenReady('interaction', host, new AbortController().signal, ['pointerdown', 'keydown']);
    host.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(ready)).toBe(false);
    host.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(await settled(ready)).toBe(true);
  });

  it('never resolves once aborted and removes its listeners', async () => {
    const host = document.createElement('div');
    const remove = vi.spyOn(host, 'removeEventListener');
    const controller = new AbortController();
    const ready = whenReady('interaction', host, controller.signal);
    controller.abort();
    host.dispatchEvent(new Event('pointerdown'));
    expect(await settled(ready)).toBe(false);
    expect(remove).toHaveBeenCalled();
  });

  it('knows the four strategies', () => {
    expect(['load', 'idle', 'visible', 'interaction'].every(isHydrateStrategy)).toBe(true);
    expect(isHydrateStrategy('eager')).toBe(false);
  });
});

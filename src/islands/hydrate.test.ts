import { afterEach, describe, expect, it, vi } from 'vitest';
import { settled } from '../../test/fixtures/strategy';
import { after, either, idle, interaction, isMoment, load, media, onWindow, visible, waitFor, waitsForIntent, wanted } from './hydrate';
import { wantIsland } from './wanted';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const running = () => new AbortController().signal;
const hostOnPage = (attributes = '') => {
  document.body.innerHTML = `<div id="host" ${attributes}><button>Kaufen</button></div>`;
  return document.getElementById('host')!;
};

/** A stand-in IntersectionObserver whose callbacks the test calls. */
function stubObservers() {
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
  return observers;
}

describe('the moments', () => {
  it('load resolves at once', async () => {
    expect(await settled(load(hostOnPage(), running()))).toBe(true);
  });

  it('idle waits for requestIdleCallback, and aborting cancels it', async () => {
    let callback: (() => void) | undefined;
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((callback = cb), 7));
    vi.stubGlobal('cancelIdleCallback', cancel);
    const ready = idle(hostOnPage(), running());
    expect(await settled(ready)).toBe(false);
    callback?.();
    expect(await settled(ready)).toBe(true);
    const controller = new AbortController();
    void idle(hostOnPage(), controller.signal);
    controller.abort();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('visible waits until the host intersects; running it to the end disconnects', async () => {
    const observers = stubObservers();
    const ready = waitFor(visible, hostOnPage(), running());
    observers[0]!.cb([{ isIntersecting: false }]);
    expect(await settled(ready)).toBe(false);
    observers[0]!.cb([{ isIntersecting: true }]);
    expect(await settled(ready)).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('interaction waits for the visitor to point at or focus the host, not elsewhere', async () => {
    const host = hostOnPage();
    const ready = interaction()(host, running());
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(ready)).toBe(false);
    host.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(ready)).toBe(true);
  });

  it('interaction hears only the events the island names as intent, and a click stopped at the host too', async () => {
    const host = hostOnPage();
    const ready = interaction(['click'])(host, running());
    host.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(ready)).toBe(false);
    host.addEventListener('click', (event) => event.stopPropagation(), { capture: true });
    host.querySelector('button')!.click();
    expect(await settled(ready)).toBe(true);
  });

  it('once aborted, never resolves and leaves no listener', async () => {
    const host = hostOnPage();
    const remove = vi.spyOn(host, 'removeEventListener');
    const controller = new AbortController();
    const ready = interaction()(host, controller.signal);
    controller.abort();
    host.dispatchEvent(new Event('pointerdown'));
    expect(await settled(ready)).toBe(false);
    expect(remove).toHaveBeenCalled();
  });

  it('knows the four moments a host may name', () => {
    expect(['load', 'idle', 'visible', 'interaction'].every(isMoment)).toBe(true);
    expect(isMoment('eager')).toBe(false);
  });
});

describe("a host's data-hydrate", () => {
  it('replaces the moment: load waits for intent, interaction comes at once', async () => {
    expect(await settled(load(hostOnPage('data-hydrate="interaction"'), running()))).toBe(false);
    expect(await settled(interaction()(hostOnPage('data-hydrate="load"'), running()))).toBe(true);
  });

  it('naming the moment the island has keeps its own intent events; naming intent for another moment hears them all', async () => {
    const own = hostOnPage('data-hydrate="interaction"');
    const keyOnly = interaction(['keydown'])(own, running());
    own.dispatchEvent(new Event('focusin'));
    expect(await settled(keyOnly)).toBe(false);
    const asked = hostOnPage('data-hydrate="interaction"');
    const fromIdle = idle(asked, running());
    asked.dispatchEvent(new Event('focusin'));
    expect(await settled(fromIdle)).toBe(true);
  });

  it('an unknown value leaves the moment as it is', async () => {
    expect(await settled(load(hostOnPage('data-hydrate="soon"'), running()))).toBe(true);
  });

  it('never skips a gate nor loses a wake event composed around the moment', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const host = hostOnPage('data-hydrate="load"');
    const gated = after(interaction(), () => gate)(host, running());
    expect(await settled(gated)).toBe(false);
    open();
    expect(await settled(gated)).toBe(true);
    const woken = either(visible, onWindow(['hashchange']))(hostOnPage('data-hydrate="interaction"'), running());
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await settled(woken)).toBe(true);
  });
});

describe('composing', () => {
  it('either: whichever comes first; running it to the end takes the others’ listeners', async () => {
    const host = hostOnPage();
    const windowAdd = vi.spyOn(window, 'addEventListener');
    const ready = waitFor(either(interaction(['keydown']), onWindow(['si-wake'])), host, running());
    expect(await settled(ready)).toBe(false);
    const wake = windowAdd.mock.calls.find(([type]) => type === 'si-wake')![2] as AddEventListenerOptions;
    expect(wake.signal!.aborted).toBe(false);
    host.dispatchEvent(new Event('keydown'));
    expect(await settled(ready)).toBe(true);
    expect(wake.signal!.aborted).toBe(true);
  });

  it('after: the gate is asked only once the moment has come, and not at all once the host has left', async () => {
    const gate = vi.fn(() => Promise.resolve());
    const host = hostOnPage();
    const controller = new AbortController();
    const ready = after(interaction(), gate)(host, controller.signal);
    expect(gate).not.toHaveBeenCalled();
    host.dispatchEvent(new Event('pointerover'));
    expect(await settled(ready)).toBe(true);
    expect(gate).toHaveBeenCalledWith(host, controller.signal);

    const leaving = new AbortController();
    const left = after(load, gate)(host, leaving.signal);
    leaving.abort();
    expect(await settled(left)).toBe(false);
    expect(gate).toHaveBeenCalledTimes(1);
  });

  it('onWindow names its events per host', async () => {
    const events = (host: HTMLElement) => (host.getAttribute('data-mode') === 'widget' ? [] : ['si-adding']);
    const header = onWindow(events)(hostOnPage(), running());
    const widget = onWindow(events)(hostOnPage('data-mode="widget"'), running());
    document.body.dispatchEvent(new Event('si-adding', { bubbles: true }));
    expect(await settled(header)).toBe(true);
    expect(await settled(widget)).toBe(false);
  });

  it('wanted: when the early module asks for the island', async () => {
    const host = hostOnPage();
    const ready = either(interaction([]), wanted)(host, running());
    host.dispatchEvent(new Event('pointerdown'));
    host.dispatchEvent(new Event('keydown'));
    expect(await settled(ready)).toBe(false);
    wantIsland(host);
    expect(await settled(ready)).toBe(true);
  });

  it('media: at once when the query matches, else when it comes to match', async () => {
    const lists = new Map<string, EventTarget & { matches: boolean }>();
    vi.stubGlobal('matchMedia', (query: string) => {
      const list = Object.assign(new EventTarget(), { matches: query === '(min-width: 1px)' });
      lists.set(query, list);
      return list;
    });
    expect(await settled(media('(min-width: 1px)')(hostOnPage(), running()))).toBe(true);
    const wide = media('(min-width: 850px)')(hostOnPage(), running());
    const list = lists.get('(min-width: 850px)')!;
    list.dispatchEvent(new Event('change'));
    expect(await settled(wide)).toBe(false);
    list.matches = true;
    list.dispatchEvent(new Event('change'));
    expect(await settled(wide)).toBe(true);
  });
});

describe('waitsForIntent', () => {
  it('holds while an interaction moment waits, until the last of two has come or left', async () => {
    const host = hostOnPage();
    expect(waitsForIntent(host)).toBe(false);
    const pointer = waitFor(interaction(['pointerover']), host, running());
    const leaving = new AbortController();
    void waitFor(interaction(['keydown']), host, leaving.signal);
    expect(waitsForIntent(host)).toBe(true);
    host.dispatchEvent(new Event('pointerover'));
    await pointer;
    expect(waitsForIntent(host)).toBe(true);
    leaving.abort();
    expect(waitsForIntent(host)).toBe(false);
  });

  it('a host that asked for another moment does not wait for intent', () => {
    const host = hostOnPage('data-hydrate="visible"');
    stubObservers();
    void interaction()(host, running());
    expect(waitsForIntent(host)).toBe(false);
  });
});

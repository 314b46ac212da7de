import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseProps, prop } from './props';
import { createIslandRuntime, type IslandRuntime } from './runtime';
import { HOLD_LIMIT_MS } from './hold';
import { either, interaction, load, onWindow, wanted, type Strategy } from './hydrate';
import type { IslandModule } from './types';
import { wantIsland } from './wanted';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const testProps = { label: prop.string(), count: prop.number({ default: 1 }) };

function makeIsland(name: string, module: Omit<IslandModule<typeof testProps>, 'props' | 'name'>, hydrate: Strategy = load) {
  // as defineIsland makes it: the chunk parses its props
  const parse = (host: Element) => parseProps(testProps, (attribute) => host.getAttribute(attribute));
  const load = vi.fn(async (_attempt: number) => ({ default: { ...module, name, props: testProps, parse } as IslandModule }));
  return { load, definition: { name, hydrate, load } };
}

let runtime: IslandRuntime | undefined;
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
});

describe('island runtime', () => {
  it('mounts each host with its parsed props and marks it mounted', async () => {
    const mount = vi.fn((host: HTMLElement, props: { label: string | undefined }) => {
      host.textContent = `mounted ${props.label}`;
    });
    const island = makeIsland('greeting', { mount });
    document.body.innerHTML = '<div data-island="greeting" data-label="Hallo" data-count="3"></div><div data-island="greeting"></div>';
    runtime = createIslandRuntime([island.definition]);
    runtime.start();
    await runtime.idle();
    expect(mount).toHaveBeenCalledTimes(2);
    expect(mount.mock.calls[0]![1]).toEqual({ label: 'Hallo', count: 3 });
    expect(document.querySelectorAll('[data-island-state="mounted"]')).toHaveLength(2);
    // one chunk load for two hosts
    expect(island.load).toHaveBeenCalledTimes(1);
  });

  it('loads no chunk when no host is on the page', async () => {
    const island = makeIsland('unused', { mount: vi.fn() });
    runtime = createIslandRuntime([island.definition]);
    runtime.start();
    await runtime.idle();
    expect(island.load).not.toHaveBeenCalled();
  });

  it('mounts hosts added later and unmounts removed ones', async () => {
    const unmount = vi.fn();
    const island = makeIsland('late', { mount: () => unmount });
    runtime = createIslandRuntime([island.definition]);
    runtime.start();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<p><span data-island="late" data-label="neu"></span></p>';
    document.body.append(wrapper);
    await flush();
    await runtime.idle();
    const host = wrapper.querySelector('[data-island]')!;
    expect(host.getAttribute('data-island-state')).toBe('mounted');
    wrapper.remove();
    await flush();
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('does not mount a host removed before its strategy fired', async () => {
    const mount = vi.fn();
    const island = makeIsland('lazy', { mount }, interaction());
    document.body.innerHTML = '<button data-island="lazy"></button>';
    runtime = createIslandRuntime([island.definition]);
    runtime.start();
    const host = document.querySelector('button')!;
    host.remove();
    await flush();
    host.dispatchEvent(new Event('pointerdown'));
    await runtime.idle();
    expect(island.load).not.toHaveBeenCalled();
    expect(mount).not.toHaveBeenCalled();
  });

  it('honours data-hydrate over the default and warns about an unknown one', async () => {
    const logger = { error: vi.fn() };
    const mount = vi.fn();
    const island = makeIsland('eager', { mount }, load);
    document.body.innerHTML =
      '<div data-island="eager" data-hydrate="interaction"></div><div data-island="eager" data-hydrate="soon"></div>';
    runtime = createIslandRuntime([island.definition], { logger });
    runtime.start();
    await runtime.idle();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('data-hydrate="soon" is not one of load, idle, visible, interaction'),
    );
    document.querySelector<HTMLElement>('[data-hydrate="interaction"]')!.dispatchEvent(new Event('focusin'));
    await runtime.idle();
    expect(mount).toHaveBeenCalledTimes(2);
  });

  it('leaves a host with bad props as the server printed it, logs once, and mounts the others', async () => {
    const logger = { error: vi.fn() };
    const mount = vi.fn((host: HTMLElement) => {
      host.textContent = 'ersetzt';
    });
    const island = makeIsland('counter', { mount });
    document.body.innerHTML =
      '<div id="bad" data-island="counter" data-count="viele">Server-HTML</div><div id="good" data-island="counter" data-count="2"></div>';
    runtime = createIslandRuntime([island.definition], { logger });
    runtime.start();
    await runtime.idle();
    expect(document.getElementById('bad')!.textContent).toBe('Server-HTML');
    expect(document.getElementById('bad')!.getAttribute('data-island-state')).toBe('error');
    expect(document.getElementById('good')!.textContent).toBe('ersetzt');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![0]).toBe(
      '[shop-islands] <div#bad data-island="counter"> prop "count" (data-count) must be a number, got "viele"; the server HTML is left as it is',
    );
  });

  it('reports unknown islands, failing chunks and failing mounts without stopping others', async () => {
    const logger = { error: vi.fn() };
    const good = makeIsland('good', { mount: vi.fn() });
    const broken = { name: 'broken', hydrate: load, load: () => Promise.reject(new TypeError('Failed to fetch')) };
    const throwing = makeIsland('throwing', {
      mount: () => {
        throw new Error('kaputt');
      },
    });
    document.body.innerHTML =
      '<div data-island="nope"></div><div data-island="broken"></div><div data-island="throwing"></div><div id="ok" data-island="good"></div>';
    runtime = createIslandRuntime([good.definition, broken, throwing.definition], { logger, chunk: { timeoutMs: 1000 } });
    runtime.start();
    await runtime.idle();
    expect(document.getElementById('ok')!.getAttribute('data-island-state')).toBe('mounted');
    const messages = logger.error.mock.calls.map((call) => String(call[0]));
    expect(messages.some((message) => message.includes('names no known island "nope"'))).toBe(true);
    expect(messages.some((message) => message.includes('ChunkLoadError: Loading chunk broken failed'))).toBe(true);
    expect(messages.some((message) => message.includes('data-island="throwing"> failed to mount'))).toBe(true);
  });

  it("hands a host whose code could not load to its island's codeFailed, once", async () => {
    const codeFailed = vi.fn((host: HTMLElement) => (host.hidden = true));
    const offline = { name: 'offline', hydrate: load, codeFailed, load: () => Promise.reject(new TypeError('Failed to fetch')) };
    document.body.innerHTML = '<div id="feed" data-island="offline"></div>';
    runtime = createIslandRuntime([offline], { logger: { error: vi.fn() }, chunk: { timeoutMs: 1000 } });
    runtime.start();
    await runtime.idle();
    expect(codeFailed).toHaveBeenCalledTimes(1);
    expect(document.getElementById('feed')!.hidden).toBe(true);
  });

  it('mounts a host whose data-island is set later', async () => {
    const mount = vi.fn();
    const island = makeIsland('switch', { mount });
    document.body.innerHTML = '<div id="later"></div>';
    runtime = createIslandRuntime([island.definition]);
    runtime.start();
    document.getElementById('later')!.setAttribute('data-island', 'switch');
    await flush();
    await runtime.idle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('unmounts everything on stop', async () => {
    const unmount = vi.fn();
    const island = makeIsland('stoppable', { mount: () => unmount });
    document.body.innerHTML = '<div data-island="stoppable"></div><div data-island="stoppable"></div>';
    runtime = createIslandRuntime([island.definition]);
    runtime.start();
    await runtime.idle();
    runtime.stop();
    expect(unmount).toHaveBeenCalledTimes(2);
  });

  it('hydrates an interaction island at once when one of its wake events fires on the page', async () => {
    const mount = vi.fn();
    const island = makeIsland('mini', { mount }, either(interaction(), onWindow(['wc-blocks_adding_to_cart'])));
    document.body.innerHTML = '<div data-island="mini"></div>';
    runtime = createIslandRuntime([island.definition]);
    runtime.start();
    await runtime.idle();
    expect(island.load).not.toHaveBeenCalled();
    document.body.dispatchEvent(new CustomEvent('wc-blocks_adding_to_cart', { bubbles: true }));
    await runtime.idle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('wake events named per host wake only the hosts that named them', async () => {
    const mounted: string[] = [];
    const island = makeIsland(
      'mini',
      { mount: (host: HTMLElement) => void mounted.push(host.id) },
      either(
        interaction(),
        onWindow((host) => (host.getAttribute('data-mode') === 'widget' ? [] : ['wc-blocks_adding_to_cart'])),
      ),
    );
    document.body.innerHTML = '<div data-island="mini" id="header"></div><div data-island="mini" id="widget" data-mode="widget"></div>';
    runtime = createIslandRuntime([island.definition]);
    runtime.start();
    document.body.dispatchEvent(new CustomEvent('wc-blocks_adding_to_cart', { bubbles: true }));
    await runtime.idle();
    expect(mounted).toEqual(['header']);
  });

  it('runs a spec’s page set-up once per host, before its code loads, and a failing one harms no other host', async () => {
    const found: string[] = [];
    const logger = { error: vi.fn() };
    const island = makeIsland('notice', { mount: vi.fn() }, interaction());
    document.body.innerHTML = '<p data-island="notice" id="a"></p><p data-island="notice" id="b"></p>';
    runtime = createIslandRuntime(
      [
        {
          ...island.definition,
          onFound: (host) => {
            found.push(host.id);
            if (host.id === 'a') throw new Error('boom');
          },
        },
      ],
      { logger },
    );
    runtime.start();
    runtime.scan();
    await runtime.idle();
    expect(found).toEqual(['a', 'b']);
    expect(island.load).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('holds a press that wakes the island and replays it once the island has mounted, to the island’s own listener', async () => {
    const answered: string[] = [];
    let mounted!: () => void;
    const mountedNow = new Promise<void>((resolve) => (mounted = resolve));
    const island = makeIsland(
      'add',
      {
        mount: async (host) => {
          await mountedNow; // e.g. React still rendering
          host.addEventListener('click', (event) => {
            event.preventDefault();
            answered.push('island');
          });
        },
      },
      interaction(),
    );
    document.body.innerHTML = '<div data-island="add"><a href="#followed" class="button">Kaufen</a></div>';
    runtime = createIslandRuntime([{ ...island.definition, holdUntilMounted: 'a.button' }]);
    runtime.start();
    const link = document.querySelector<HTMLElement>('a.button')!;
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.click();
    await flush();
    expect(answered).toEqual([]);
    expect(location.hash).not.toBe('#followed');
    mounted();
    await runtime.idle();
    expect(answered).toEqual(['island']);
  });

  it('a click that comes alone (a script’s, no pointer before it) wakes the island and is replayed to it', async () => {
    const answered: string[] = [];
    const island = makeIsland(
      'add',
      {
        mount: (host) => {
          host.addEventListener('click', (event) => {
            event.preventDefault();
            answered.push('island');
          });
        },
      },
      interaction(),
    );
    document.body.innerHTML = '<a data-island="add" href="#followed" class="button">Kaufen</a>';
    runtime = createIslandRuntime([{ ...island.definition, holdUntilMounted: 'a.button' }]);
    runtime.start();
    document.querySelector<HTMLElement>('a.button')!.click();
    await runtime.idle();
    expect(island.load).toHaveBeenCalledTimes(1);
    expect(answered).toEqual(['island']);
    expect(location.hash).not.toBe('#followed');
  });

  it('gives a held press back to the browser when the island cannot mount', async () => {
    const island = makeIsland(
      'broken',
      {
        mount: () => {
          throw new Error('no');
        },
      },
      interaction(),
    );
    document.body.innerHTML = '<div data-island="broken"><button type="button">Kaufen</button></div>';
    const clicks = vi.fn();
    runtime = createIslandRuntime([{ ...island.definition, holdUntilMounted: 'button' }], { logger: { error: vi.fn() } });
    runtime.start();
    const button = document.querySelector('button')!;
    button.addEventListener('click', clicks);
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    await runtime.idle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('a press its early module arrives for only once the island is mounting is the island’s: given back to it, not taken', async () => {
    const answered: string[] = [];
    const island = makeIsland(
      'ordering',
      {
        mount: (host) => {
          host.querySelector('button')!.addEventListener('click', () => answered.push('island'));
        },
      },
      interaction(),
    );
    document.body.innerHTML = '<div data-island="ordering"><button type="button">Bestellen</button></div>';
    const takePress = vi.fn(() => true);
    let arrive!: () => void;
    const loadEarly = vi.fn(() => new Promise<unknown>((resolve) => (arrive = () => resolve({ takePress }))));
    runtime = createIslandRuntime([{ ...island.definition, holdUntilMounted: 'button', loadEarly }]);
    runtime.start();
    document.querySelector('button')!.click();
    await runtime.idle();
    expect(answered).toEqual([]); // held: its early module has not answered yet
    arrive();
    await flush();
    expect(takePress).not.toHaveBeenCalled();
    expect(answered).toEqual(['island']);
  });

  it('a press whose request the spec sent at once goes to the early module with it; without that module it is never given back', async () => {
    const island = makeIsland(
      'sending',
      {
        mount: () => {
          throw new Error('no');
        },
      },
      interaction(),
    );
    document.body.innerHTML = '<a data-island="sending" href="#followed" class="button">Kaufen</a>';
    const orphaned = vi.fn();
    const sendAtOnce = vi.fn(() => ({ orphaned }));
    const loadEarly = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    runtime = createIslandRuntime([{ ...island.definition, holdUntilMounted: 'a.button', sendAtOnce, loadEarly }], {
      logger: { error: vi.fn() },
    });
    runtime.start();
    const link = document.querySelector<HTMLElement>('a.button')!;
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', followed);
    link.click();
    expect(sendAtOnce).toHaveBeenCalledTimes(1);
    await runtime.idle();
    await flush();
    document.removeEventListener('click', followed);
    expect(orphaned).toHaveBeenCalledTimes(1);
    expect(followed).not.toHaveBeenCalled();
    expect(location.hash).not.toBe('#followed');

    // with its early module, the module gets what was sent
    const takePress = vi.fn(() => true);
    runtime.stop();
    document.body.innerHTML = '<a data-island="sending" href="#followed" class="button">Kaufen</a>';
    runtime = createIslandRuntime(
      [{ ...island.definition, holdUntilMounted: 'a.button', sendAtOnce, loadEarly: () => Promise.resolve({ takePress }) }],
      { logger: { error: vi.fn() } },
    );
    runtime.start();
    document.querySelector<HTMLElement>('a.button')!.click();
    await runtime.idle();
    await flush();
    expect(takePress).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ type: 'click' }), expect.any(Event), {
      orphaned,
    });
    expect(orphaned).toHaveBeenCalledTimes(1);
  });

  it('a press sent at once whose request changes nothing (no `orphaned`: a read) goes on to the island, with or without its early module', async () => {
    for (const loadEarly of [
      () => Promise.resolve({ takePress: () => false }),
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ]) {
      runtime?.stop();
      const answered: string[] = [];
      const island = makeIsland(
        'reading',
        {
          mount: (host) => {
            host.querySelector('a')!.addEventListener('click', (event) => {
              event.preventDefault();
              answered.push('island');
            });
          },
        },
        interaction(),
      );
      document.body.innerHTML = '<div data-island="reading"><a href="#followed">Schnellansicht</a></div>';
      const sendAtOnce = vi.fn(() => ({}));
      runtime = createIslandRuntime([{ ...island.definition, holdUntilMounted: 'a', sendAtOnce, loadEarly }], {
        logger: { error: vi.fn() },
      });
      runtime.start();
      document.querySelector<HTMLElement>('a')!.click();
      expect(sendAtOnce).toHaveBeenCalledTimes(1);
      await runtime.idle();
      await flush();
      expect(answered).toEqual(['island']);
      expect(location.hash).not.toBe('#followed');
    }
  });

  describe('an island whose early module answers first (earlyFirst)', () => {
    /** A loop-button island: its early module takes presses on `a.take`, leaves others. */
    function setUp() {
      location.hash = '';
      const mount = vi.fn();
      const island = makeIsland('buy', { mount }, either(interaction(['keydown']), wanted));
      const takePress = vi.fn((host: HTMLElement, press: { type: string; control?: Element }) => press.control?.matches('a.take') === true);
      const loadEarly = vi.fn(() => Promise.resolve({ takePress }));
      document.body.innerHTML = `<div data-island="buy"><a href="#kaufen" class="take">Kaufen</a><a href="#mehr" class="leave">Mehr</a></div>`;
      runtime = createIslandRuntime([{ ...island.definition, holdUntilMounted: 'a', early: 'buy-early', earlyFirst: true, loadEarly }]);
      runtime.start();
      const host = document.querySelector<HTMLElement>('[data-island="buy"]')!;
      return {
        island,
        mount,
        takePress,
        loadEarly,
        host,
        take: host.querySelector<HTMLElement>('a.take')!,
        leave: host.querySelector<HTMLElement>('a.leave')!,
      };
    }

    it("a pointer's intent and a press the early module takes fetch that module only: the island's code never loads", async () => {
      const { island, takePress, loadEarly, host, take } = setUp();
      // in view (happy-dom lays nothing out): warming fetches the early module, not the island's code
      vi.spyOn(host, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 40));
      expect(runtime!.warmable()).toEqual(['buy-early']);
      take.dispatchEvent(new Event('pointerover', { bubbles: true }));
      take.dispatchEvent(new Event('focusin', { bubbles: true }));
      await runtime!.idle();
      expect(loadEarly).toHaveBeenCalledTimes(1);
      take.click();
      take.click();
      await runtime!.idle();
      await flush();
      expect(takePress).toHaveBeenCalledTimes(2);
      expect(island.load).not.toHaveBeenCalled();
      expect(host.getAttribute('data-island-state')).toBe('pending');
      expect(location.hash).not.toBe('#kaufen');
    });

    it('a press the early module leaves loads the island, which gets the press once mounted', async () => {
      const { island, mount, leave } = setUp();
      const clicks = vi.fn((event: Event) => event.preventDefault());
      leave.click();
      await flush();
      await runtime!.idle();
      expect(island.load).toHaveBeenCalledTimes(1);
      expect(mount).toHaveBeenCalledTimes(1);
      // the replayed press reached the mounted island's listeners
      leave.addEventListener('click', clicks);
      leave.click();
      expect(clicks).toHaveBeenCalledTimes(1);
    });

    it("the early module's request (wantIsland), a key pressed in the host, or its early module failing load the island", async () => {
      const { island, host } = setUp();
      wantIsland(host);
      await runtime!.idle();
      expect(island.load).toHaveBeenCalledTimes(1);
      // no longer waiting for intent: nothing of it is worth warming
      vi.spyOn(host, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 100, 40));
      expect(runtime!.warmable()).toEqual([]);

      runtime!.stop();
      const keyed = setUp();
      keyed.take.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      await runtime!.idle();
      expect(keyed.island.load).toHaveBeenCalledTimes(1);

      runtime!.stop();
      const mount = vi.fn();
      const failing = makeIsland('buy', { mount }, either(interaction(['keydown']), wanted));
      document.body.innerHTML = '<div data-island="buy"><a href="#kaufen" class="take">Kaufen</a></div>';
      runtime = createIslandRuntime([
        {
          ...failing.definition,
          holdUntilMounted: 'a',
          early: 'buy-early',
          earlyFirst: true,
          loadEarly: () => Promise.reject(new Error('offline')),
        },
      ]);
      runtime.start();
      document.querySelector<HTMLElement>('a.take')!.click();
      await flush();
      await runtime.idle();
      expect(failing.load).toHaveBeenCalledTimes(1);
      expect(mount).toHaveBeenCalledTimes(1);
    });

    it("presses all taken early leave no hold limit running: a press long after is still the early module's", async () => {
      vi.useFakeTimers();
      try {
        const { takePress, take } = setUp();
        take.click();
        await vi.advanceTimersByTimeAsync(HOLD_LIMIT_MS * 2);
        take.click();
        await vi.advanceTimersByTimeAsync(10);
        expect(takePress).toHaveBeenCalledTimes(2);
        expect(location.hash).not.toBe('#kaufen');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});

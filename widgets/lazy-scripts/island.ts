import type { IslandSpec } from '../../src/islands/types';

const DEFAULT_FLAG = 'shopIslandsLazyFired';
const DEFAULT_EVENTS = 'pointerdown keydown touchstart scroll wheel';

/** One wait per flag name: gates on one name share it. */
const waits = new Map<string, { opened: Promise<void>; open: () => void }>();

/**
 * Resolves once the gate has something to do: the visitor acted (the flag turns true, as the gate
 * itself would set it) or the site set the flag. Until then the held scripts simply stay inert and
 * no code (no framework) loads. A name the window already uses is not touched here: the island
 * loads at once and refuses it with its own error.
 */
function when(host: HTMLElement): Promise<void> {
  const name = host.getAttribute('data-flag-name') ?? DEFAULT_FLAG;
  const win = window as unknown as Record<string, unknown>;
  let wait = waits.get(name);
  if (!wait) {
    const own = Object.getOwnPropertyDescriptor(win, name);
    const free = !(name in win) || (own?.writable === true && own.configurable && typeof own.value === 'boolean');
    if (!free || win[name] === true) return Promise.resolve();
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = () => {
        if (waits.get(name) !== wait) return;
        waits.delete(name);
        // the plain global again, true: the gate's own flag takes over from there
        delete win[name];
        win[name] = true;
        resolve();
      };
    });
    wait = { opened, open };
    waits.set(name, wait);
    Object.defineProperty(win, name, {
      configurable: true,
      get: () => false,
      set: (value: unknown) => value === true && open(),
    });
  }
  const { opened, open } = wait;
  const events = (host.getAttribute('data-events') ?? DEFAULT_EVENTS).split(/\s+/).filter(Boolean);
  const acted = () => open();
  events.forEach((type) => addEventListener(type, acted, { capture: true, passive: true, once: true }));
  void opened.then(() => events.forEach((type) => removeEventListener(type, acted, { capture: true })));
  return opened;
}

export const lazyScripts = { name: 'lazy-scripts', hydrate: 'load', when } satisfies IslandSpec;

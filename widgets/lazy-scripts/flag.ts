/**
 * The gate's global flag (`window[flagName] = true`). Only a name the window does not use already
 * may become a flag: a host naming `fetch` or `location` must not replace them. A name the site
 * set itself before the gate started (a plain boolean) is the flag; gates on one name share it.
 */

type Flags = Record<string, unknown>;

interface SharedFlag {
  fired: boolean;
  listeners: Set<() => void>;
}

function raise(flag: SharedFlag) {
  if (flag.fired) return;
  flag.fired = true;
  flag.listeners.forEach((listener) => listener());
}

const shared = new WeakMap<object, Map<string, SharedFlag>>();
const flagsOf = (win: object) => {
  let flags = shared.get(win);
  if (!flags) shared.set(win, (flags = new Map()));
  return flags;
};

/** True when `name` is free to be a flag: unused, a boolean the site set, or a gate's flag. */
export function isFlagName(win: object, name: string): boolean {
  if (flagsOf(win).has(name) || !(name in win)) return true;
  const own = Object.getOwnPropertyDescriptor(win, name);
  return own !== undefined && own.writable === true && typeof own.value === 'boolean';
}

export interface WatchedFlag {
  /** The flag was true when watching started. */
  readonly fired: boolean;
  /** Turn the flag true (the visitor acted): every gate on it is told. */
  raise(): void;
  stop(): void;
}

/** Calls `onFired` once the flag turns true, whoever sets it. Check `isFlagName` first. */
export function watchFlag(win: Flags, name: string, onFired: () => void): WatchedFlag {
  const flags = flagsOf(win);
  let flag = flags.get(name);
  if (!flag) {
    const created: SharedFlag = { fired: win[name] === true, listeners: new Set() };
    const descriptor = Object.getOwnPropertyDescriptor(win, name);
    // a setter notices the moment other scripts set the plain global true
    if (!descriptor || descriptor.configurable) {
      Object.defineProperty(win, name, {
        configurable: true,
        get: () => created.fired,
        set: (value: unknown) => {
          if (value === true) raise(created);
        },
      });
    }
    flags.set(name, (flag = created));
  }
  const watched = flag;
  watched.listeners.add(onFired);
  return {
    fired: watched.fired,
    raise: () => raise(watched),
    stop() {
      watched.listeners.delete(onFired);
      if (watched.listeners.size > 0) return;
      flags.delete(name);
      // leave the plain global behind, as the site would have it
      delete win[name];
      win[name] = watched.fired;
    },
  };
}

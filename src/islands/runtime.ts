/**
 * The island runtime: finds `[data-island]` hosts, checks their props, waits for the hydration
 * strategy, loads the island's chunk (once per island) and mounts it; mounts hosts added later and
 * unmounts hosts that leave the document. One broken host never stops the others.
 */
import { loadChunk, type ChunkOptions } from './chunk';
import { holdPresses, type HeldPress, type HeldPresses } from './hold';
import { interaction, isMoment, linkedController, MOMENTS, waitFor, waitsForIntent } from './hydrate';
import { inView } from './warm';
import { wantIsland } from './wanted';
import type { EarlyModule, IslandDefinition, IslandModule, SentPress, Unmount } from './types';

export const HOST_SELECTOR = '[data-island]';
const LOG_PREFIX = '[shop-islands]';

export type HostState = 'pending' | 'loading' | 'mounted' | 'error';

interface HostRecord {
  controller: AbortController;
  definition?: IslandDefinition;
  unmount?: Unmount;
  held?: HeldPresses;
  /** its code is here and mount() was called (whatever came of it): a held press is the island's, no longer its early module's */
  mounting?: boolean;
}

export interface RuntimeOptions {
  root?: ParentNode & Node;
  logger?: Pick<Console, 'error'>;
  chunk?: ChunkOptions;
}

export interface IslandRuntime {
  /** Mount every host now in the document and watch for more. */
  start(): void;
  /** Unmount everything and stop watching. */
  stop(): void;
  /** Check one host now (used by islands that insert server HTML). */
  scan(root?: ParentNode): void;
  /** The islands (and their `early` modules) waiting for intent whose hosts are in view: their code is worth warming (warm.ts). */
  warmable(): string[];
  /** Resolves when no host is loading or mounting (hosts still waiting for their strategy do not count). */
  idle(): Promise<void>;
}

/** A short, human name for a host in console messages: `<div#id.class data-island="rating">`. */
export function describeHost(host: Element): string {
  const id = host.id ? `#${host.id}` : '';
  const className = typeof host.className === 'string' && host.className.trim() ? `.${host.className.trim().split(/\s+/).join('.')}` : '';
  return `<${host.tagName.toLowerCase()}${id}${className} data-island="${host.getAttribute('data-island') ?? ''}">`;
}

const isIslandModule = (value: unknown): value is IslandModule =>
  typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';

/** The island a chunk exports as its default (defineIsland): it must be the island asked for. */
export function islandModuleOf(name: string, exports: unknown): IslandModule {
  const candidate = (exports as { default?: unknown } | null)?.default;
  if (!isIslandModule(candidate)) throw new Error(`the chunk for "${name}" exports no island as its default`);
  if (candidate.name !== name) throw new Error(`the chunk for "${name}" holds the island "${candidate.name}"`);
  return candidate;
}

/**
 * For an `earlyFirst` island, intent that fetches its early module, not its code: a pointer coming to a
 * control, and focus (a tap focuses the link it lands on in Chrome).
 */
const EARLY_INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export function createIslandRuntime(definitions: Iterable<IslandDefinition>, options: RuntimeOptions = {}): IslandRuntime {
  const registry = new Map<string, IslandDefinition>();
  for (const definition of definitions) registry.set(definition.name, definition);
  const logger = options.logger ?? console;
  const records = new Map<HTMLElement, HostRecord>();
  const chunks = new Map<string, Promise<IslandModule>>();
  const earlyModules = new Map<string, Promise<EarlyModule>>();
  const inFlight = new Set<Promise<void>>();
  let observer: MutationObserver | undefined;

  const root = () => options.root ?? document;
  const setState = (host: HTMLElement, state: HostState) => host.setAttribute('data-island-state', state);
  const report = (host: HTMLElement, message: string, error?: unknown) => {
    setState(host, 'error');
    if (error === undefined) logger.error(`${LOG_PREFIX} ${describeHost(host)} ${message}`);
    else logger.error(`${LOG_PREFIX} ${describeHost(host)} ${message}`, error);
  };

  const chunkFor = (definition: IslandDefinition): Promise<IslandModule> => {
    let chunk = chunks.get(definition.name);
    if (!chunk) {
      chunk = loadChunk(definition.name, (attempt) => definition.load(attempt), options.chunk).then((exports) =>
        islandModuleOf(definition.name, exports),
      );
      chunks.set(definition.name, chunk);
      // A later host may try again after a failure.
      chunk.catch(() => chunks.delete(definition.name));
    }
    return chunk;
  };

  /** The island's `early` module (once per island; a later press tries again after a failure). */
  const earlyFor = (definition: IslandDefinition): Promise<EarlyModule> => {
    let early = earlyModules.get(definition.name);
    if (!early) {
      early = definition.loadEarly!().then((exports) => {
        if (typeof (exports as Partial<EarlyModule> | null)?.takePress !== 'function') throw new Error('no takePress');
        return exports as EarlyModule;
      });
      earlyModules.set(definition.name, early);
      early.catch(() => earlyModules.delete(definition.name));
    }
    return early;
  };

  /**
   * Offers a held press to the island's early module; where the spec sends its request at once, it
   * leaves now, and the early module takes the reply. A press whose request changed something (an
   * add) is never given back (it would be sent twice): without its early module, the spec shows its
   * end (SentPress.orphaned). Once the island is
   * mounting, an unsent press is left to it (given back once mounted): an island adopts what its
   * early module started only as it mounts.
   */
  const takeEarly = (
    host: HTMLElement,
    definition: IslandDefinition,
    record: HostRecord,
    press: HeldPress,
    event: Event,
  ): Promise<boolean> => {
    let sent: SentPress | undefined;
    try {
      sent = definition.sendAtOnce?.(host, press, event);
    } catch (error) {
      logger.error(`${LOG_PREFIX} ${describeHost(host)} could not send a press at once`, error);
    }
    let taking = earlyFor(definition).then((early) => (sent || !record.mounting) && early.takePress(host, press, event, sent));
    // a press whose request changed something is never given back: it would be sent twice
    if (sent?.orphaned) {
      const orphan = sent as Required<SentPress>;
      taking = taking.then(
        (taken) => taken || (orphan.orphaned(), true),
        () => (orphan.orphaned(), true),
      );
    }
    // a press the early module leaves (or cannot take) is the island's: for an earlyFirst island its code loads now
    if (definition.earlyFirst)
      void taking.then(
        (taken) => taken || wantIsland(host),
        () => wantIsland(host),
      );
    return taking;
  };

  async function hydrate(host: HTMLElement, definition: IslandDefinition, record: HostRecord) {
    const { signal } = record.controller;
    const requested = host.getAttribute('data-hydrate');
    if (requested !== null && !isMoment(requested))
      logger.error(
        `${LOG_PREFIX} ${describeHost(host)} data-hydrate="${requested}" is not one of ${MOMENTS.join(', ')}; using the island's own`,
      );
    // until the island's moment: a pointer's or focus's intent fetches the early module alone (a press it leaves asks for the island: takeEarly)
    const waiting = linkedController(signal);
    if (definition.earlyFirst && definition.loadEarly)
      void waitFor(interaction(EARLY_INTENT), host, waiting.signal).then(() => earlyFor(definition).catch(() => undefined));
    await waitFor(definition.hydrate, host, waiting.signal);
    waiting.abort();
    if (signal.aborted) return;
    // the early module is fetched beside the chunk, so that a press finds it before the framework
    if (definition.loadEarly) earlyFor(definition).catch(() => undefined);
    const task = loadAndMount(host, definition, record).finally(() => {
      inFlight.delete(task);
      // mounted: the island answers what was held; failed: the browser does, unless it is offline
      record.held?.release(host.getAttribute('data-island-state') === 'error' && !navigator.onLine);
    });
    inFlight.add(task);
  }

  async function loadAndMount(host: HTMLElement, definition: IslandDefinition, record: HostRecord) {
    const { signal } = record.controller;
    setState(host, 'loading');
    let module: IslandModule;
    try {
      module = await chunkFor(definition);
    } catch (error) {
      if (!signal.aborted) {
        report(host, `could not load its code: ${String(error)}`, error);
        definition.codeFailed?.(host);
        // offline: back online, the host is a new host (it waits for its moment again)
        if (!navigator.onLine)
          addEventListener('online', () => records.get(host) === record && (unmountHost(host), mountHost(host)), { once: true, signal });
      }
      return;
    }
    if (signal.aborted) return;
    // Props are declared and parsed in the chunk, so the loader carries no prop table nor parser.
    const parsed = module.parse?.(host) ?? { ok: true, props: {} };
    if (!parsed.ok) {
      report(host, `prop "${parsed.prop}" (${parsed.attribute}) ${parsed.message}; the server HTML is left as it is`);
      return;
    }
    record.mounting = true;
    try {
      const unmount = await module.mount(host, parsed.props);
      if (signal.aborted) {
        unmount?.();
        return;
      }
      if (unmount) record.unmount = unmount;
      setState(host, 'mounted');
    } catch (error) {
      report(host, 'failed to mount', error);
    }
  }

  function mountHost(host: HTMLElement) {
    if (records.has(host)) return;
    const name = host.getAttribute('data-island') ?? '';
    const definition = registry.get(name);
    if (!definition) {
      records.set(host, { controller: new AbortController() });
      report(host, `names no known island "${name}" (known: ${[...registry.keys()].join(', ')})`);
      return;
    }
    const record: HostRecord = { controller: new AbortController(), definition };
    records.set(host, record);
    setState(host, 'pending');
    if (definition.holdUntilMounted)
      record.held = holdPresses(
        host,
        definition.holdUntilMounted,
        undefined,
        definition.loadEarly && ((press, event) => takeEarly(host, definition, record, press, event)),
      );
    try {
      definition.onFound?.(host);
    } catch (error) {
      logger.error(`${LOG_PREFIX} ${describeHost(host)} failed its page set-up`, error);
    }
    void hydrate(host, definition, record);
  }

  function unmountHost(host: HTMLElement) {
    const record = records.get(host);
    if (!record) return;
    records.delete(host);
    record.controller.abort();
    record.held?.release();
    try {
      record.unmount?.();
    } catch (error) {
      logger.error(`${LOG_PREFIX} ${describeHost(host)} failed to unmount`, error);
    }
  }

  function scan(from: ParentNode = root()) {
    if (from instanceof HTMLElement && from.matches(HOST_SELECTOR)) mountHost(from);
    from.querySelectorAll<HTMLElement>(HOST_SELECTOR).forEach(mountHost);
  }

  function sweepRemoved() {
    for (const host of [...records.keys()]) if (!host.isConnected) unmountHost(host);
  }

  return {
    start() {
      scan();
      if (observer || typeof MutationObserver === 'undefined') return;
      observer = new MutationObserver((mutations) => {
        let removed = false;
        for (const mutation of mutations) {
          if (mutation.type === 'attributes') {
            // A host whose island name changed is a new host.
            const target = mutation.target as HTMLElement;
            unmountHost(target);
            if (target.matches(HOST_SELECTOR)) mountHost(target);
            continue;
          }
          if (mutation.removedNodes.length) removed = true;
          mutation.addedNodes.forEach((node) => {
            if (node instanceof HTMLElement) scan(node);
          });
        }
        if (removed) sweepRemoved();
      });
      observer.observe(root(), { childList: true, subtree: true, attributes: true, attributeFilter: ['data-island'] });
    },
    stop() {
      observer?.disconnect();
      observer = undefined;
      for (const host of [...records.keys()]) unmountHost(host);
    },
    scan,
    warmable() {
      const names = new Set<string>();
      for (const [host, { definition }] of records) {
        if (!definition || !waitsForIntent(host) || !inView(host)) continue;
        // an earlyFirst island's code loads only when a press needs it: its early module is what a tap runs
        if (!(definition.earlyFirst && definition.early)) names.add(definition.name);
        if (definition.early) names.add(definition.early);
      }
      return [...names];
    },
    async idle() {
      // Strategies that are ready now (load, and idle in tests) resolve within a few ticks.
      await new Promise((resolve) => setTimeout(resolve, 0));
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * When an island may hydrate. A strategy is a value, `(host, signal) => Promise`, that resolves when
 * the host's moment has come; strategies compose (`either`, `after`), as Astro's client directives do.
 *
 * A host may name one of the four moments in `data-hydrate` (DESIGN.md's host contract); the moment
 * strategies read it themselves, so a host's choice replaces the island's moment and nothing else: the
 * wake events and gates composed around a moment stay (a consent gate is never skipped).
 */
import { ISLAND_WANTED } from './wanted';

/**
 * Resolves when the host may hydrate. What it set up (listeners, observers, timers) goes when `signal`
 * aborts, and then it never resolves: whoever runs it aborts once it has (`waitFor`).
 */
export type Strategy = (host: HTMLElement, signal: AbortSignal) => Promise<unknown>;

export const MOMENTS = ['load', 'idle', 'visible', 'interaction'] as const;
export type Moment = (typeof MOMENTS)[number];

export const isMoment = (value: string): value is Moment => (MOMENTS as readonly string[]).includes(value);

/** Events that show a visitor is about to use the host (a click too: a script's or assistive technology's comes alone). */
export const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
/** The default intent events, and `change` for an island whose control can change without any of them (a select set by a script or an assistive technology). */
export type InteractionEvent = (typeof INTERACTION_EVENTS)[number] | 'change';

/** A controller aborted with `signal` too (the host left); aborting it alone leaves `signal` be. */
export function linkedController(signal: AbortSignal): AbortController {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { signal: controller.signal });
  return controller;
}

// The factories are marked free of side effects, so that a chunk importing a spec's module for
// something else does not keep the spec's strategy (and this module) for nothing.

/** Runs `strategy` for `host` and, once it has resolved, takes away what it set up. */
export async function waitFor(strategy: Strategy, host: HTMLElement, signal: AbortSignal): Promise<void> {
  const running = linkedController(signal);
  await strategy(host, running.signal);
  running.abort();
}

/** The first of `types` reaching `target` (`capture`: before anything at the target can stop it). */
const firstOf = (target: EventTarget, types: readonly string[], signal: AbortSignal, capture?: boolean): Promise<void> =>
  new Promise((resolve) => types.forEach((type) => target.addEventListener(type, () => resolve(), { capture, passive: true, signal })));

const IDLE_TIMEOUT_MS = 2000;
const VISIBLE_MARGIN = '200px';

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** The browser is idle, or IDLE_TIMEOUT_MS have passed (soon, where it cannot say). Page work uses it too. */
export const browserIdle = (signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const w = globalThis as IdleWindow;
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(resolve, { timeout: IDLE_TIMEOUT_MS });
      signal?.addEventListener('abort', () => w.cancelIdleCallback?.(id));
    } else {
      const id = setTimeout(resolve, 1);
      signal?.addEventListener('abort', () => clearTimeout(id));
    }
  });

/** Hosts waiting for a visitor's intent (an `interaction` moment), with how many such waits each has. */
const intentWaits = new Map<Element, number>();

/** `host` waits for a visitor's intent: its code is worth warming while it is in view (runtime.warmable). */
export const waitsForIntent = (host: Element): boolean => intentWaits.has(host);

function intent(host: HTMLElement, signal: AbortSignal, events: readonly string[]): Promise<void> {
  const waiting = linkedController(signal);
  intentWaits.set(host, (intentWaits.get(host) ?? 0) + 1);
  waiting.signal.addEventListener('abort', () => {
    const left = intentWaits.get(host)! - 1;
    if (left) intentWaits.set(host, left);
    else intentWaits.delete(host);
  });
  // capture: a held press stops its click at the host (src/islands/hold.ts), and a click that comes
  // alone (a script's, assistive technology's) must still wake the island
  return firstOf(host, events, waiting.signal, true).then(() => waiting.abort());
}

function inViewSoon(host: HTMLElement, signal: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && resolve(), {
      rootMargin: VISIBLE_MARGIN,
    });
    observer.observe(host);
    signal.addEventListener('abort', () => observer.disconnect());
  });
}

/** The island's own moment, unless its host names another in `data-hydrate` (intent then counts every event). */
const moment =
  /* @__NO_SIDE_EFFECTS__ */
  (own: Moment, events: readonly string[] = INTERACTION_EVENTS): Strategy =>
    (host, signal) => {
      const asked = host.getAttribute('data-hydrate') ?? own;
      const chosen = isMoment(asked) ? asked : own;
      if (chosen === 'idle') return browserIdle(signal);
      if (chosen === 'visible') return inViewSoon(host, signal);
      if (chosen === 'interaction') return intent(host, signal, chosen === own ? events : INTERACTION_EVENTS);
      return Promise.resolve();
    };

/** At once. */
export const load: Strategy = moment('load');
/** When the browser is idle (at the latest after two seconds). */
export const idle: Strategy = moment('idle');
/** When the host comes within 200 px of the viewport. */
export const visible: Strategy = moment('visible');
/**
 * On the visitor's intent: the first of `events` at the host (all of INTERACTION_EVENTS by default;
 * none, for an island that loads only when asked: `either(interaction([]), wanted)`).
 */
export const interaction = /* @__NO_SIDE_EFFECTS__ */ (events?: readonly InteractionEvent[]): Strategy => moment('interaction', events);

/** When the viewport matches a media query (`(min-width: 850px)`), now or later. */
export const media =
  /* @__NO_SIDE_EFFECTS__ */
  (query: string): Strategy =>
    (_host, signal) =>
      new Promise<void>((resolve) => {
        const list = matchMedia(query);
        if (list.matches) resolve();
        else list.addEventListener('change', () => list.matches && resolve(), { signal });
      });

/**
 * When one of `events` reaches window (bubbled from the page, or the window's own such as hashchange);
 * a function names them per host (a host whose layout has nothing to show for them is not woken).
 */
export const onWindow =
  /* @__NO_SIDE_EFFECTS__ */
  (events: readonly string[] | ((host: HTMLElement) => readonly string[])): Strategy =>
    (host, signal) =>
      firstOf(window, typeof events === 'function' ? events(host) : events, signal);

/** When the island's early module asks for it (`wantIsland`: a press it left, a failure to show). */
export const wanted: Strategy = (host, signal) => firstOf(host, [ISLAND_WANTED], signal);

/** Whichever of `strategies` comes first. */
export const either =
  /* @__NO_SIDE_EFFECTS__ */
  (...strategies: Strategy[]): Strategy =>
    (host, signal) =>
      Promise.race(strategies.map((strategy) => strategy(host, signal)));

/** `first`, and then `next` (a gate: consent given, a layout that needs the island). */
export const after =
  /* @__NO_SIDE_EFFECTS__ */
  (first: Strategy, next: Strategy): Strategy =>
    (host, signal) =>
      first(host, signal).then(() => (signal.aborted ? new Promise(() => undefined) : next(host, signal)));

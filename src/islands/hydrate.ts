/** When an island may hydrate: the `data-hydrate` strategies. */

export const HYDRATE_STRATEGIES = ['load', 'idle', 'visible', 'interaction'] as const;
export type HydrateStrategy = (typeof HYDRATE_STRATEGIES)[number];

export const isHydrateStrategy = (value: string): value is HydrateStrategy => (HYDRATE_STRATEGIES as readonly string[]).includes(value);

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

const IDLE_TIMEOUT_MS = 2000;
const VISIBLE_MARGIN = '200px';

/**
 * Resolves when `strategy` allows `host` to hydrate; never resolves once `signal` aborts
 * (the host left the page), and then leaves no listener or observer behind.
 */
export function whenReady(
  strategy: HydrateStrategy,
  host: Element,
  signal: AbortSignal,
  interactionEvents: readonly InteractionEvent[] = INTERACTION_EVENTS,
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return;
    // the strategy's listeners, observer or timer go once it is ready, or once the host has left
    const ready = linkedController(signal);
    const finish = () => {
      ready.abort();
      resolve();
    };
    const onStop = (cleanup: () => void) => ready.signal.addEventListener('abort', cleanup);

    switch (strategy) {
      case 'load':
        finish();
        return;
      case 'idle': {
        const w = globalThis as typeof globalThis & {
          requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
          cancelIdleCallback?: (id: number) => void;
        };
        if (w.requestIdleCallback && w.cancelIdleCallback) {
          const id = w.requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS });
          onStop(() => w.cancelIdleCallback?.(id));
        } else {
          const id = setTimeout(finish, 1);
          onStop(() => clearTimeout(id));
        }
        return;
      }
      case 'visible': {
        if (typeof IntersectionObserver === 'undefined') {
          finish();
          return;
        }
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) finish();
          },
          { rootMargin: VISIBLE_MARGIN },
        );
        observer.observe(host);
        onStop(() => observer.disconnect());
        return;
      }
      case 'interaction': {
        // capture: a held press stops its click at the host (src/islands/hold.ts), and a click that
        // comes alone (a script's, assistive technology's) must still wake the island
        for (const type of interactionEvents) host.addEventListener(type, finish, { passive: true, capture: true, signal: ready.signal });
        return;
      }
    }
  });
}

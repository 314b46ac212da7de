/**
 * The terms link's plain parts (useTermsLink in index.tsx listens): which click is the link's, and
 * the terms dialog's chunk as the link waits for it.
 */

/** The terms link that a plain click (the main button, no modifier key) landed on, or null. */
export function clickedTermsLink(event: MouseEvent): HTMLAnchorElement | null {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a.woocommerce-terms-and-conditions-link');
  if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  return link;
}

/** Whether `event` came from inside a terms link: the shopper reaches for it (a pointer over it, a touch, the focus). */
export const reachesForTermsLink = (event: Event): boolean =>
  event.target instanceof Element && event.target.closest('a.woocommerce-terms-and-conditions-link') !== null;

export interface TermsChunk {
  /** The chunk could not be had (the last time it was asked for). */
  readonly failed: boolean;
  /** The dialog opened for `link` before the chunk came (asked for now if it was not): if it cannot be had, `link` opens in a new tab. */
  wait(link: HTMLAnchorElement): void;
  /** Asks for the chunk, once until it fails. */
  load(): void;
  stop(): void;
}

/**
 * The chunk, asked for with `load()` (when the shopper reaches for a terms link, or at its click):
 * `loaded` is given the module; if it cannot be had, the link waiting for it opens in a new tab and
 * `gaveUp` is told. Once stopped, neither is.
 */
export function loadTermsChunk<M>(loadModule: () => Promise<M>, loaded: (module: M) => void, gaveUp: () => void): TermsChunk {
  let current = true;
  let asked = false;
  let failed = false;
  let waiting: HTMLAnchorElement | null = null;
  const load = () => {
    if (asked) return;
    asked = true;
    void loadModule().then(
      (module) => {
        failed = false;
        waiting = null;
        if (current) loaded(module);
      },
      () => {
        asked = false;
        failed = true;
        if (current && waiting) window.open(waiting.href, '_blank', 'noopener');
        waiting = null;
        if (current) gaveUp();
      },
    );
  };
  return {
    get failed() {
      return failed;
    },
    wait(link) {
      waiting = link;
      load();
    },
    load,
    stop() {
      current = false;
    },
  };
}

/**
 * Warm code before the tap: once the page has loaded and the network is quiet, the chunks of
 * islands that hydrate on intent and whose hosts are in view are fetched (not run) with
 * `<link rel="modulepreload">` (the build emits ES modules; `import()` would run them), so that a
 * tap finds them in the cache. Never on Save-Data or a 2G connection.
 */

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor's connection allows fetching code nobody has asked for yet. */
export const warmAllowed = (connection: Connection | undefined): boolean =>
  !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');

/** Some of `element`'s box is inside the window. */
export function inView(element: Element, win: Window = window): boolean {
  const box = element.getBoundingClientRect();
  return (box.width > 0 || box.height > 0) && box.bottom > 0 && box.right > 0 && box.top < win.innerHeight && box.left < win.innerWidth;
}

/**
 * Fetches a module into the module map without running it (once per URL): at low priority while
 * warming, at high for what a tap is waiting for (`urgent`).
 */
export function preloadModule(href: string, doc: Document = document, urgent = false): void {
  if (doc.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.setAttribute('fetchpriority', urgent ? 'high' : 'low');
  doc.head.append(link);
}

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/** How long no new resource may have been fetched for the network to count as quiet. */
export const QUIET_MS = 2000;

const resourceCount = (win: Window) => win.performance?.getEntriesByType?.('resource').length ?? 0;

/**
 * Runs `work` once the page has loaded and the network is quiet (no resource fetched for QUIET_MS),
 * when the browser is idle (or soon after, where it cannot say).
 */
export function whenQuiet(work: () => void, win: IdleWindow = window): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(work, { timeout: 5000 }) : win.setTimeout(work, 1));
  const quiet = (seen = -1) => {
    const now = resourceCount(win);
    if (now === seen) idle();
    else win.setTimeout(() => quiet(now), QUIET_MS);
  };
  if (win.document.readyState === 'complete') quiet();
  else win.addEventListener('load', () => quiet(), { once: true });
}

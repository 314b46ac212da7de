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

/** Fetches a module into the module map without running it (once per URL). */
export function preloadModule(href: string, doc: Document = document): void {
  if (doc.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.setAttribute('fetchpriority', 'low');
  doc.head.append(link);
}

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/** Runs `work` after the `load` event, when the browser is idle (or soon after, where it cannot say). */
export function whenQuiet(work: () => void, win: IdleWindow = window): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(work, { timeout: 5000 }) : win.setTimeout(work, 200));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** Scrolling a notice into view as WooCommerce does: 100 px above it, over 1000 ms, eased. */

export const NOTICE_OFFSET_PX = 100;
export const NOTICE_SCROLL_MS = 1000;

/** Where to scroll so that `elementTop` (document coordinates) sits `offset` px below the top. */
export const scrollTarget = (elementTop: number, offset: number, maxScroll: number) =>
  Math.min(Math.max(0, elementTop - offset), Math.max(0, maxScroll));

/** jQuery's default "swing" easing, which WooCommerce's animate() uses. */
export const swing = (progress: number) => 0.5 - Math.cos(progress * Math.PI) / 2;

export function animateScroll(to: number, durationMs: number, win: Window = window): Promise<void> {
  const from = win.scrollY;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced || durationMs <= 0 || from === to) {
    win.scrollTo(0, to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      win.scrollTo(0, from + (to - from) * swing(progress));
      if (progress < 1) win.requestAnimationFrame(step);
      else resolve();
    };
    win.requestAnimationFrame(step);
  });
}

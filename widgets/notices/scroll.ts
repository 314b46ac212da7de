/** Scrolling a notice into view as WooCommerce does: 100 px above it, over 1000 ms, eased. */
import { adminBarOffset } from '../../src/ui/admin-bar';
import { NOTICE } from './names';

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

/**
 * Scrolls the first notice in `host` into view, `offset` px below the top (and the admin bar), then
 * moves focus to the first error (or that notice) so that screen readers announce it.
 */
export function revealNotices(host: HTMLElement, offset: number, durationMs: number): void {
  const first = host.querySelector<HTMLElement>(NOTICE);
  if (!first) return;
  const error = host.querySelector<HTMLElement>('.woocommerce-error') ?? first;
  const top = first.getBoundingClientRect().top + window.scrollY;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  void animateScroll(scrollTarget(top, offset + adminBarOffset(), max), durationMs).then(() => {
    if (!error.hasAttribute('tabindex')) error.setAttribute('tabindex', '-1');
    error.focus({ preventScroll: true });
  });
}

/** `run` as a function asking for it: it runs in a microtask, once however often it was asked for before then. */
export function oncePerMicrotask(run: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      run();
    });
  };
}

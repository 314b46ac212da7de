/**
 * WooCommerce notices: when notices appear in the wrapper (printed by the server, inserted by an
 * add-to-cart error, a checkout error or fragments), scroll them into view 100 px below the top
 * over 1000 ms (at once for visitors who prefer reduced motion) and move focus to the first error
 * so screen readers announce it. Plain DOM.
 */
import { prop, type InferProps } from '../../src/islands/props';
import { on } from '../../src/wp/events';
import { adminBarOffset } from '../sticky-header/stick';
import { NOTICE_OFFSET_PX, NOTICE_SCROLL_MS, animateScroll, scrollTarget } from './scroll';

export const props = {
  offset: prop.number({ default: NOTICE_OFFSET_PX }),
  durationMs: prop.number({ default: NOTICE_SCROLL_MS }),
};

const NOTICE = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .woocommerce-NoticeGroup';

export function mount(host: HTMLElement, { offset = NOTICE_OFFSET_PX, durationMs = NOTICE_SCROLL_MS }: InferProps<typeof props>) {
  let scheduled = false;
  const reveal = () => {
    scheduled = false;
    const first = host.querySelector<HTMLElement>(NOTICE);
    if (!first) return;
    const error = host.querySelector<HTMLElement>('.woocommerce-error') ?? first;
    const top = first.getBoundingClientRect().top + window.scrollY;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    void animateScroll(scrollTarget(top, offset + adminBarOffset(), max), durationMs).then(() => {
      if (!error.hasAttribute('tabindex')) error.setAttribute('tabindex', '-1');
      error.focus({ preventScroll: true });
    });
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(reveal);
  };
  const observer = new MutationObserver((mutations) => {
    if (
      mutations.some((mutation) =>
        [...mutation.addedNodes].some((node) => node instanceof Element && (node.matches(NOTICE) || node.querySelector(NOTICE))),
      )
    )
      schedule();
  });
  observer.observe(host, { childList: true, subtree: true });
  // Server-printed errors (a form posted without JavaScript) are revealed at once.
  if (host.querySelector('.woocommerce-error')) schedule();
  const off = on('checkout_error', schedule);
  return () => {
    observer.disconnect();
    off();
  };
}

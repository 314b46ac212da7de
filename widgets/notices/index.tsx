/**
 * WooCommerce notices: when notices appear in the wrapper (printed by the server, inserted by an
 * add-to-cart error, a checkout error or fragments), scroll them into view 100 px below the top
 * over 1000 ms (at once for visitors who prefer reduced motion) and move focus to the first error
 * so screen readers announce it. A React island that renders nothing: the work is a hook on the
 * host. Its spec mounts it only once the wrapper holds notices.
 */
import { useEffect, useMemo } from 'react';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { useWpEvent } from '../../src/hooks/useWpEvent';
import { NOTICE, PRINTED_ATTRIBUTE } from './names';
import { NOTICE_OFFSET_PX, NOTICE_SCROLL_MS, oncePerMicrotask, revealNotices } from './scroll';

const props = {
  offset: prop.number({ default: NOTICE_OFFSET_PX }),
  durationMs: prop.number({ default: NOTICE_SCROLL_MS }),
};

/** Whether these mutations added a notice (or an element holding one). */
const addedNotice = (mutations: MutationRecord[]) =>
  mutations.some((mutation) =>
    [...mutation.addedNodes].some((node) => node instanceof Element && (node.matches(NOTICE) || node.querySelector(NOTICE))),
  );

/** Calls `onAdded` whenever notices are inserted into `host`. */
function useNoticeObserver(host: HTMLElement, onAdded: () => void): void {
  useEffect(() => {
    const observer = new MutationObserver((mutations) => {
      if (addedNotice(mutations)) onAdded();
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host, onAdded]);
}

/** Reveals the notices that appear in `host` (and those there at mount, see below). */
export function useRevealNotices(host: HTMLElement, offset: number, durationMs: number): void {
  // notices arriving together (inserted, then announced by checkout_error) are revealed once
  const schedule = useMemo(() => oncePerMicrotask(() => revealNotices(host, offset, durationMs)), [host, offset, durationMs]);
  useNoticeObserver(host, schedule);
  useEffect(() => {
    // Printed by the server (a form posted without JavaScript): errors are revealed at once. Inserted
    // after the page loaded (what made the island mount): revealed, as they would have been had it been mounted.
    if (host.hasAttribute(PRINTED_ATTRIBUTE) ? host.querySelector('.woocommerce-error') : host.querySelector(NOTICE)) schedule();
    host.removeAttribute(PRINTED_ATTRIBUTE);
  }, [host, schedule]);
  useWpEvent('checkout_error', schedule);
}

function Notices({ host, offset = NOTICE_OFFSET_PX, durationMs = NOTICE_SCROLL_MS }: IslandComponentProps<typeof props>) {
  useRevealNotices(host, offset, durationMs);
  return null;
}

export default defineIsland(
  { name: 'notices' },
  {
    props,
    // a root on the wrapper itself would clear its notices: an empty slot at its end
    slot: (host) => makeSlot(host, 'si-notices-slot', undefined, 'span'),
    component: Notices,
  },
);

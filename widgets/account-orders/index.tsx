/**
 * The my-account orders table in Flatsome's horizontally scrollable wrapper (`touch-scroll-table`,
 * printed by the theme around the table: the host), so a narrow phone scrolls the table instead of
 * the page. While the table is wider than its box the wrapper is a focusable region named after the
 * table's caption, so keyboard users can scroll it too. A React island that renders nothing: the
 * work is a hook on the host; its root is a hidden slot after the table.
 */
import { useEffect, useState } from 'react';
import { defineIsland, makeSlot, useHost } from '../../src/islands/island';
import { t } from './messages';

const props = {};

/** Whether the box scrolls sideways (its content is wider than it), kept up to date as it resizes. */
function useScrollsSideways(box: HTMLElement): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const update = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

function AccountOrders() {
  const host = useHost();
  const scrolls = useScrollsSideways(host);
  // ARIA from that one state: a scrolling wrapper is a named, focusable region; otherwise it is plain
  useEffect(() => {
    if (!scrolls) return;
    host.tabIndex = 0;
    host.setAttribute('role', 'region');
    host.setAttribute('aria-label', host.querySelector('caption')?.textContent?.trim() || t('account.ordersTable'));
    return () => {
      host.removeAttribute('tabindex');
      host.removeAttribute('role');
      host.removeAttribute('aria-label');
    };
  }, [host, scrolls]);
  return null;
}

export default defineIsland(
  { name: 'account-orders' },
  {
    props,
    prepare(host) {
      // the host is the printed wrapper (a <table> host cannot hold a root)
      if (host.matches('table') || !host.querySelector('table')) throw new Error('is no table wrapper');
      // a theme without the wrapper's rule: scroll it here (the printed CSS is what avoids any shift)
      if (getComputedStyle(host).overflowX === 'visible') host.style.overflowX = 'auto';
    },
    slot: (host) => {
      const slot = makeSlot(host, 'si-account-orders-slot', undefined, 'span');
      slot.hidden = true;
      return slot;
    },
    component: AccountOrders,
  },
);

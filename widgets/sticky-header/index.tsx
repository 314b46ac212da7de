/**
 * Flatsome's sticky header: past the threshold the header is fixed at the top (below the admin
 * bar) and a spacer of its height keeps its place, so nothing below jumps; above the threshold it
 * is released. A React island that renders nothing: one state (the height measured while the header
 * was in place, or null while it is not stuck) applied to the printed header in a layout effect,
 * spacer and fixing together, before paint. Nothing is added before it sticks: hydrating moves nothing.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { adminBarOffset } from '../../src/ui/admin-bar';
import { shouldStick } from './stick';

const props = {
  threshold: prop.number({ default: 100 }),
};

function StickyHeader({ host, threshold }: IslandComponentProps<typeof props>) {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const stick = shouldStick(scrollY, threshold);
      // measured while the header is still in place, so the spacer takes exactly its place
      setHeight((stuck) => (stick ? (stuck ?? host.getBoundingClientRect().height) : null));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    const listening = new AbortController();
    addEventListener('scroll', onScroll, { passive: true, signal: listening.signal });
    addEventListener('resize', onScroll, { passive: true, signal: listening.signal });
    return () => {
      cancelAnimationFrame(frame);
      listening.abort();
    };
  }, [host, threshold]);

  useLayoutEffect(() => {
    if (height === null) return;
    const spacer = document.createElement('div');
    spacer.className = 'si-sticky-header__spacer';
    spacer.setAttribute('aria-hidden', 'true');
    spacer.style.height = `${height}px`;
    host.before(spacer);
    host.style.top = `${adminBarOffset()}px`;
    const announce = (stuck: boolean) => {
      host.classList.toggle('is-sticky', stuck);
      host.dispatchEvent(new CustomEvent('si:sticky-header', { bubbles: true, detail: { stuck } }));
    };
    announce(true);
    return () => {
      spacer.remove();
      host.style.top = '';
      announce(false);
    };
  }, [host, height]);
  return null;
}

// the name only: the spec (its when) is loader code and stays out of this chunk
export default defineIsland(
  { name: 'sticky-header' },
  {
    props,
    // the host is the printed header: the root is a hidden slot at its end, which takes no space
    slot: (host) =>
      makeSlot(host, 'si-sticky-header-slot', (slot) => {
        slot.hidden = true;
        host.append(slot);
      }),
    component: StickyHeader,
  },
);

/**
 * Flatsome's sticky header: past the threshold the header is fixed at the top (below the admin
 * bar) and a spacer of its height keeps its place, so nothing below jumps; above the threshold it
 * is released. A React island that renders nothing: one state (stuck, and the height measured
 * before fixing), applied to the printed header and its spacer in a layout effect, before paint.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defineIsland, makeSlot, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';
import { stickyHeader } from './island';
import { adminBarOffset, shouldStick } from './stick';

const props = {
  threshold: prop.number({ default: 100 }),
};

interface Stick {
  stuck: boolean;
  /** The header's height when it was last measured in place (the spacer's height). */
  height: number;
}

/** Whether the header sticks, from the scroll position; measures the header while it is still in place. */
function useStick(host: HTMLElement, threshold: number): Stick {
  const [stick, setStick] = useState<Stick>({ stuck: false, height: 0 });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const stuck = shouldStick(window.scrollY, threshold);
      setStick((current) =>
        current.stuck === stuck
          ? current
          : // measure before fixing, so the spacer takes exactly the header's place
            { stuck, height: stuck ? host.getBoundingClientRect().height : current.height },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [host, threshold]);
  return stick;
}

/** The spacer before the header (hidden until the header sticks, so hydrating moves nothing) and the header's sticky look. */
function useStickyLayout(host: HTMLElement, { stuck, height }: Stick) {
  const spacer = useRef<HTMLDivElement | null>(null);
  const announced = useRef(false);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.className = 'si-sticky-header__spacer';
    element.setAttribute('aria-hidden', 'true');
    element.hidden = true;
    host.before(element);
    spacer.current = element;
    return () => {
      element.remove();
      spacer.current = null;
      host.classList.remove('is-sticky');
      host.style.top = '';
    };
  }, [host]);
  useLayoutEffect(() => {
    const element = spacer.current!;
    if (stuck) {
      element.style.height = `${height}px`;
      element.hidden = false;
      host.style.top = `${adminBarOffset()}px`;
      host.classList.add('is-sticky');
    } else {
      host.classList.remove('is-sticky');
      host.style.top = '';
      element.hidden = true;
    }
    if (stuck !== announced.current) {
      announced.current = stuck;
      host.dispatchEvent(new CustomEvent('si:sticky-header', { bubbles: true, detail: { stuck } }));
    }
  }, [host, stuck, height]);
}

function StickyHeader({ host, threshold = 100 }: IslandComponentProps<typeof props>) {
  useStickyLayout(host, useStick(host, threshold));
  return null;
}

export default defineIsland(stickyHeader, {
  props,
  // the host is the printed header: the root is a hidden slot at its end, which takes no space
  slot: (host) =>
    makeSlot(host, 'si-sticky-header-slot', (slot) => {
      slot.hidden = true;
      host.append(slot);
    }),
  component: StickyHeader,
});

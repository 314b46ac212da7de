/**
 * Equal-height boxes in product grids (Flatsome's "equalize box") for a part CSS cannot stretch
 * (`data-equalize`, e.g. the title): it gets the height of the tallest in its row, so prices and
 * buttons line up. Re-measured when the grid or the window changes size, when fonts are ready and
 * when an image in it loads (one layout per frame). The default `.box-text` is equal by CSS alone.
 * React over the printed grid: the root is a hidden slot; the measuring runs in an effect.
 */
import { useEffect } from 'react';
import { defineIsland, useHost, type IslandComponentProps } from '../../src/islands/island';
import { prop } from '../../src/islands/props';

import { columnsAt, rowHeights, type Columns } from './rows';

const props = {
  equalize: prop.string({ default: '.box-text' }),
  columns: prop.number({ default: 3 }),
  columnsMedium: prop.number({ default: 3 }),
  columnsSmall: prop.number({ default: 2 }),
};

const SLOT_CLASS = 'si-product-grid-slot';

/** Equalises `equalize` in the host's cards until the returned function runs. */
export function equalize(host: HTMLElement, part: string, perBreakpoint: Columns): () => void {
  const doc = host.ownerDocument;
  let frame = 0;

  function measure() {
    frame = 0;
    const cards = [...host.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && !child.classList.contains(SLOT_CLASS),
    );
    const parts = cards.map((card) => card.querySelector<HTMLElement>(part));
    const present = parts.filter((found): found is HTMLElement => found !== null);
    // write, then read all, then write all: one layout, no thrashing
    present.forEach((found) => (found.style.minHeight = ''));
    const heights = parts.map((found) => (found ? found.getBoundingClientRect().height : 0));
    const perRow = columnsAt(doc.documentElement.clientWidth || window.innerWidth, perBreakpoint);
    const targets = rowHeights(heights, perRow);
    parts.forEach((found, index) => {
      if (found && targets[index]! > heights[index]!) found.style.minHeight = `${targets[index]}px`;
    });
    host.dataset.equalizedColumns = String(perRow);
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };

  let lastWidth = -1;
  const resize = new ResizeObserver((entries) => {
    const width = entries[0]?.contentRect.width ?? 0;
    if (width !== lastWidth) {
      lastWidth = width;
      schedule();
    }
  });
  resize.observe(host);
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLImageElement) schedule();
  };
  const listening = new AbortController();
  host.addEventListener('load', onLoad, { capture: true, signal: listening.signal });
  window.addEventListener('resize', schedule, { signal: listening.signal });
  void doc.fonts?.ready.then(schedule);
  measure();

  return () => {
    cancelAnimationFrame(frame);
    resize.disconnect();
    listening.abort();
    host.querySelectorAll<HTMLElement>(part).forEach((found) => (found.style.minHeight = ''));
    delete host.dataset.equalizedColumns;
  };
}

function ProductGrid({
  equalize: part = '.box-text',
  columns = 3,
  columnsMedium = 3,
  columnsSmall = 2,
}: IslandComponentProps<typeof props>) {
  const host = useHost();
  useEffect(() => {
    // equal by CSS already (the island loaded for another grid on the page)
    if (host.getAttribute('data-equalized') === 'css') return;
    return equalize(host, part, { large: columns, medium: columnsMedium, small: columnsSmall });
  }, [host, part, columns, columnsMedium, columnsSmall]);
  return null;
}

export default defineIsland(
  { name: 'product-grid' },
  {
    props,
    // a list item, so the list holds only items; never shown
    slot: (host) => {
      const slot = host.ownerDocument.createElement('li');
      slot.className = SLOT_CLASS;
      slot.hidden = true;
      slot.style.display = 'none';
      host.append(slot);
      return slot;
    },
    component: ProductGrid,
  },
);

/**
 * Equal-height boxes in product grids (Flatsome's "equalize box"): the chosen part of each card
 * (by default the title) gets the height of the tallest in its row, so prices and buttons line up.
 * Re-measured when the grid or the window changes size and when an image in it loads.
 */
import { prop, type InferProps } from '../../src/islands/props';
import { columnsAt, rowHeights } from './rows';

export const props = {
  equalize: prop.string({ default: '.box-text' }),
  columns: prop.number({ default: 3 }),
  columnsMedium: prop.number({ default: 3 }),
  columnsSmall: prop.number({ default: 2 }),
};

export function mount(host: HTMLElement, { equalize, columns, columnsMedium, columnsSmall }: InferProps<typeof props>) {
  const doc = host.ownerDocument;
  let frame = 0;

  function measure() {
    frame = 0;
    const cards = [...host.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    const parts = cards.map((card) => card.querySelector<HTMLElement>(equalize));
    const present = parts.filter((part): part is HTMLElement => part !== null);
    // write, then read all, then write all: one layout, no thrashing
    present.forEach((part) => (part.style.minHeight = ''));
    const heights = parts.map((part) => (part ? part.getBoundingClientRect().height : 0));
    const perRow = columnsAt(doc.documentElement.clientWidth || window.innerWidth, {
      large: columns,
      medium: columnsMedium,
      small: columnsSmall,
    });
    const targets = rowHeights(heights, perRow);
    parts.forEach((part, index) => {
      if (part && targets[index]! > heights[index]!) part.style.minHeight = `${targets[index]}px`;
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
  host.addEventListener('load', onLoad, true);
  window.addEventListener('resize', schedule);
  void doc.fonts?.ready.then(schedule);
  measure();

  return () => {
    cancelAnimationFrame(frame);
    resize.disconnect();
    host.removeEventListener('load', onLoad, true);
    window.removeEventListener('resize', schedule);
    host.querySelectorAll<HTMLElement>(equalize).forEach((part) => (part.style.minHeight = ''));
  };
}

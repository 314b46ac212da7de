/**
 * The height Rate My Post's printed widget takes inside the host, read before React replaces it:
 * the hydrated widget keeps at least that height, so nothing below it moves when it mounts.
 */
const printedHeights = new WeakMap<HTMLElement, number>();

export function notePrintedHeight(host: HTMLElement): void {
  const style = getComputedStyle(host);
  const chrome = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
    (sum, side) => sum + (parseFloat(style[side as 'paddingTop']) || 0),
    0,
  );
  const height = host.getBoundingClientRect().height - chrome;
  if (height > 0) printedHeights.set(host, height);
}

/** The printed widget's content height, or undefined when nothing was printed (or the host was hidden). */
export const printedHeight = (host: HTMLElement): number | undefined => printedHeights.get(host);

/**
 * The order review's busy state (the class `processing`, as checkout.js marks it, and `aria-busy`),
 * held by every request working on the review at once: a refresh, a coupon's remove. The first
 * marks it; the last to end clears it. A remove asks for a refresh before it ends, and an overtaken
 * refresh ends before the one that overtook it is answered: neither clears the other's state
 * (checkout.js's block stays until the newest reply, too).
 */

/** How many requests each review area waits for. */
const holders = new WeakMap<Element, number>();

/** Marks `area` busy for one more request; returns that request's end. */
export function reviewBusy(area: Element | null): () => void {
  if (!area) return () => undefined;
  holders.set(area, (holders.get(area) ?? 0) + 1);
  area.classList.add('processing');
  area.setAttribute('aria-busy', 'true');
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (holders.get(area) ?? 1) - 1;
    holders.set(area, left);
    if (left > 0) return;
    area.classList.remove('processing');
    area.removeAttribute('aria-busy');
  };
}

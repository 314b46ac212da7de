/**
 * A part of the checkout busy while a request works on it (the class `processing`, as checkout.js
 * marks it, and `aria-busy`): the coupon form while a code is applied, the order review while a
 * refresh or a coupon's remove is out. Held by every request working on it at once: the first marks
 * it, the last to end clears it. A remove asks for a refresh before it ends, and an overtaken refresh
 * ends before the one that overtook it is answered: neither clears the other's state (checkout.js's
 * block stays until the newest reply, too).
 */

/** How many requests each element waits for. */
const holders = new WeakMap<Element, number>();

/** Marks `element` busy for one more request; returns that request's end. */
export function holdProcessing(element: Element | null): () => void {
  if (!element) return () => undefined;
  holders.set(element, (holders.get(element) ?? 0) + 1);
  element.classList.add('processing');
  element.setAttribute('aria-busy', 'true');
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (holders.get(element) ?? 1) - 1;
    holders.set(element, left);
    if (left > 0) return;
    element.classList.remove('processing');
    element.removeAttribute('aria-busy');
  };
}

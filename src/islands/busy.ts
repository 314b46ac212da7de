/**
 * The busy state a held press shows at once (src/islands/hold.ts), as WooCommerce's scripts show it:
 * the control gets the class `loading` and `aria-busy="true"`, marked with BUSY_MARK while the
 * loader owns it. An island that takes the press over claims the state (removes the mark, keeps the
 * class: no flash); a state nobody claimed is cleared when the press is given back or answered.
 */
export const BUSY_MARK = 'data-si-busy';

export function showBusy(element: Element): void {
  element.classList.add('loading');
  element.setAttribute('aria-busy', 'true');
  element.setAttribute(BUSY_MARK, '');
}

/** True when `element` shows the loader's busy state, not yet claimed by an island. */
export const isLoaderBusy = (element: Element): boolean => element.hasAttribute(BUSY_MARK);

/** Takes the loader's busy state over: the class and aria-busy stay, now the island's to change. */
export function claimBusy(element: Element): boolean {
  if (!isLoaderBusy(element)) return false;
  element.removeAttribute(BUSY_MARK);
  return true;
}

/** Clears the loader's busy state, unless an island has claimed it. */
export function clearBusy(element: Element): void {
  if (!claimBusy(element)) return;
  element.classList.remove('loading');
  element.removeAttribute('aria-busy');
}

/**
 * Show or hide theme markup. `hidden` alone loses against theme rules such as
 * `.form-row { display: block }`, so the inline display is set as well.
 */
export function setShown(element: HTMLElement, shown: boolean): void {
  element.hidden = !shown;
  if (shown) element.style.removeProperty('display');
  else element.style.setProperty('display', 'none');
}

/**
 * dist/islands/quick-view-early-<hash>.js: the quick view's request at the press, before the
 * framework. The loader holds a press on the link and shows it busy at once (src/islands/hold.ts),
 * then offers it here: this plain module (no React) asks for the product's lightbox now and leaves
 * the press to the island, which is replayed it once mounted and takes that reply instead of asking
 * again (open.ts). Should the island's code not come, the press goes back to the browser, which
 * follows the link, as before.
 */
import { plainPress, type HeldPress } from '../../src/islands/hold';
import { askEarly } from './open';

/** What Flatsome prints in `data-prod`: a product's id (15 digits at most: a number JavaScript holds exactly). */
const PRODUCT_ID = /^[1-9]\d{0,14}$/;

export function takePress(host: HTMLElement, press: HeldPress, event: Event): boolean {
  const id = host.getAttribute('data-prod')?.trim() ?? '';
  if (press.type === 'click' && plainPress(event) && PRODUCT_ID.test(id)) askEarly(Number(id));
  return false;
}

/**
 * dist/islands/quick-view-early-<hash>.js: the quick view's request before the framework. The
 * loader holds a press on the link and shows it busy at once (src/islands/hold.ts), then offers it
 * here: this plain module (no React) takes the request the loader sent at the press
 * (send-at-once.ts), or asks for the product's lightbox now, and leaves the press to the island,
 * which is replayed it once mounted and takes that reply instead of asking again (open.ts). Should
 * the island's code not come, the press goes back to the browser, which follows the link, as before.
 */
import { plainPress, type HeldPress } from '../../src/islands/hold';
import type { SentPress } from '../../src/islands/types';
import { askEarly } from './open';
import { productIdOf } from './product-id';
import type { SentQuickView } from './send-at-once';

const isSentQuickView = (sent: SentPress | undefined): sent is SentQuickView => sent !== undefined && 'productId' in sent;

export function takePress(host: HTMLElement, press: HeldPress, event: Event, sent?: SentPress): boolean {
  if (isSentQuickView(sent)) askEarly(sent.productId, sent);
  else if (press.type === 'click' && plainPress(event)) {
    const productId = productIdOf(host);
    if (productId !== undefined) askEarly(productId);
  }
  return false;
}

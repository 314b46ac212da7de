/**
 * dist/islands/quick-view-at-once-<hash>.js: the quick view's request at the press, before any of
 * its modules is fetched. The loader holds a press on the link (src/islands/hold.ts) and runs this
 * at once, as it runs the add to cart's (widgets/add-to-cart/send-at-once.ts): the product's
 * lightbox leaves now, to the site's admin-ajax from the plugin's config (`shopIslands.ajaxUrl`,
 * never anything from the host), and the early module (early.ts) hands the reply to the island.
 * Self-contained and fetched as soon as a page shows a quick-view link, so that a first tap needs
 * no round trip before its request.
 */
import { plainPress, type HeldPress } from '../../src/islands/hold';
import { afterPaint } from '../../src/ui/after-paint';
import type { SentPress } from '../../src/islands/types';
import { pageGlobal } from '../../src/wp/config';
import { fetchReply, type RawReply, type SentRequest } from '../../src/wp/http';
import { productIdOf } from './product-id';

/** The lightbox asked for at the press: which product, and the reply for the island to take. */
export interface SentQuickView extends SentPress, SentRequest {
  productId: number;
}

export function sendAtOnce(host: HTMLElement, press: HeldPress, event: Event): SentQuickView | undefined {
  const productId = productIdOf(host);
  const ajaxUrl = pageGlobal('shopIslands')?.ajaxUrl;
  if (press.type !== 'click' || !plainPress(event) || productId === undefined || typeof ajaxUrl !== 'string' || !ajaxUrl) return undefined;
  const controller = new AbortController();
  // the link's busy state is painted first: building the request in the press's task held it back a frame
  const reply: Promise<RawReply> = new Promise<void>((painted) => afterPaint(painted)).then(() =>
    fetchReply(ajaxUrl, {
      method: 'POST',
      // as adminAjax sends it (open.ts): the early module's ask and the island's are the same request
      body: new URLSearchParams({ action: 'flatsome_quickview', product: String(productId) }),
      signal: controller.signal,
    }),
  );
  // a failure is the island's to say, when it takes the reply
  reply.catch(() => undefined);
  return { productId, reply, abort: () => controller.abort() };
}

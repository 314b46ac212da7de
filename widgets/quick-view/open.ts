/** Loading the quick view's HTML: `flatsome_quickview` for a product id. */
import { adminAjax } from '../../src/wp/ajax';
import { TransportError } from '../../src/wp/errors';
import type { SentRequest } from '../../src/wp/http';

/** Hosts a product summary carries that may hydrate inside the quick view. */
export const QUICK_VIEW_ISLANDS = [
  'add-to-cart',
  'quantity',
  'name-your-price',
  'variation-price',
  'variations',
  'product-gallery',
] as const;

/**
 * Replies asked for at the press, by the loader (send-at-once.ts) or the early module (early.ts),
 * while the island's code was still on its way: the island's first ask for that product takes the
 * reply instead of asking again.
 */
const askedEarly = new Map<number, Promise<string>>();

/** Asks for a product's lightbox before the island is here, or takes the request the loader `sent` for it. */
export function askEarly(productId: number, sent?: SentRequest): void {
  if (askedEarly.has(productId)) {
    // a second press before the island came: the first ask's reply serves both
    sent?.abort();
    return;
  }
  const reply = fetchQuickView(productId, undefined, sent);
  // a failure is the island's to say, when it takes the reply
  reply.catch(() => undefined);
  askedEarly.set(productId, reply);
}

export function loadQuickView(productId: number, signal?: AbortSignal): Promise<string> {
  const early = askedEarly.get(productId);
  if (!early) return fetchQuickView(productId, signal);
  askedEarly.delete(productId);
  return early;
}

async function fetchQuickView(productId: number, signal?: AbortSignal, sent?: SentRequest): Promise<string> {
  const html = await adminAjax('flatsome_quickview', { product: productId }, { ...(signal ? { signal } : {}), ...(sent ? { sent } : {}) });
  const body = html.trim();
  // `0` and `-1` were already turned into errors by the transport; anything else must be HTML
  if (!body.startsWith('<')) {
    throw new TransportError('protocol', 'The quick view reply holds no product HTML', { url: 'flatsome_quickview', code: 'malformed' });
  }
  return body;
}

/** Only the latest quick view asked for is shown: asking for another one drops the one still loading. */
let latest: AbortController | undefined;

export function startLatest(): AbortController {
  latest?.abort();
  latest = new AbortController();
  return latest;
}

export function isLatest(controller: AbortController): boolean {
  return latest === controller && !controller.signal.aborted;
}

/** WooCommerce's review deep links (the loader checks the URL too, island.ts): any of these in the URL opens the reviews tab. */
export const REVIEW_MARKERS = ['comment-', '#comments', '#reviews', '#tab-reviews', 'comment-page-', 'cpage='];

export const isReviewLink = (url: string) => REVIEW_MARKERS.some((marker) => url.includes(marker));

/** The id a hash names (`#comment-12` → `comment-12`); null for none, or a malformed one (`#comment-%E0`). */
export function idFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A hash that cannot name anything: such a link is ignored. */
export const isMalformedHash = (hash: string) => hash.replace(/^#/, '') !== '' && idFromHash(hash) === null;

/** Review links scroll after this long, once the tab is open and laid out (as WooCommerce does). */
export const REVIEW_SCROLL_DELAY_MS = 500;

/**
 * Index after an arrow key in a tab list, wrapping; Home and End go to the ends. Right to left
 * (`rtl`), the left arrow goes forward, as single-product.js reads the keys.
 */
export function nextTabIndex(key: string, index: number, count: number, rtl = false): number | null {
  const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  if (key === forward || key === 'ArrowDown') return (index + 1) % count;
  if (key === back || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

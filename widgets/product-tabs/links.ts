/** WooCommerce's review deep links: any of these in the URL opens the reviews tab. */
const REVIEW_MARKERS = ['comment-', '#comments', '#reviews', '#tab-reviews', 'comment-page-', 'cpage='];

export const isReviewLink = (url: string) => REVIEW_MARKERS.some((marker) => url.includes(marker));

/** Review links scroll after this long, once the tab is open and laid out (as WooCommerce does). */
export const REVIEW_SCROLL_DELAY_MS = 500;

/** Index after an arrow key in a tab list, wrapping; Home and End go to the ends. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

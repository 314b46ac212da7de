// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isReviewLink, nextTabIndex } from './links';

describe('review deep links', () => {
  it.each([
    'https://shop.test/product/x/#reviews',
    'https://shop.test/product/x/#comments',
    'https://shop.test/product/x/#tab-reviews',
    'https://shop.test/product/x/#comment-123',
    'https://shop.test/product/x/comment-page-2/',
    'https://shop.test/product/x/?cpage=2',
  ])('%s opens the reviews', (url) => expect(isReviewLink(url)).toBe(true));

  it.each(['https://shop.test/product/x/', 'https://shop.test/product/x/#tab-description', 'https://shop.test/blog/comments-policy/'])(
    '%s does not',
    (url) => expect(isReviewLink(url)).toBe(false),
  );
});

describe('tab keys', () => {
  it('wraps with the arrows and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('a', 0, 3)).toBeNull();
  });

  it('right to left, the left arrow goes forward and the right one back, as single-product.js reads them', () => {
    expect(nextTabIndex('ArrowLeft', 0, 3, true)).toBe(1);
    expect(nextTabIndex('ArrowRight', 0, 3, true)).toBe(2);
    expect(nextTabIndex('ArrowDown', 0, 3, true)).toBe(1);
    expect(nextTabIndex('Home', 2, 3, true)).toBe(0);
  });
});

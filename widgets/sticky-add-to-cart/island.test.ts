// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAbove } from './target';

describe('sticky bar activation', () => {
  const rect = (bottom: number) => ({ bottom }) as DOMRectReadOnly;
  it('is active only when the target is fully out above the viewport', () => {
    expect(isAbove({ isIntersecting: false, intersectionRatio: 0, boundingClientRect: rect(-10) })).toBe(true);
    expect(isAbove({ isIntersecting: false, intersectionRatio: 0, boundingClientRect: rect(900) })).toBe(false);
    expect(isAbove({ isIntersecting: true, intersectionRatio: 0.2, boundingClientRect: rect(5) })).toBe(false);
  });
});

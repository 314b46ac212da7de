import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrates } from '../../test/fixtures/strategy';

const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
afterEach(() => {
  scrollTo(0);
});

describe('sticky header spec (loader)', () => {
  it('loads its code only at the first scroll, at once when the page opens scrolled', async () => {
    vi.resetModules();
    const { stickyHeader } = await import('./island');
    let ready = false;
    void hydrates(stickyHeader).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(true);
    vi.resetModules();
    scrollTo(500);
    const again = (await import('./island')).stickyHeader;
    await expect(hydrates(again)).resolves.toBeUndefined();
  });
});

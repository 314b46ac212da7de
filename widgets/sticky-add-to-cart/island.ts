import { after, load } from '../../src/islands/hydrate';
import type { IslandSpec } from '../../src/islands/types';
import { isAbove, productForm } from './target';

/**
 * Resolves once the main add-to-cart area (the bar's `data-target`, `form.cart` by default) has
 * scrolled out above the viewport: a visitor who never scrolls past it loads none of the bar's code.
 */
function mainButtonAbove(bar: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const target = productForm(bar.getAttribute('data-target'));
    if (!target || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some(isAbove)) return;
        observer.disconnect();
        resolve();
      },
      { threshold: [0] },
    );
    observer.observe(target);
  });
}

export const stickyAddToCart = { name: 'sticky-add-to-cart', hydrate: after(load, mainButtonAbove) } satisfies IslandSpec;

import type { IslandSpec } from '../../src/islands/types';

type Entry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'boundingClientRect'>;

/** Active when nothing of the target is visible and it lies above the viewport. */
export const isAbove = (entry: Entry) => (!entry.isIntersecting || entry.intersectionRatio === 0) && entry.boundingClientRect.bottom <= 0;

/**
 * The product's add-to-cart form the bar stands for: its `data-target` (`form.cart` by default)
 * only where that names a `form.cart`. The bar submits it with the visitor's session, so a host
 * written into page content must not point it at another form. (A `data-target` that is no selector
 * throws: a broken host.)
 */
export function productForm(target: string | null | undefined): HTMLFormElement | null {
  const found = document.querySelector<HTMLFormElement>(target || 'form.cart');
  return found?.matches('form.cart') ? found : null;
}

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

export const stickyAddToCart = { name: 'sticky-add-to-cart', hydrate: 'load', when: mainButtonAbove } satisfies IslandSpec;

import { afterEach, describe, expect, it, vi } from 'vitest';
import { productGrid } from './island';

const HEIGHTS = [10, 30, 20, 5];

function grid(attributes = 'data-equalize=".title"') {
  document.body.innerHTML = `<ul id="grid" class="products" data-island="product-grid" ${attributes}>${HEIGHTS.map(
    (height) => `<li class="product"><h2 class="title" data-height="${height}">P</h2><div class="box-text"></div></li>`,
  ).join('')}</ul>`;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const natural = Number(this.dataset.height ?? 0);
    const height = Math.max(natural, parseFloat(this.style.minHeight) || 0);
    return { height, width: 100, top: 0, left: 0, bottom: height, right: 100, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
  return document.getElementById('grid')!;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('loader spec (no island code)', () => {
  it('a grid with the default part never loads the island; one with a data-equalize part does', async () => {
    const byCss = grid('');
    productGrid.onFound(byCss);
    const settled = vi.fn();
    void productGrid.when(byCss).then(settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    productGrid.onFound(grid('data-equalize=".box-text"'));
    expect(document.getElementById('grid')!.getAttribute('data-equalized')).toBe('css');
    const byCode = grid();
    productGrid.onFound(byCode);
    expect(document.getElementById('grid')!.hasAttribute('data-equalized')).toBe(false);
    await expect(productGrid.when(byCode)).resolves.toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { productGrid } from './island';
import { grid } from '../../test/fixtures/product-grid';
import { hydrates } from '../../test/fixtures/strategy';
import { everythingInView } from '../../test/fixtures/layout';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('loader spec (no island code)', () => {
  it('a grid with the default part never loads the island; one with a data-equalize part does', async () => {
    // in view: what decides is the part to equalise
    everythingInView();
    const byCss = grid('');
    productGrid.onFound(byCss);
    const settled = vi.fn();
    void hydrates(productGrid, byCss).then(settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    productGrid.onFound(grid('data-equalize=".box-text"'));
    expect(document.getElementById('grid')!.getAttribute('data-equalized')).toBe('css');
    const byCode = grid();
    productGrid.onFound(byCode);
    expect(document.getElementById('grid')!.hasAttribute('data-equalized')).toBe(false);
    await expect(hydrates(productGrid, byCode)).resolves.toBeUndefined();
  });
});

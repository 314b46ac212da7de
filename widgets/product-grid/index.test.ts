import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';
import { productGrid } from './island';
import { grid } from '../../test/fixtures/product-grid';

const minHeights = () => [...document.querySelectorAll<HTMLElement>('.title')].map((title) => title.style.minHeight);

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('product grid island', () => {
  it('gives each part the tallest height in its row, and takes it back on unmount', async () => {
    const host = grid();
    const printed = host.outerHTML;
    const unmount = await mountedInAct(() => island.mount(host, { equalize: '.title', columns: 3, columnsMedium: 3, columnsSmall: 2 }));
    expect(minHeights()).toEqual(['30px', '', '30px', '']);
    expect(host.dataset.equalizedColumns).toBe('3');
    expect(host.querySelectorAll(':scope > li:not([hidden])')).toHaveLength(4);
    act(() => unmount());
    expect(host.outerHTML).toBe(printed);
  });

  it('leaves a grid the CSS equalises alone', async () => {
    const host = grid('');
    productGrid.onFound(host);
    expect(host.getAttribute('data-equalized')).toBe('css');
    const unmount = await mountedInAct(() => island.mount(host, { equalize: '.box-text', columns: 3, columnsMedium: 3, columnsSmall: 2 }));
    expect(minHeights()).toEqual(['', '', '', '']);
    expect(host.dataset.equalizedColumns).toBeUndefined();
    act(() => unmount());
  });
});

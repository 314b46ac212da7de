import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';
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

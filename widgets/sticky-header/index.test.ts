import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';
import { shouldStick } from './stick';

const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
async function scrolled(y: number) {
  scrollTo(y);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await frame();
    await frame();
  });
}
let unmount: (() => void) | undefined;
afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  scrollTo(0);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function start() {
  document.body.innerHTML =
    '<header class="site-header" data-island="sticky-header"><a href="/">Logo</a></header><main><h1>Shop</h1></main>';
  const header = document.querySelector<HTMLElement>('header')!;
  vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ height: 72 } as DOMRect);
  const changes: boolean[] = [];
  header.addEventListener('si:sticky-header', (event) => changes.push((event as CustomEvent<{ stuck: boolean }>).detail.stuck));
  unmount = await mountedInAct(() => island.mount(header, { threshold: 100 }));
  return { header, changes, spacer: () => document.querySelector<HTMLElement>('.si-sticky-header__spacer')! };
}

describe('sticky header', () => {
  it('sticks strictly past the threshold', () => {
    expect(shouldStick(100, 100)).toBe(false);
    expect(shouldStick(101, 100)).toBe(true);
    expect(shouldStick(0, 0)).toBe(false);
  });

  it('hydrates without moving anything: no spacer yet, and the root is a hidden slot', async () => {
    const { header, spacer, changes } = await start();
    expect(spacer()).toBeNull();
    expect(header.querySelector<HTMLElement>('.si-sticky-header-slot')!.hidden).toBe(true);
    expect(header.className).toBe('site-header');
    expect(changes).toEqual([]);
  });

  it('past the threshold the header sticks and the spacer takes its measured height; back above it is released', async () => {
    const { header, spacer, changes } = await start();
    await scrolled(100);
    expect(header.classList.contains('is-sticky')).toBe(false);
    await scrolled(101);
    expect(header.classList.contains('is-sticky')).toBe(true);
    expect(header.style.top).toBe('0px');
    expect(spacer().style.height).toBe('72px');
    expect(spacer().nextElementSibling).toBe(header);
    expect(spacer().getAttribute('aria-hidden')).toBe('true');
    await scrolled(40);
    expect(header.classList.contains('is-sticky')).toBe(false);
    expect(spacer()).toBeNull();
    expect(changes).toEqual([true, false]);
  });

  it('unmounting gives the header back as printed and removes the spacer', async () => {
    const { header } = await start();
    await scrolled(300);
    act(() => unmount!());
    unmount = undefined;
    expect(document.querySelector('.si-sticky-header__spacer')).toBeNull();
    expect(header.outerHTML).toBe('<header class="site-header" data-island="sticky-header"><a href="/">Logo</a></header>');
  });
});

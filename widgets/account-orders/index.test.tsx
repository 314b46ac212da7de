import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';
import island from './index';

/** ResizeObserver stand-in: `resize()` calls every observer, as the browser would after a layout change. */
const observers = new Set<() => void>();
class FakeResizeObserver {
  constructor(private callback: () => void) {}
  observe() {
    observers.add(this.callback);
  }
  disconnect() {
    observers.delete(this.callback);
  }
}
const resize = () => act(() => observers.forEach((callback) => callback()));

const unmounts: Array<() => void> = [];
beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  observers.clear();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const TABLE = '<table class="woocommerce-orders-table"><caption>Ihre Bestellungen</caption><tr><td>#12</td></tr></table>';

/** The wrapper, `scrollWidth` wide inside a box `clientWidth` wide. */
function wrapper(html = TABLE, widths = { scrollWidth: 320, clientWidth: 320 }) {
  document.body.innerHTML = `<div class="touch-scroll-table" data-island="account-orders">${html}</div>`;
  const host = document.querySelector<HTMLElement>('.touch-scroll-table')!;
  Object.defineProperty(host, 'scrollWidth', { get: () => widths.scrollWidth, configurable: true });
  Object.defineProperty(host, 'clientWidth', { get: () => widths.clientWidth, configurable: true });
  return { host, widths };
}
async function mount(host: HTMLElement) {
  unmounts.push(await mountedInAct(() => island.mount(host, {})));
}

describe('account orders island', () => {
  it('leaves a table that fits as printed, and renders into a hidden slot after it', async () => {
    const { host } = wrapper();
    const printed = host.innerHTML;
    await mount(host);
    expect(host.hasAttribute('role')).toBe(false);
    expect(host.hasAttribute('tabindex')).toBe(false);
    const slot = host.querySelector<HTMLElement>('[data-island-root]')!;
    expect(slot.hidden).toBe(true);
    expect(host.querySelector('table')!.nextElementSibling).toBe(slot);
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    expect(host.innerHTML).toBe(printed);
  });

  it('makes a wrapper whose table is wider a focusable region named by the caption, and plain again once it fits', async () => {
    const { host, widths } = wrapper(TABLE, { scrollWidth: 700, clientWidth: 320 });
    await mount(host);
    expect(host.getAttribute('role')).toBe('region');
    expect(host.getAttribute('tabindex')).toBe('0');
    expect(host.getAttribute('aria-label')).toBe('Ihre Bestellungen');
    widths.clientWidth = 900;
    await resize();
    expect(host.hasAttribute('role')).toBe(false);
    expect(host.hasAttribute('tabindex')).toBe(false);
    expect(host.hasAttribute('aria-label')).toBe(false);
    widths.clientWidth = 320;
    await resize();
    expect(host.getAttribute('role')).toBe('region');
  });

  it('names the region from the catalogue without a caption, and a hostile caption stays text', async () => {
    const { host } = wrapper('<table><tr><td>#1</td></tr></table>', { scrollWidth: 700, clientWidth: 320 });
    await mount(host);
    expect(host.getAttribute('aria-label')).toBe('Bestellungen');
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    const hostile = wrapper('<table><caption>&lt;img src=x onerror=alert(1)&gt;</caption><tr><td>#1</td></tr></table>', {
      scrollWidth: 700,
      clientWidth: 320,
    }).host;
    await mount(hostile);
    expect(hostile.getAttribute('aria-label')).toBe('<img src=x onerror=alert(1)>');
    expect(hostile.querySelector('img')).toBeNull();
  });

  it('refuses a host that holds no table, and the table itself (the wrapper is the host)', () => {
    document.body.innerHTML = '<div id="empty"></div><table id="table"><tr><td>1</td></tr></table>';
    expect(() => island.mount(document.getElementById('empty')!, {})).toThrow(/no table wrapper/);
    expect(() => island.mount(document.getElementById('table')!, {})).toThrow(/no table wrapper/);
  });
});

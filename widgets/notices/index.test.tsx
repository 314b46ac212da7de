import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountedInAct } from '../../test/fixtures/act';

/** A fresh spec and island (the spec's wait is module state). */
async function fresh() {
  vi.resetModules();
  const spec = (await import('./island')).notices;
  const island = (await import('./index')).default;
  return { spec, island };
}
const wrapper = (inner = '') => {
  document.body.innerHTML = `<div class="woocommerce-notices-wrapper" data-island="notices">${inner}</div>`;
  return document.querySelector<HTMLElement>('[data-island="notices"]')!;
};
/** The loader runs while the document is still loading its subresources: hosts found then are the server's. */
const whileLoading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
let unmount: (() => void) | undefined;

afterEach(() => {
  if (unmount) act(() => unmount!());
  unmount = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('notices island', () => {
  it('renders nothing, scrolls a printed error into view and focuses it; printed messages stay put', async () => {
    whileLoading();
    const { spec, island } = await fresh();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const host = wrapper('<ul class="woocommerce-error" role="alert"><li>Fehler</li></ul>');
    spec.onFound(host);
    unmount = await mountedInAct(() => island.mount(host, { offset: 100, durationMs: 0 }));
    await act(tick);
    expect(scroll).toHaveBeenCalled();
    expect(document.activeElement).toBe(host.querySelector('.woocommerce-error'));
    expect(host.querySelector('[data-island-root]')!.childNodes).toHaveLength(0);

    act(() => unmount!());
    unmount = undefined;
    scroll.mockClear();
    const message = wrapper('<div class="woocommerce-message">Hinzugefügt</div>');
    spec.onFound(message);
    unmount = await mountedInAct(() => island.mount(message, { offset: 100, durationMs: 0 }));
    await act(tick);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('reveals notices inserted before it mounted (what woke it) and after', async () => {
    const { spec, island } = await fresh();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const host = wrapper();
    spec.onFound(host);
    host.innerHTML = '<div class="woocommerce-info">Gutschein angewandt</div>';
    unmount = await mountedInAct(() => island.mount(host, { offset: 100, durationMs: 0 }));
    await act(tick);
    expect(document.activeElement).toBe(host.querySelector('.woocommerce-info'));
    host.insertAdjacentHTML('beforeend', '<ul class="woocommerce-error"><li>Fehler</li></ul>');
    await act(tick);
    await act(tick);
    expect(document.activeElement).toBe(host.querySelector('.woocommerce-error'));
  });
});

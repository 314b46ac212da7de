// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../src/wp/errors';
import type { HeldPress } from '../../src/islands/hold';

const adminAjax = vi.fn<(action: string, fields: Record<string, unknown>, options: { signal?: AbortSignal }) => Promise<string>>();
vi.mock('../../src/wp/ajax', () => ({ adminAjax: (...args: Parameters<typeof adminAjax>) => adminAjax(...args) }));

const { takePress } = await import('./early');
const { loadQuickView } = await import('./open');

const PRODUCT = '<div class="product"><h1 class="product-title">Espresso Nordlicht</h1></div>';

function link(prod: string) {
  const host = document.createElement('a');
  host.href = '/product/espresso-nordlicht/';
  host.className = 'quick-view';
  host.setAttribute('data-prod', prod);
  document.body.append(host);
  return host;
}

const press = (host: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  const held: HeldPress = { type: 'click', control: host };
  return takePress(host, held, event);
};

beforeEach(() => {
  adminAjax.mockReset();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the quick view before the framework (early.ts)', () => {
  it("asks for the product's lightbox at the press and leaves the press to the island, which takes that reply", async () => {
    adminAjax.mockResolvedValue(PRODUCT);
    const host = link('12');
    expect(press(host)).toBe(false);
    expect(adminAjax).toHaveBeenCalledTimes(1);
    expect(adminAjax).toHaveBeenCalledWith('flatsome_quickview', { product: 12 }, {});
    // a second press before the island is here asks nothing more
    press(host);
    expect(adminAjax).toHaveBeenCalledTimes(1);
    // the island's ask (the press replayed to it) takes the reply
    await expect(loadQuickView(12, new AbortController().signal)).resolves.toBe(PRODUCT);
    expect(adminAjax).toHaveBeenCalledTimes(1);
    // taken once: a later quick view of the same product asks afresh
    await loadQuickView(12);
    expect(adminAjax).toHaveBeenCalledTimes(2);
  });

  it("a reply that fails reaches the island's ask, which says so", async () => {
    const failure = new TransportError('http', 'HTTP 500', { url: 'x', status: 500 });
    adminAjax.mockImplementation(() => Promise.reject(failure));
    press(link('7'));
    const taken = await loadQuickView(7).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    expect(taken).toBe(failure);
    expect(adminAjax).toHaveBeenCalledTimes(1);
  });

  it('a reply that holds no HTML fails as the island would have it fail', async () => {
    adminAjax.mockResolvedValue('{"success":false}');
    press(link('8'));
    await expect(loadQuickView(8)).rejects.toMatchObject({ kind: 'protocol' });
  });

  for (const prod of ['', '0', '-3', '12abc', '1e3', '12.5', 'javascript:alert(1)', '9999999999999999'])
    it(`asks nothing for data-prod="${prod}": the island decides`, () => {
      expect(press(link(prod))).toBe(false);
      expect(adminAjax).not.toHaveBeenCalled();
    });

  it('asks nothing for a modified click (a new tab follows the link)', () => {
    expect(press(link('12'), { ctrlKey: true })).toBe(false);
    expect(press(link('12'), { button: 1 })).toBe(false);
    expect(adminAjax).not.toHaveBeenCalled();
  });
});

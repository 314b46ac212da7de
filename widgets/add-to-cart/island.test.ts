import { afterEach, describe, expect, it, vi } from 'vitest';

const loadPageModule = vi.fn<(name: string) => Promise<unknown>>();
vi.mock('../../src/islands/chunks', () => ({ loadPageModule }));

const press = (control: HTMLElement) => ({ type: 'click' as const, control });

afterEach(() => {
  vi.resetModules();
  loadPageModule.mockReset();
});

/** The spec as a fresh page's loader has it (its at-press module not fetched yet). */
const freshSpec = async () => (await import('./island')).addToCart;

describe('the add-to-cart spec (loader)', () => {
  it('fetches the at-press code once, when the page shows its first add; a press before it has arrived sends nothing from the loader', async () => {
    let arrive!: (module: unknown) => void;
    loadPageModule.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const spec = await freshSpec();
    const link = document.createElement('a');
    spec.onFound();
    spec.onFound();
    expect(loadPageModule.mock.calls).toEqual([['add-to-cart-at-once']]);
    const click = new MouseEvent('click', { button: 0 });
    expect(spec.sendAtOnce(link, press(link), click)).toBeUndefined();

    const sent = { orphaned: vi.fn() };
    const sendAtOnce = vi.fn(() => sent);
    const answerRefusedAdds = vi.fn();
    arrive({ sendAtOnce, answerRefusedAdds });
    await Promise.resolve();
    await Promise.resolve();
    expect(spec.sendAtOnce(link, press(link), click)).toBe(sent);
    expect(sendAtOnce).toHaveBeenCalledWith(link, press(link), click);
    // and from now on answers refused adds as add-to-cart.js does, once
    spec.onFound();
    expect(answerRefusedAdds).toHaveBeenCalledTimes(1);
  });

  it('a fetch that failed is tried again with the next add found (the early module sends meanwhile)', async () => {
    loadPageModule
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ sendAtOnce: () => undefined, answerRefusedAdds: () => undefined });
    const spec = await freshSpec();
    spec.onFound();
    await Promise.resolve();
    await Promise.resolve();
    spec.onFound();
    expect(loadPageModule).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

const loadPageModule = vi.fn<(name: string) => Promise<unknown>>();
vi.mock('../../src/islands/chunks', () => ({ loadPageModule }));

afterEach(() => {
  vi.resetModules();
  loadPageModule.mockReset();
});

describe('the quick-view spec (loader)', () => {
  it('fetches the at-press code once, when the page shows its first quick-view link, and sends from it once here', async () => {
    let arrive!: (module: unknown) => void;
    loadPageModule.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { quickView } = await import('./island');
    const link = {} as HTMLElement;
    const press = { type: 'click' as const, control: link };
    const click = {} as Event;
    quickView.onFound();
    quickView.onFound();
    expect(loadPageModule.mock.calls).toEqual([['quick-view-at-once']]);
    // before it has come, the early module asks
    expect(quickView.sendAtOnce(link, press, click)).toBeUndefined();

    const sent = { productId: 12 };
    const sendAtOnce = vi.fn(() => sent);
    arrive({ sendAtOnce });
    await Promise.resolve();
    await Promise.resolve();
    expect(quickView.sendAtOnce(link, press, click)).toBe(sent);
    expect(sendAtOnce).toHaveBeenCalledWith(link, press, click);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTermsChunk, reachesForTermsLink } from './terms-link';

const termsLink = () => {
  document.body.innerHTML =
    '<p><a class="woocommerce-terms-and-conditions-link" href="/agb/"><span>AGB</span></a> <a href="/datenschutz/">Datenschutz</a></p>';
  return document.querySelector<HTMLAnchorElement>('a')!;
};

/** A module load the test settles by hand. */
function deferredLoads() {
  const settles: Array<{ resolve(module: string): void; reject(error: Error): void }> = [];
  const loadModule = vi.fn(() => new Promise<string>((resolve, reject) => settles.push({ resolve, reject })));
  return { loadModule, settles };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the terms dialog’s chunk', () => {
  it('is asked for only when wanted (reaching for the link, or its click), once while it comes', async () => {
    const { loadModule, settles } = deferredLoads();
    const loaded = vi.fn();
    const chunk = loadTermsChunk(loadModule, loaded, () => undefined);
    await flush();
    expect(loadModule).not.toHaveBeenCalled();
    chunk.load();
    chunk.load();
    chunk.wait(termsLink());
    expect(loadModule).toHaveBeenCalledTimes(1);
    settles[0]!.resolve('module');
    await flush();
    expect(loaded).toHaveBeenCalledWith('module');
    chunk.load();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('a click that waits for it asks for it; if it cannot be had the link opens in a new tab once, and it is asked for again next time', async () => {
    const { loadModule, settles } = deferredLoads();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const gaveUp = vi.fn();
    const chunk = loadTermsChunk(loadModule, () => undefined, gaveUp);
    chunk.wait(termsLink());
    expect(loadModule).toHaveBeenCalledTimes(1);
    settles[0]!.reject(new Error('offline'));
    await flush();
    expect(chunk.failed).toBe(true);
    expect(open.mock.calls).toEqual([[expect.stringMatching(/\/agb\/$/), '_blank', 'noopener']]);
    expect(gaveUp).toHaveBeenCalledTimes(1);
    chunk.load();
    expect(loadModule).toHaveBeenCalledTimes(2);
    settles[1]!.resolve('module');
    await flush();
    expect(chunk.failed).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('once stopped, says nothing of what comes', async () => {
    const { loadModule, settles } = deferredLoads();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const loaded = vi.fn();
    const gaveUp = vi.fn();
    const chunk = loadTermsChunk(loadModule, loaded, gaveUp);
    chunk.wait(termsLink());
    chunk.stop();
    settles[0]!.reject(new Error('offline'));
    await flush();
    expect([loaded.mock.calls, gaveUp.mock.calls, open.mock.calls]).toEqual([[], [], []]);
  });

  it('knows the shopper reaching for a terms link, from anything inside it, and no other link', () => {
    const link = termsLink();
    const from = (target: Element) => {
      const event = new Event('pointerover', { bubbles: true });
      let reached = false;
      document.body.addEventListener('pointerover', (heard) => (reached = reachesForTermsLink(heard)), { once: true });
      target.dispatchEvent(event);
      return reached;
    };
    expect(from(link)).toBe(true);
    expect(from(link.querySelector('span')!)).toBe(true);
    expect(from(document.querySelector('a[href="/datenschutz/"]')!)).toBe(false);
    expect(from(document.body)).toBe(false);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeldPress } from '../../src/islands/hold';
import { resetConfig } from '../../src/wp/config';
import { takePress } from './early';
import { loadQuickView } from './open';
import { sendAtOnce } from './send-at-once';

const PRODUCT = '<div class="product"><h1 class="product-title">Espresso Nordlicht</h1></div>';
const AJAX_URL = '/wp-admin/admin-ajax.php';

const fetchMock = vi.fn<typeof fetch>();

function link(prod: string, extra = '') {
  document.body.innerHTML = `<a href="/product/espresso-nordlicht/" class="quick-view" data-prod="${prod}" ${extra}>Schnellansicht</a>`;
  return document.querySelector<HTMLElement>('a.quick-view')!;
}

const click = (init: MouseEventInit = {}) => new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
const held = (host: HTMLElement): HeldPress => ({ type: 'click', control: host });

/** The press as the loader runs it: sent at once, then offered to the early module with what was sent. */
function pressAtOnce(host: HTMLElement) {
  const event = click();
  const sent = sendAtOnce(host, held(host), event);
  return { sent, taken: takePress(host, held(host), event, sent) };
}

const sentBody = (call = 0) => new URLSearchParams(String(fetchMock.mock.calls[call]?.[1]?.body)).toString();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  (window as { shopIslands?: unknown }).shopIslands = { ajaxUrl: AJAX_URL };
  resetConfig();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { shopIslands?: unknown }).shopIslands;
  resetConfig();
  document.body.innerHTML = '';
});

describe("the quick view's request at the press, from the loader (send-at-once.ts)", () => {
  it("asks the site's admin-ajax for the product's lightbox, as the island asks it; the island takes that reply, one request in all", async () => {
    fetchMock.mockResolvedValue(new Response(PRODUCT, { status: 200 }));
    const host = link('12');
    const { sent, taken } = pressAtOnce(host);
    expect(sent).toMatchObject({ productId: 12 });
    // the press goes on to the island, which is replayed it once mounted
    expect(taken).toBe(false);
    // not in the press's task: the link's busy state is painted first
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(AJAX_URL);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(sentBody()).toBe('action=flatsome_quickview&product=12');
    await expect(loadQuickView(12, new AbortController().signal)).resolves.toBe(PRODUCT);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a second press before the island came sends a second request, which is dropped: the first one's reply serves", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(PRODUCT)));
    const host = link('12');
    pressAtOnce(host);
    const second = pressAtOnce(host);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect((fetchMock.mock.calls[1]![1]!.signal as AbortSignal).aborted).toBe(true);
    expect(second.taken).toBe(false);
    await expect(loadQuickView(12)).resolves.toBe(PRODUCT);
  });

  const failures: Array<[string, () => Promise<Response>, Record<string, unknown>]> = [
    ['HTTP 500', () => Promise.resolve(new Response('<p>Fatal error</p>', { status: 500 })), { kind: 'http', status: 500 }],
    ["WordPress's `0` (no such action)", () => Promise.resolve(new Response('0')), { kind: 'protocol', code: 'zero' }],
    ["WordPress's `-1` (a nonce refused)", () => Promise.resolve(new Response('-1')), { kind: 'protocol', code: 'minus-one' }],
    ['a reply without HTML', () => Promise.resolve(new Response('{"success":false}')), { kind: 'protocol', code: 'malformed' }],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), { kind: 'network' }],
  ];
  for (const [what, reply, failure] of failures)
    it(`${what}: the island's ask fails as its own would, with what went wrong`, async () => {
      fetchMock.mockImplementation(reply);
      pressAtOnce(link('7'));
      await expect(loadQuickView(7)).rejects.toMatchObject(failure);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

  it("a reply that never comes is given up at the time-out, as the island's own ask is", async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      pressAtOnce(link('7'));
      const asked = loadQuickView(7).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(20_000);
      await expect(asked).resolves.toMatchObject({ kind: 'timeout' });
      expect((fetchMock.mock.calls[0]![1]!.signal as AbortSignal).aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  for (const prod of [
    '',
    '0',
    '-3',
    '12abc',
    '1e3',
    '12.5',
    'javascript:alert(1)',
    '9999999999999999',
    '12&action=woocommerce_add_to_cart',
  ])
    it(`sends nothing for data-prod="${prod}": the island decides`, () => {
      expect(pressAtOnce(link(prod)).sent).toBeUndefined();
      expect(fetchMock).not.toHaveBeenCalled();
    });

  it("never takes where to send from the host: a link's own URL or action attributes are ignored", async () => {
    fetchMock.mockResolvedValue(new Response(PRODUCT));
    const host = link('12', 'data-url="https://evil.example/" data-action="woocommerce_remove_from_cart" data-ajax-url="/elsewhere"');
    pressAtOnce(host);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(AJAX_URL);
    expect(sentBody()).toBe('action=flatsome_quickview&product=12');
  });

  it("sends nothing without the plugin's admin-ajax URL (the early module asks, once here), nor for a modified click or another press", () => {
    delete (window as { shopIslands?: unknown }).shopIslands;
    const host = link('12');
    expect(sendAtOnce(host, held(host), click())).toBeUndefined();
    (window as { shopIslands?: unknown }).shopIslands = { ajaxUrl: 42 };
    expect(sendAtOnce(host, held(host), click())).toBeUndefined();
    (window as { shopIslands?: unknown }).shopIslands = { ajaxUrl: AJAX_URL };
    expect(sendAtOnce(host, held(host), click({ ctrlKey: true }))).toBeUndefined();
    expect(sendAtOnce(host, held(host), click({ button: 1 }))).toBeUndefined();
    const form = document.createElement('form');
    expect(sendAtOnce(host, { type: 'submit', form, submitter: null }, new Event('submit'))).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

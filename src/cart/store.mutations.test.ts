/**
 * One cart mutation in flight per session: a sent request is never aborted and holds the queue
 * until its reply (or its hard failure), whatever the client time-out says; quantity changes not
 * yet sent coalesce into the newest.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch } from '../../test/fixtures/controlled-fetch';
import { fakeCartDeps } from '../../test/fixtures/cart-deps';
import { resetConfig } from '../wp/config';
import { useShopConfig } from '../../test/fixtures/shop-config';
import { MUTATION_HARD_TIMEOUT_MS } from '../wp/http';
import { readFragmentParams } from './params';
import { CartStore } from './store';

const params = readFragmentParams({ request_timeout: '5000' });
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1</div>' };

const flush = async () => {
  for (let round = 0; round < 10; round++) await vi.advanceTimersByTimeAsync(0);
};

describe('cart mutations', () => {
  let net: ReturnType<typeof controlledFetch>;
  // the store fetches the sanitiser on its first fragments; loaded here, that import settles under fake timers
  beforeAll(() => import('../ui/sanitize').then((module) => module.sanitizer()));
  beforeEach(() => {
    vi.useFakeTimers();
    useShopConfig({ requestTimeoutMs: 1000 });
    net = controlledFetch();
    vi.stubGlobal('fetch', net.fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>).shopIslands;
    resetConfig();
  });

  it('a sent quantity change is never aborted; later ones coalesce and wait for its reply, then the add', async () => {
    const store = new CartStore(params, fakeCartDeps());
    const first = store.setQuantity('k', 2);
    await flush(); // sent
    const changes = [3, 4, 5, 6].map((quantity) => store.setQuantity('k', quantity));
    const add = store.addToCart({ product_id: 2, quantity: 1 });
    await flush();
    expect(net.sent.map((request) => request.body.get('quantity'))).toEqual(['2']);
    await vi.advanceTimersByTimeAsync(900);
    expect(net.sent[0]!.signal.aborted).toBe(false);
    net.sent[0]!.reply({ key: 'k', quantity: 2 });
    await flush();
    expect(net.sent[0]!.signal.aborted).toBe(false);
    expect(net.sent.map((request) => request.body.get('quantity') ?? request.action)).toEqual(['2', '6']);
    net.sent[1]!.reply({ key: 'k', quantity: 6 });
    await flush();
    expect(net.sent[2]!.action).toBe('add_to_cart');
    net.sent[2]!.reply({ fragments, cart_hash: 'h' });
    await flush();
    expect(net.sent[3]!.action).toBe('get_refreshed_fragments');
    net.sent[3]!.reply({ fragments, cart_hash: 'h' });
    await flush();
    expect(await add).toEqual({ ok: true });
    await Promise.all([first, ...changes]);
    expect(net.maxOut()).toBe(1);
  });

  it('ignores a reply that a newer change overtook', async () => {
    const store = new CartStore(params, fakeCartDeps());
    const first = store.setQuantity('k', 2);
    await flush();
    const second = store.setQuantity('k', 3);
    net.sent[0]!.reply({ key: 'k', quantity: 2 });
    await flush();
    await first;
    // no refresh for the overtaken reply: the next request is the newer change
    expect(net.sent.map((request) => request.body.get('quantity') ?? request.action)).toEqual(['2', '3']);
    net.sent[1]!.reply({ key: 'k', quantity: 3 });
    await flush();
    expect(net.sent[2]!.action).toBe('get_refreshed_fragments');
    net.sent[2]!.reply({ fragments, cart_hash: 'h' });
    await second;
  });

  it('a client time-out does not release the queue: it says so and waits for the real reply', async () => {
    const store = new CartStore(params, fakeCartDeps());
    const events: string[] = [];
    store.subscribe((event) => events.push(event.type));
    const change = store.setQuantity('k', 2);
    const add = store.addToCart({ product_id: 2 });
    await flush();
    await vi.advanceTimersByTimeAsync(1500);
    expect(events).toContain('slow');
    expect(net.sent).toHaveLength(1);
    expect(net.sent[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(net.sent).toHaveLength(1);
    net.sent[0]!.reply({ key: 'k', quantity: 2 });
    await flush();
    expect(net.sent[1]!.action).toBe('add_to_cart');
    net.sent[1]!.reply({ fragments, cart_hash: 'h' });
    await flush();
    net.sent[2]!.reply({ fragments, cart_hash: 'h' });
    await expect(change).resolves.toBeUndefined();
    expect(await add).toEqual({ ok: true });
  });

  it('a network error or the hard cap releases the queue and reports the failure', async () => {
    const store = new CartStore(params, fakeCartDeps());
    const failed = store.setQuantity('k', 2).catch((error: unknown) => error);
    const add = store.addToCart({ product_id: 2 });
    await flush();
    net.sent[0]!.fail();
    await flush();
    expect(await failed).toMatchObject({ kind: 'network' });
    expect(net.sent[1]!.action).toBe('add_to_cart');
    await vi.advanceTimersByTimeAsync(MUTATION_HARD_TIMEOUT_MS - 1);
    expect(net.sent[1]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.sent[1]!.signal.aborted).toBe(true);
    expect(await add).toMatchObject({ ok: false, reason: 'failed', error: { kind: 'timeout' } });
  });
});

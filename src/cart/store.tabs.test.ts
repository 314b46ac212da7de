/**
 * One cart change at a time per session, not per tab: the stores of two tabs share the browser's
 * Web Locks (a fake here), so their mutations never overlap on the server; each tab shows the
 * other's change with one refresh (localStorage's hash and the `storage` event, as
 * cart-fragments.js), and the tab that made it makes none.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch } from '../../test/fixtures/controlled-fetch';
import { fakeCartDeps, memoryStorage, type FakeCartDeps } from '../../test/fixtures/cart-deps';
import { fakeLocks, type FakeLocks } from '../../test/fixtures/locks';
import { useShopConfig } from '../../test/fixtures/shop-config';
import { resetConfig } from '../wp/config';
import { MUTATION_HARD_TIMEOUT_MS } from '../wp/http';
import { writeCachedFragments } from './cache';
import { readFragmentParams } from './params';
import { CartStore } from './store';

const params = readFragmentParams({ cart_hash_key: 'wc_cart_hash_x', fragment_name: 'wc_fragments_x' });
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1</div>' };

const flush = async () => {
  for (let round = 0; round < 20; round++) await vi.advanceTimersByTimeAsync(0);
};

/**
 * Tabs of one browser: one cookie jar, one localStorage (a write fires `storage` in the OTHER tabs,
 * as a task, and only if the value changed), a sessionStorage each, one lock manager.
 */
function browserTabs(count: number, locks: FakeLocks | null = fakeLocks()) {
  const local = memoryStorage();
  const tabs: FakeCartDeps[] = [];
  const tell = (writer: FakeCartDeps, key: string, oldValue: string | null, newValue: string | null) => {
    if (oldValue === newValue) return;
    for (const tab of tabs) if (tab !== writer) setTimeout(() => tab.emitWindow('storage', { key, oldValue, newValue }), 0);
  };
  for (let index = 0; index < count; index++) {
    const deps = fakeCartDeps('http://shop.test/shop/');
    const tabLocal: Storage = {
      ...local,
      getItem: (key) => local.getItem(key),
      setItem: (key, value) => {
        const old = local.getItem(key);
        local.setItem(key, value);
        tell(deps, key, old, String(value));
      },
      removeItem: (key) => {
        const old = local.getItem(key);
        local.removeItem(key);
        tell(deps, key, old, null);
      },
    };
    deps.storage.local = tabLocal;
    if (locks) deps.locks = locks;
    tabs.push(deps);
  }
  const jar = new Map<string, string>([
    ['woocommerce_items_in_cart', '1'],
    ['woocommerce_cart_hash', 'h1'],
  ]);
  for (const deps of tabs) {
    deps.jar = jar;
    deps.cookies = { get: (name) => jar.get(name) };
    // each tab was loaded with the cart as it was (its cache), so starting costs no request
    writeCachedFragments(deps.storage, params, fragments, 'h1', deps.clock.now);
  }
  return { tabs, local, stores: tabs.map((deps) => new CartStore(params, deps)) };
}

describe('cart changes across tabs', () => {
  let net: ReturnType<typeof controlledFetch>;
  beforeAll(() => import('../ui/sanitize').then((module) => module.sanitizer()));
  beforeEach(() => {
    vi.useFakeTimers();
    useShopConfig();
    net = controlledFetch((action) => action !== 'get_refreshed_fragments');
    vi.stubGlobal('fetch', net.fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>).shopIslands;
    resetConfig();
  });

  const actions = () => net.sent.map((request) => `${request.action}${request.body.get('product_id') ?? ''}`);

  it('two tabs adding at the same moment: the second add leaves only after the first one’s reply', async () => {
    const { stores } = browserTabs(2);
    const [a, b] = stores;
    const adds = [a!.addToCart({ product_id: 1 }), b!.addToCart({ product_id: 2 })];
    await flush();
    expect(actions()).toEqual(['add_to_cart1']);
    expect(b!.isAdding).toBe(true);
    net.sent[0]!.reply({ fragments, cart_hash: 'h2' });
    await flush();
    expect(actions()[1]).toBe('add_to_cart2');
    net.sent[1]!.reply({ fragments, cart_hash: 'h3' });
    await flush();
    expect(await Promise.all(adds)).toEqual([{ ok: true }, { ok: true }]);
    expect(net.maxOut()).toBe(1);
  });

  it('every kind of change takes turns: a remove, a quantity change and a cart page change wait for the other tab’s add', async () => {
    const { stores } = browserTabs(2);
    const [a, b] = stores;
    const add = a!.addToCart({ product_id: 1 });
    await flush();
    const remove = b!.remove('k1');
    const quantity = b!.setQuantity('k2', 3);
    let pageSent = false;
    const page = b!.pageChange(async () => {
      pageSent = true;
    });
    await flush();
    expect(actions()).toEqual(['add_to_cart1']);
    expect(pageSent).toBe(false);
    net.sent[0]!.reply({ fragments, cart_hash: 'h2' });
    await flush();
    expect(actions()).toEqual(['add_to_cart1', 'remove_from_cart']);
    net.sent[1]!.reply({ fragments, cart_hash: 'h3' });
    await flush();
    expect(actions()[2]).toBe('flatsome_ajax_cart_item_alter_quantity');
    net.sent[2]!.reply({ key: 'k2', quantity: 3 });
    await flush();
    expect(pageSent).toBe(true);
    for (const request of net.sent.slice(3)) request.reply({ fragments, cart_hash: 'h4' });
    await flush();
    await Promise.all([add, remove, quantity, page]);
    expect(net.maxOut()).toBe(1);
  });

  it('a failed change (HTTP 500, network error) lets go of the lock: the other tab’s change goes', async () => {
    const locks = fakeLocks();
    const { stores } = browserTabs(2, locks);
    const [a, b] = stores;
    const failing = a!.addToCart({ product_id: 1 });
    const waiting = b!.addToCart({ product_id: 2 });
    await flush();
    net.sent[0]!.reply('<h1>Fehler</h1>', 500);
    await flush();
    expect(await failing).toMatchObject({ ok: false, reason: 'failed' });
    expect(actions()).toEqual(['add_to_cart1', 'add_to_cart2']);
    net.sent[1]!.fail();
    await flush();
    expect(await waiting).toMatchObject({ ok: false, reason: 'failed', error: { kind: 'network' } });
    expect(locks.held()).toBeUndefined();
    const after = a!.addToCart({ product_id: 3 });
    await flush();
    expect(actions()[2]).toBe('add_to_cart3');
    net.sent[2]!.reply({ fragments, cart_hash: 'h2' });
    await flush();
    expect(await after).toEqual({ ok: true });
  });

  it('a slow change holds the lock past the time-out, while its request may still change the cart, and lets go at the hard cap', async () => {
    const locks = fakeLocks();
    const { stores } = browserTabs(2, locks);
    const [a, b] = stores;
    const events: string[] = [];
    a!.subscribe((event) => events.push(event.type));
    const slow = a!.addToCart({ product_id: 1 });
    await flush();
    const waiting = b!.addToCart({ product_id: 2 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events).toContain('slow');
    expect(actions()).toEqual(['add_to_cart1']);
    await vi.advanceTimersByTimeAsync(MUTATION_HARD_TIMEOUT_MS - 30_000);
    await flush();
    expect(await slow).toMatchObject({ ok: false, reason: 'failed', error: { kind: 'timeout' } });
    expect(actions()).toEqual(['add_to_cart1', 'add_to_cart2']);
    net.sent[1]!.reply({ fragments, cart_hash: 'h2' });
    await flush();
    expect(await waiting).toEqual({ ok: true });
    expect(locks.held()).toBeUndefined();
  });

  it('a refresh (a read) takes no lock: it goes while the other tab’s add is out', async () => {
    const locks = fakeLocks();
    const { stores } = browserTabs(2, locks);
    const [a, b] = stores;
    const add = a!.addToCart({ product_id: 1 });
    await flush();
    const refresh = b!.refresh();
    await flush();
    expect(actions()).toEqual(['add_to_cart1', 'get_refreshed_fragments']);
    expect(locks.granted()).toBe(1);
    net.sent[1]!.reply({ fragments, cart_hash: 'h1' });
    net.sent[0]!.reply({ fragments, cart_hash: 'h2' });
    await flush();
    expect(await refresh).toBe(true);
    expect(await add).toEqual({ ok: true });
  });

  it('without Web Locks each tab still sends its own changes one at a time', async () => {
    const { stores } = browserTabs(2, null);
    const [a, b] = stores;
    expect(a!.queue.crossTab).toBe(false);
    const adds = [a!.addToCart({ product_id: 1 }), a!.addToCart({ product_id: 2 }), b!.addToCart({ product_id: 3 })];
    await flush();
    // this tab's second add waits for its first; the other tab's goes (no lock to share)
    expect(actions()).toEqual(['add_to_cart1', 'add_to_cart3']);
    net.sent[0]!.reply({ fragments, cart_hash: 'h2' });
    await flush();
    expect(actions()).toContain('add_to_cart2');
    for (const request of net.sent.filter((_, index) => index > 0)) request.reply({ fragments, cart_hash: 'h3' });
    await flush();
    for (const request of net.sent.slice(3)) request.reply({ fragments, cart_hash: 'h3' });
    await flush();
    await Promise.all(adds);
  });

  it('another tab’s change: each other tab refreshes once, the tab that made it not at all', async () => {
    const { stores } = browserTabs(3);
    stores.forEach((store) => store.start());
    await flush();
    expect(net.sent).toEqual([]);
    const add = stores[0]!.addToCart({ product_id: 1 });
    await flush();
    net.sent[0]!.reply({ fragments, cart_hash: 'h2' });
    await flush();
    expect(await add).toEqual({ ok: true });
    expect(actions()).toEqual(['add_to_cart1', 'get_refreshed_fragments', 'get_refreshed_fragments']);
    net.sent[1]!.reply({ fragments, cart_hash: 'h2' });
    net.sent[2]!.reply({ fragments, cart_hash: 'h2' });
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.sent).toHaveLength(3); // their refreshes wrote the same hash: no event, no storm
    stores.forEach((store) => store.stop());
  });

  it('hashes that arrive while the refresh for another tab waits join it; none if this tab’s own change brought that cart', async () => {
    const { stores, tabs } = browserTabs(2);
    const [, b] = stores;
    b!.start();
    await flush();
    const busy = b!.refresh(); // this tab's queue is busy
    await flush();
    for (const hash of ['h2', 'h3', 'h4']) tabs[1]!.emitWindow('storage', { key: params.cartHashKey, newValue: hash });
    net.sent[0]!.reply({ fragments, cart_hash: 'h1' });
    await flush();
    await busy;
    expect(actions()).toEqual(['get_refreshed_fragments', 'get_refreshed_fragments']);
    net.sent[1]!.reply({ fragments, cart_hash: 'h4' });
    await flush();
    // this tab's own add is out when another tab's hash arrives; its reply is that very cart
    const add = b!.addToCart({ product_id: 5 });
    await flush();
    tabs[1]!.emitWindow('storage', { key: params.cartHashKey, newValue: 'h5' });
    net.sent[2]!.reply({ fragments, cart_hash: 'h5' });
    await flush();
    expect(await add).toEqual({ ok: true });
    expect(net.sent).toHaveLength(3);
    b!.stop();
  });

  it('a change that empties the cart tells the other tabs once', async () => {
    const { stores, local } = browserTabs(2);
    stores.forEach((store) => store.start());
    await flush();
    const remove = stores[0]!.remove('k1');
    await flush();
    net.sent[0]!.reply({ fragments, cart_hash: '' });
    await flush();
    expect(await remove).toEqual({ ok: true });
    expect(local.getItem(params.cartHashKey)).toBe('');
    expect(actions()).toEqual(['remove_from_cart', 'get_refreshed_fragments']);
    net.sent[1]!.reply({ fragments, cart_hash: '' });
    await flush();
    expect(net.sent).toHaveLength(2);
    stores.forEach((store) => store.stop());
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCartDeps, firedNames, type FakeCartDeps } from '../../test/fixtures/cart-deps';
import { buttonsUpdated } from '../../test/fixtures/button-updates';
import { useShopConfig } from '../../test/fixtures/shop-config';
import { writeCachedFragments } from './cache';
import { CACHE_MAX_AGE_MS, readFragmentParams } from './params';
import { CartStore, type CartSnapshot } from './store';

const params = readFragmentParams({ cart_hash_key: 'wc_cart_hash_x', fragment_name: 'wc_fragments_x', request_timeout: '5000' });
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">2 Artikel</div>' };

describe('CartStore', () => {
  let calls: string[];
  let replies: Array<() => Response>;
  let deps: FakeCartDeps;
  beforeEach(() => {
    deps = fakeCartDeps('http://shop.test/shop/');
    useShopConfig();
    calls = [];
    replies = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${url} ${String(init.body ?? '')}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        return (replies.shift() ?? (() => new Response(JSON.stringify({ fragments, cart_hash: 'h1' }))))();
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>).shopIslands;
  });

  it('makes no request for a visitor without a cart cookie', async () => {
    const store = new CartStore(params, deps);
    store.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    store.stop();
  });

  it('sends adds strictly one after another, and a failed add does not stop the next', async () => {
    const store = new CartStore(params, deps);
    replies.push(() => new Response('<h1>Fehler</h1>', { status: 500 }));
    const results = await Promise.all([1, 2, 3].map((id) => store.addToCart({ product_id: id, quantity: 1 })));
    expect(results.map((result) => result.ok)).toEqual([false, true, true]);
    expect(calls.map((call) => call.split(' ')[1])).toEqual([
      'product_id=1&quantity=1',
      'product_id=2&quantity=1',
      'product_id=3&quantity=1',
    ]);
  });

  it('keeps one snapshot object until something changes: adds in flight, then the fragments they brought', async () => {
    const store = new CartStore(params, deps);
    const seen: CartSnapshot[] = [];
    store.subscribeSnapshot(() => seen.push(store.getSnapshot()));
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    const adds = Promise.all([store.addToCart({ product_id: 1 }), store.addToCart({ product_id: 2 })]);
    expect(store.getSnapshot()).toMatchObject({ adding: 2, slow: false, fragmentsVersion: 0 });
    await adds;
    expect(store.getSnapshot()).toMatchObject({ adding: 0, slow: false, fragmentsVersion: 2 });
    expect(new Set(seen).size).toBe(seen.length); // each notification brought a new object
    expect(seen.map((snapshot) => [snapshot.adding, snapshot.fragmentsVersion])).toEqual([
      [1, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
    ]);
  });

  it('fires wc-blocks_adding_to_cart when an add starts (it wakes the mini cart) and remembers how the last add ended', async () => {
    const store = new CartStore(params, deps);
    expect(store.lastAddResult).toBeNull();
    const adding = store.addToCart({ product_id: 1 });
    // fired at once, before any reply: the mini cart's code loads while the add is on its way
    expect(firedNames(deps)).toContain('wc-blocks_adding_to_cart');
    await adding;
    expect(store.lastAddResult).toBe('added');
    replies.push(() => new Response('<h1>Fehler</h1>', { status: 500 }));
    await store.addToCart({ product_id: 2 });
    expect(store.lastAddResult).toBe('failed');
    expect(firedNames(deps).filter((name) => name === 'wc-blocks_adding_to_cart')).toHaveLength(2);
  });

  it("announces the pressed control's success message in WooCommerce's live region, emptied when the next change starts; a failure announces nothing", async () => {
    document.body.innerHTML = `<a class="add_to_cart_button" data-product_id="1" data-success_message="&ldquo;Espressobohnen&rdquo; has been added to your cart"></a>
      <a class="remove_from_cart_button" data-success_message="&ldquo;Espressobohnen&rdquo; has been removed from your cart"></a>`;
    const [add, remove] = [...document.querySelectorAll('a')];
    const region = () => document.querySelector('.widget_shopping_cart_live_region[role="status"].screen-reader-text');
    const store = new CartStore(params, deps);
    const adding = store.addToCart({ product_id: 1 }, add!);
    expect(region()?.textContent).toBe('');
    await adding;
    expect(region()?.textContent).toBe('“Espressobohnen” has been added to your cart');
    expect(region()?.getAttribute('aria-relevant')).toBe('all');
    const removing = store.remove('k1', remove as HTMLAnchorElement);
    expect(region()?.textContent).toBe('');
    expect(region()?.hasAttribute('aria-relevant')).toBe(false);
    await removing;
    expect(region()?.textContent).toBe('“Espressobohnen” has been removed from your cart');
    replies.push(() => new Response('<h1>Fehler</h1>', { status: 500 }));
    await store.addToCart({ product_id: 1 }, add!);
    expect(region()?.textContent).toBe('');
    expect(document.querySelectorAll('.widget_shopping_cart_live_region')).toHaveLength(1);
    document.body.innerHTML = '';
  });

  it('never follows a foreign product_url from an error reply', async () => {
    const store = new CartStore(params, deps);
    replies.push(() => new Response(JSON.stringify({ error: true, product_url: 'https://evil.example/phish' })));
    expect(await store.addToCart({ product_id: 1 })).toMatchObject({ ok: false, reason: 'failed' });
    replies.push(() => new Response(JSON.stringify({ error: true, product_url: 'javascript:alert(1)' })));
    expect(await store.addToCart({ product_id: 1 })).toMatchObject({ ok: false, reason: 'failed' });
    replies.push(() => new Response(JSON.stringify({ error: true, product_url: '/product/roestmeister-set/' })));
    expect(await store.addToCart({ product_id: 1 })).toMatchObject({ ok: false, reason: 'redirected' });
    expect(deps.assign.mock.calls).toEqual([['http://shop.test/product/roestmeister-set/']]);
  });

  it('quantity changes are latest-wins: an overtaken change is never sent', async () => {
    const store = new CartStore(params, deps);
    replies.push(() => new Response(JSON.stringify({ key: 'k', quantity: 2 })));
    const first = store.setQuantity('k', 2);
    const second = store.setQuantity('k', 3);
    const third = store.setQuantity('k', 4);
    await Promise.all([first, second, third]);
    const sent = calls.filter((call) => call.includes('alter_quantity'));
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(sent.at(-1)).toContain('quantity=4');
    expect(sent.some((call) => call.includes('quantity=3'))).toBe(false);
  });

  it('a cart without cached fragments is refreshed at start, unless an add sent before the store ran brings them (replyComing)', async () => {
    deps.jar.set('woocommerce_items_in_cart', '1');
    deps.jar.set('woocommerce_cart_hash', 'h1');
    const refreshes = () => calls.filter((call) => call.includes('get_refreshed_fragments')).length;
    const waiting = new CartStore(params, deps);
    waiting.start(true);
    await waiting.queue.drained();
    expect(refreshes()).toBe(0);
    waiting.stop();
    const store = new CartStore(params, deps);
    store.start();
    await store.queue.drained();
    expect(refreshes()).toBe(1);
    store.stop();
  });

  /** A store started on a page with a cart whose fragments are cached (nothing fetched at start). */
  async function startedWithCachedCart() {
    deps.jar.set('woocommerce_items_in_cart', '1');
    deps.jar.set('woocommerce_cart_hash', 'h1');
    writeCachedFragments(deps.storage, params, fragments, 'h1', deps.clock.now);
    const store = new CartStore(params, deps);
    store.start();
    await store.queue.drained();
    return store;
  }

  it('refreshes on wc_fragment_refresh, updated_wc_div, another tab’s new hash and a page back from the bfcache; stop lets go of all', async () => {
    const store = await startedWithCachedCart();
    expect(calls).toEqual([]); // the cache served
    const refreshes = () => calls.filter((call) => call.includes('get_refreshed_fragments')).length;
    deps.emit('wc_fragment_refresh');
    await store.queue.drained();
    deps.emit('updated_wc_div');
    await store.queue.drained();
    deps.emitWindow('storage', { key: 'wc_cart_hash_x', newValue: 'h1' }); // the same hash: nothing to do
    deps.emitWindow('storage', { key: 'unrelated', newValue: 'h9' });
    await store.queue.drained();
    expect(refreshes()).toBe(2);
    deps.emitWindow('storage', { key: 'wc_cart_hash_x', newValue: 'h9' });
    await store.queue.drained();
    deps.emitWindow('pageshow', { persisted: false });
    deps.emitWindow('pageshow', { persisted: true });
    await store.queue.drained();
    expect(refreshes()).toBe(4);
    store.stop();
    expect(deps.listening()).toBe(0);
  });

  it("puts in the fragments another plugin's own add or remove hands round (added_to_cart / removed_from_cart), in turn, kept as cart-fragments.js keeps them; no request", async () => {
    const store = await startedWithCachedCart();
    const shown: unknown[] = [];
    store.subscribe((event) => event.type === 'fragments' && shown.push(event.fragments));
    const theirs = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">3 Artikel</div>' };
    deps.emit('added_to_cart', theirs, 'h7', null);
    await store.queue.drained();
    expect(shown).toEqual([theirs]);
    expect(deps.storage.session.getItem('wc_fragments_x')).toBe(JSON.stringify(theirs));
    expect(deps.storage.session.getItem('wc_cart_hash_x')).toBe('h7');
    expect(firedNames(deps)).toEqual(['wc_fragments_loaded', 'wc_fragments_loaded']); // the cache's at start, then theirs
    // a removal that empties the cart: WooCommerce's reply holds an empty list and an empty hash
    deps.emit('removed_from_cart', [], '', null);
    await store.queue.drained();
    expect(shown).toEqual([theirs, {}]);
    expect(deps.storage.session.getItem('wc_fragments_x')).toBeNull();
    expect(calls).toEqual([]);
    store.stop();
  });

  it('answers the button another plugin\'s add names as add-to-cart.js does: not loading, added, one "View cart" link to the site\'s cart, wc_cart_button_updated, its success message read out', async () => {
    document.body.innerHTML = `
      <p><a href="?add-to-cart=7" class="button wishlist-add loading" data-success_message="“Tasse” wurde Ihrem Warenkorb hinzugefügt">In den Warenkorb</a></p>
      <p><a href="#" class="button their-remove" data-success_message="“Tasse” wurde entfernt">Entfernen</a></p>
      <p><a href="?add-to-cart=8" class="button refused loading">In den Warenkorb</a></p>`;
    const [wishlist, remove, refused] = [...document.querySelectorAll('a.button')];
    const listening = new AbortController();
    const updated = buttonsUpdated(listening.signal);
    const store = await startedWithCachedCart();
    const theirs = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">3 Artikel</div>' };
    deps.emit('added_to_cart', theirs, 'h7', wishlist);
    expect(wishlist!.className).toBe('button wishlist-add added');
    const link = wishlist!.nextElementSibling as HTMLAnchorElement;
    expect([link.className, link.getAttribute('href'), link.textContent]).toEqual([
      'added_to_cart wc-forward',
      '/cart/',
      'Warenkorb anzeigen',
    ]);
    expect(document.querySelector('.widget_shopping_cart_live_region')!.textContent).toBe('“Tasse” wurde Ihrem Warenkorb hinzugefügt');
    // a second add of the same button: still one link
    deps.emit('added_to_cart', theirs, 'h7', wishlist);
    expect(wishlist!.parentElement!.querySelectorAll('.added_to_cart')).toHaveLength(1);
    // without fragments (the add did not go in): no longer loading, nothing added
    deps.emit('added_to_cart', undefined, undefined, refused);
    expect([refused!.className, refused!.nextElementSibling]).toEqual(['button refused', null]);
    deps.emit('removed_from_cart', theirs, 'h8', remove);
    expect(remove!.nextElementSibling).toBeNull();
    expect(document.querySelector('.widget_shopping_cart_live_region')!.textContent).toBe('“Tasse” wurde entfernt');
    await store.queue.drained();
    expect(updated).toEqual([wishlist, wishlist, refused]);
    listening.abort();
    store.stop();
    document.body.innerHTML = '';
  });

  it("answers a refused add's button as add-to-cart.js's updateButton answers ajax_request_not_sent.adding_to_cart: another script's and its own, once each", async () => {
    document.body.innerHTML = `
      <a href="?add-to-cart=7" class="button validated-add loading">In den Warenkorb</a>
      <a href="?add-to-cart=8" class="button add_to_cart_button">In den Warenkorb</a>`;
    const [theirs, own] = [...document.querySelectorAll('a.button')];
    const listening = new AbortController();
    const updated = buttonsUpdated(listening.signal);
    // as the real bridge: the store's own events reach its own listeners too
    const fire = deps.events.trigger;
    deps.events.trigger = (name, args = []) => {
      fire(name, args);
      deps.emit(name, ...args);
    };
    const store = await startedWithCachedCart();
    // a validation plugin's own add it refused after setting its button loading
    deps.emit('ajax_request_not_sent.adding_to_cart', false, false, theirs);
    expect([theirs!.className, theirs!.nextElementSibling]).toEqual(['button validated-add', own]);
    expect(updated).toEqual([theirs]);
    // the store's own add, refused by a listener
    deps.answers.set('should_send_ajax_request.adding_to_cart', false);
    expect(await store.addToCart({ product_id: '8', quantity: '1' }, own!)).toEqual({ ok: false, reason: 'cancelled' });
    expect(firedNames(deps).filter((name) => name.includes('adding_to_cart'))).toEqual([
      'should_send_ajax_request.adding_to_cart',
      'ajax_request_not_sent.adding_to_cart',
    ]);
    expect(own!.classList.contains('loading')).toBe(false);
    expect(updated).toEqual([theirs, own]);
    expect(calls).toEqual([]);
    listening.abort();
    store.stop();
    document.body.innerHTML = '';
  });

  it("takes another plugin's add that started it (the cart empty at load) as heard: its fragments and button without a request; one without fragments brings a refresh", async () => {
    document.body.innerHTML = '<a href="#" class="button wishlist-add loading">In den Warenkorb</a>';
    const button = document.querySelector('a')!;
    deps.jar.set('woocommerce_items_in_cart', '1');
    deps.jar.set('woocommerce_cart_hash', 'h7');
    const store = new CartStore(params, deps);
    const shown: unknown[] = [];
    store.subscribe((event) => event.type === 'fragments' && shown.push(event.fragments));
    store.start(true);
    const theirs = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 Artikel</div>' };
    store.takeMissed('added_to_cart', [theirs, 'h7', button]);
    await store.queue.drained();
    expect(shown).toEqual([theirs]);
    expect(button.className).toBe('button wishlist-add added');
    expect(calls).toEqual([]);
    store.takeMissed('added_to_cart', ['not fragments', 'h7']);
    await store.queue.drained();
    expect(calls.filter((call) => call.includes('get_refreshed_fragments'))).toHaveLength(1);
    store.stop();
    document.body.innerHTML = '';
  });

  it('ignores an added_to_cart without fragments or with malformed ones (a theme firing it bare, hostile values), and its own', async () => {
    const store = await startedWithCachedCart();
    const shown: unknown[] = [];
    store.subscribe((event) => event.type === 'fragments' && shown.push(event.fragments));
    deps.emit('added_to_cart');
    deps.emit('added_to_cart', 'fragments', 'h7');
    deps.emit('added_to_cart', { 'div.x': 5 }, 'h7');
    deps.emit('removed_from_cart', null, { hash: 1 });
    await store.queue.drained();
    expect(shown).toEqual([]);
    expect(deps.storage.session.getItem('wc_cart_hash_x')).toBe('h1');
    // its own add fires added_to_cart on the page's bus: heard, not put in a second time
    const fire = deps.events.trigger;
    deps.events.trigger = (name, args = []) => {
      fire(name, args);
      deps.emit(name, ...args);
    };
    await store.addToCart({ product_id: 3 });
    await store.queue.drained();
    expect(shown).toEqual([fragments]);
    store.stop();
  });

  it('back from the bfcache after the order emptied the cart (no cart cookie left): refreshes all the same and shows the empty cart', async () => {
    const store = await startedWithCachedCart();
    const shown: unknown[] = [];
    store.subscribe((event) => event.type === 'fragments' && shown.push(event.fragments));
    // the order placed in this tab: WooCommerce drops the cart cookies
    deps.jar.delete('woocommerce_items_in_cart');
    deps.jar.delete('woocommerce_cart_hash');
    deps.emitWindow('pageshow', { persisted: true });
    await store.queue.drained();
    expect(calls.filter((call) => call.includes('get_refreshed_fragments'))).toHaveLength(1);
    expect(shown).toHaveLength(1);
    store.stop();
  });

  it('refreshes cached fragments when they turn 24 h old, and again 24 h after each refresh, as cart-fragments.js does', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      deps.jar.set('woocommerce_items_in_cart', '1');
      deps.jar.set('woocommerce_cart_hash', 'h1');
      const hour = 60 * 60 * 1000;
      writeCachedFragments(deps.storage, params, fragments, 'h1', deps.clock.now - 20 * hour);
      const store = new CartStore(params, deps);
      store.start();
      const refreshes = () => calls.filter((call) => call.includes('get_refreshed_fragments')).length;
      const settle = async () => {
        await vi.advanceTimersByTimeAsync(5);
        await store.queue.drained();
      };
      await vi.advanceTimersByTimeAsync(4 * hour - 10);
      expect(refreshes()).toBe(0); // the cache served, still under 24 h old
      await vi.advanceTimersByTimeAsync(10);
      await settle();
      expect(refreshes()).toBe(1);
      await vi.advanceTimersByTimeAsync(12 * hour);
      expect(refreshes()).toBe(1);
      deps.emit('wc_fragment_refresh'); // a refresh in between starts the day again
      await settle();
      expect(refreshes()).toBe(2);
      await vi.advanceTimersByTimeAsync(CACHE_MAX_AGE_MS - 100);
      expect(refreshes()).toBe(2); // not 24 h after the first
      await vi.advanceTimersByTimeAsync(100);
      await settle();
      expect(refreshes()).toBe(3);
      store.stop();
      await vi.advanceTimersByTimeAsync(2 * CACHE_MAX_AGE_MS);
      expect(refreshes()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fires wc_fragments_ajax_error and nothing else when the refresh fails', async () => {
    const store = new CartStore(params, deps);
    replies.push(() => new Response('-1', { status: 403 }));
    expect(await store.refresh()).toBe(false);
    expect(firedNames(deps)).toEqual(['wc_fragments_ajax_error']);
  });
});

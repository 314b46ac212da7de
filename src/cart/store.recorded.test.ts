// @vitest-environment jsdom
/**
 * The cart store against the replies recorded from WooCommerce 10.0.2 (test/fixtures/recorded/woocommerce,
 * a copy of ../shared/contracts/recorded/woocommerce): each reply goes through the store with its
 * recorded status, body and content type, and its Set-Cookie headers reach the store's cookies as a
 * browser would apply them. The store's I/O is injected; only fetch is stubbed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCartDeps, firedNames, type FakeCartDeps } from '../../test/fixtures/cart-deps';
import { recorded, RECORDED_DIR } from '../../test/fixtures/recorded';
import { resetConfig } from '../wp/config';
import { useShopConfig } from '../../test/fixtures/shop-config';
import { readFragmentParams } from './params';
import { CartStore } from './store';

const globals = JSON.parse(readFileSync(join(RECORDED_DIR, 'woocommerce/globals/wc_cart_fragments_params.json'), 'utf8')) as {
  value: unknown;
};
/** As printed: `request_timeout: "5000"`, keys suffixed with the site's hash. */
const params = readFragmentParams(globals.value);
const SITE = 'http://127.0.0.1:8881';

interface Sent {
  url: string;
  body: string;
}

/** A fetch answering each request with the next recorded reply; the reply's cookies go into the jar. */
function replaying(deps: FakeCartDeps, ...files: string[]) {
  const sent: Sent[] = [];
  const queue = [...files];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, body: String(init.body ?? '') });
    const file = queue.shift();
    if (!file) throw new Error(`no recorded reply left for ${url}`);
    const { response } = recorded(`woocommerce/${file}`);
    const headers = (response as { headers?: Record<string, unknown> }).headers ?? {};
    deps.applySetCookies(headers['set-cookie'] as string[] | undefined);
    return new Response(response.body, { status: response.status, headers: { 'Content-Type': response.contentType } });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, left: () => queue.length };
}

/** The fields the recorded request sent, to send the same. */
const fieldsOf = (file: string) => Object.fromEntries(new URLSearchParams(recorded(`woocommerce/${file}`).request.body));
const replyOf = (file: string) =>
  JSON.parse(recorded(`woocommerce/${file}`).response.body) as { fragments: Record<string, string>; cart_hash: string };

const miniCart = () => document.querySelector('.widget_shopping_cart_content')!;
const EMPTY_WIDGET = '<div class="widget_shopping_cart_content"></div>';

let deps: FakeCartDeps;
beforeEach(() => {
  useShopConfig();
  deps = fakeCartDeps(`${SITE}/shop/`);
  // on a page the widget is an empty placeholder: the filled one exists only in the fragments
  document.body.innerHTML = `${EMPTY_WIDGET}${EMPTY_WIDGET}`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).shopIslands;
  resetConfig();
  document.body.innerHTML = '';
});

describe('get_refreshed_fragments, replayed', () => {
  it('02 empty cart: the empty message in every widget, no cache, the hash key emptied as cart-fragments.js does', async () => {
    deps.storage.session.setItem(params.fragmentName, '{"old":"x"}');
    deps.storage.session.setItem(params.cartHashKey, 'old');
    deps.storage.local.setItem(params.cartHashKey, 'old');
    const net = replaying(deps, '02-get_refreshed_fragments-POST-empty-cart.json');
    const store = new CartStore(params, deps);
    expect(await store.refresh()).toBe(true);
    expect(net.sent).toEqual([{ url: '/?wc-ajax=get_refreshed_fragments', body: `time=${deps.clock.now}` }]);
    expect([...document.querySelectorAll('.woocommerce-mini-cart__empty-message')].map((p) => p.textContent)).toEqual([
      'No products in the cart.',
      'No products in the cart.',
    ]);
    expect(deps.storage.session.getItem(params.fragmentName)).toBeNull();
    expect(deps.storage.session.getItem(params.cartHashKey)).toBeNull();
    expect(deps.storage.local.getItem(params.cartHashKey)).toBe('');
    // as cart-fragments.js: a refresh is `wc_fragments_refreshed` alone
    expect(firedNames(deps)).toEqual(['wc_fragments_refreshed']);
  });

  it('05 with items: the cart in place and cached under WooCommerce’s keys; the next page uses the cache while the cookie’s hash matches', async () => {
    deps.jar.set('woocommerce_items_in_cart', '1');
    deps.jar.set('woocommerce_cart_hash', 'eb3eb17500cf51a6dc10cadfd6ac2386'); // set by 03's reply
    const { fragments, cart_hash } = replyOf('05-get_refreshed_fragments-POST-with-items.json');
    replaying(deps, '05-get_refreshed_fragments-POST-with-items.json');
    const store = new CartStore(params, deps);
    expect(await store.refresh()).toBe(true);
    expect(miniCart().querySelector('.mini_cart_item')!.textContent).toContain('Coffee Mug');
    expect(JSON.parse(deps.storage.session.getItem('wc_fragments_851682bd47c4cb503d643ee0ad4fdbd6')!)).toEqual(fragments);
    expect(deps.storage.session.getItem('wc_cart_hash_851682bd47c4cb503d643ee0ad4fdbd6')).toBe(cart_hash);
    expect(deps.storage.local.getItem('wc_cart_hash_851682bd47c4cb503d643ee0ad4fdbd6')).toBe(cart_hash);
    expect(deps.storage.session.getItem('wc_cart_created')).toBe(String(deps.clock.now));

    // the next page: same storage and cookies, a placeholder widget, no request
    document.body.innerHTML = EMPTY_WIDGET;
    const noNetwork = replaying(deps);
    const next = new CartStore(params, deps);
    next.start();
    await vi.waitFor(() => expect(miniCart().textContent).toContain('Coffee Mug'));
    expect(noNetwork.sent).toEqual([]);
    next.stop();

    // the cart changed elsewhere (another hash in the cookie): the cache is not used
    deps.jar.set('woocommerce_cart_hash', 'ac6e0778f16067589c64b2142e57002b');
    const refreshed = replaying(deps, '05-get_refreshed_fragments-POST-with-items.json');
    const changed = new CartStore(params, deps);
    changed.start();
    await changed.queue.drained();
    expect(refreshed.sent.map((request) => request.url)).toEqual(['/?wc-ajax=get_refreshed_fragments']);
    changed.stop();
    expect(deps.listening()).toBe(0);
  });
});

describe('add_to_cart, replayed', () => {
  it.each([
    ['03-add_to_cart-success-simple.json', 'Coffee Mug'],
    ['13-add_to_cart-success-variation-id.json', 'Hoodie'],
    ['14-add_to_cart-sold-individually-first.json', 'Gift Card'],
  ])('%s: added, the fragments in every widget, the cookies and the cache carry the reply’s hash', async (file, name) => {
    const net = replaying(deps, file);
    const { cart_hash } = replyOf(file);
    const button = document.createElement('a');
    const store = new CartStore(params, deps);
    expect(await store.addToCart(fieldsOf(file), button)).toEqual({ ok: true });
    // the same request WooCommerce's add-to-cart.js sent
    expect(net.sent).toEqual([{ url: '/?wc-ajax=add_to_cart', body: recorded(`woocommerce/${file}`).request.body }]);
    expect([...document.querySelectorAll('.widget_shopping_cart_content')].map((widget) => widget.textContent!.includes(name))).toEqual([
      true,
      true,
    ]);
    expect(deps.jar.get('woocommerce_cart_hash')).toBe(cart_hash);
    expect(store.hasCart()).toBe(true);
    expect(deps.storage.session.getItem(params.cartHashKey)).toBe(cart_hash);
    expect(firedNames(deps)).toEqual([
      'should_send_ajax_request.adding_to_cart',
      'adding_to_cart',
      'wc-blocks_adding_to_cart',
      'added_to_cart',
      // add-to-cart.js's updateFragments
      'wc_fragments_loaded',
      'wc-blocks_added_to_cart',
    ]);
    expect(deps.fired.find((event) => event.name === 'added_to_cart')!.args).toEqual([replyOf(file).fragments, cart_hash, button]);
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('10 quantity 0: WooCommerce adds one, so it is a success with one item', async () => {
    replaying(deps, '10-add_to_cart-quantity-0.json');
    const store = new CartStore(params, deps);
    expect(fieldsOf('10-add_to_cart-quantity-0.json')).toEqual({ product_id: '13', quantity: '0' });
    expect(await store.addToCart(fieldsOf('10-add_to_cart-quantity-0.json'))).toEqual({ ok: true });
    expect(miniCart().querySelectorAll('.mini_cart_item')).toHaveLength(1);
    expect(miniCart().querySelector('.mini_cart_item .quantity')!.textContent).toMatch(/^1 ×/);
    expect(deps.jar.get('woocommerce_items_in_cart')).toBe('1');
  });

  it.each([
    ['08-add_to_cart-error-out-of-stock.json', `${SITE}/product/poster/`],
    ['09-add_to_cart-error-variable-parent.json', `${SITE}/product/hoodie/`],
    ['15-add_to_cart-sold-individually-second.json', `${SITE}/product/gift-card/`],
  ])('%s: not added; the shopper goes to the product page the error names', async (file, productUrl) => {
    replaying(deps, file);
    const store = new CartStore(params, deps);
    const events: string[] = [];
    store.subscribe((event) => events.push(event.type));
    expect(await store.addToCart(fieldsOf(file))).toMatchObject({ ok: false, reason: 'redirected' });
    expect(deps.assign.mock.calls).toEqual([[productUrl]]);
    expect(events).toEqual(['adding', 'add-failed']);
    expect(firedNames(deps)).not.toContain('added_to_cart');
    expect(miniCart().innerHTML).toBe('');
  });

  it('11 a product that does not exist (product_url false): a failure with the not-added message, and no navigation', async () => {
    replaying(deps, '11-add_to_cart-nonexistent-id.json');
    const store = new CartStore(params, deps);
    const result = await store.addToCart(fieldsOf('11-add_to_cart-nonexistent-id.json'));
    expect(result).toMatchObject({ ok: false, reason: 'failed', error: { message: 'The product could not be added' } });
    expect(deps.assign).not.toHaveBeenCalled();
    expect(firedNames(deps)).not.toContain('added_to_cart');
  });

  it('12 no product_id: the EMPTY 200 body is an error, not a success', async () => {
    expect(recorded('woocommerce/12-add_to_cart-no-product_id.json').response).toMatchObject({ status: 200, body: '' });
    replaying(deps, '12-add_to_cart-no-product_id.json');
    const store = new CartStore(params, deps);
    const events: string[] = [];
    store.subscribe((event) => events.push(event.type));
    const result = await store.addToCart(fieldsOf('12-add_to_cart-no-product_id.json'));
    expect(result).toMatchObject({ ok: false, reason: 'failed', error: { kind: 'protocol' } });
    expect(events).toEqual(['adding', 'add-failed']);
    expect(firedNames(deps)).not.toContain('added_to_cart');
    expect(deps.storage.session.getItem(params.cartHashKey)).toBeNull();
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('adds and errors in one queue: the error in the middle neither stops nor reorders the rest', async () => {
    const net = replaying(
      deps,
      '03-add_to_cart-success-simple.json',
      '12-add_to_cart-no-product_id.json',
      '13-add_to_cart-success-variation-id.json',
    );
    const store = new CartStore(params, deps);
    const results = await Promise.all(
      ['03-add_to_cart-success-simple.json', '12-add_to_cart-no-product_id.json', '13-add_to_cart-success-variation-id.json'].map((file) =>
        store.addToCart(fieldsOf(file)),
      ),
    );
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
    expect(net.sent.map((request) => new URLSearchParams(request.body).get('product_id'))).toEqual(['13', null, '17']);
    expect(deps.storage.session.getItem(params.cartHashKey)).toBe('ac6e0778f16067589c64b2142e57002b');
  });
});

describe('remove_from_cart, replayed', () => {
  const removeLink = () => {
    const link = document.createElement('a');
    link.href = `${SITE}/cart/?remove_item=0123456789abcdef0123456789abcdef&_wpnonce=9f3a0087f3`;
    return link;
  };

  it('06 a valid key: the empty cart shown, the cookies expired, the cache cleared', async () => {
    deps.jar.set('woocommerce_items_in_cart', '1');
    deps.jar.set('woocommerce_cart_hash', 'eb3eb17500cf51a6dc10cadfd6ac2386');
    deps.storage.session.setItem(params.cartHashKey, 'eb3eb17500cf51a6dc10cadfd6ac2386');
    const net = replaying(deps, '06-remove_from_cart-valid-key.json');
    const store = new CartStore(params, deps);
    const link = removeLink();
    expect(await store.remove('c51ce410c124a10e0db5e4b97fc2af39', link)).toEqual({ ok: true });
    expect(net.sent[0]).toEqual({ url: '/?wc-ajax=remove_from_cart', body: 'cart_item_key=c51ce410c124a10e0db5e4b97fc2af39' });
    expect(miniCart().textContent).toContain('No products in the cart.');
    expect(store.hasCart()).toBe(false);
    expect(deps.storage.session.getItem(params.cartHashKey)).toBeNull();
    expect(deps.storage.local.getItem(params.cartHashKey)).toBe('');
    expect(firedNames(deps)).toEqual(['removed_from_cart', 'wc_fragments_loaded', 'wc-blocks_removed_from_cart']);
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('07 a bogus key ({"success":false}): not removed, the link is followed as WooCommerce’s fallback', async () => {
    replaying(deps, '07-remove_from_cart-bogus-key.json');
    const store = new CartStore(params, deps);
    const link = removeLink();
    expect(await store.remove('0123456789abcdef0123456789abcdef', link)).toMatchObject({ ok: false, followed: true });
    expect(deps.assign.mock.calls).toEqual([[link.href]]);
    expect(firedNames(deps)).not.toContain('removed_from_cart');
  });

  it('07 a bogus key on the checkout page: the link is not followed, the form the shopper fills in stays', async () => {
    document.body.insertAdjacentHTML('beforeend', '<form class="checkout woocommerce-checkout"></form>');
    replaying(deps, '07-remove_from_cart-bogus-key.json');
    const store = new CartStore(params, deps);
    expect(await store.remove('0123456789abcdef0123456789abcdef', removeLink())).toMatchObject({ ok: false, followed: false });
    expect(deps.assign).not.toHaveBeenCalled();
  });
});

describe('admin-ajax without Flatsome’s handlers, replayed (400, body 0)', () => {
  // the page says Flatsome runs (flatsomeVars), its handler is missing all the same
  beforeEach(() => {
    (globalThis as Record<string, unknown>).flatsomeVars = { ajaxurl: '/wp-admin/admin-ajax.php' };
    resetConfig();
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).flatsomeVars;
    resetConfig();
  });
  const simpleForm = '<form class="cart"><input name="quantity" value="2"><button name="add-to-cart" value="13">Add</button></form>';

  it.each(['31-admin-ajax-unknown-action-POST.json', '33-admin-ajax-no-action.json'])(
    '%s: a simple product’s form falls back to wc-ajax add_to_cart (id and quantity) and adds; later adds go there at once',
    async (file) => {
      const net = replaying(deps, file, '03-add_to_cart-success-simple.json', '03-add_to_cart-success-simple.json');
      document.body.insertAdjacentHTML('beforeend', simpleForm);
      const store = new CartStore(params, deps);
      const form = document.querySelector<HTMLFormElement>('form.cart')!;
      expect(await store.addForm(form, '13')).toEqual({ ok: true });
      expect(net.sent.map((request) => request.url)).toEqual(['/wp-admin/admin-ajax.php', '/?wc-ajax=add_to_cart']);
      expect(Object.fromEntries(new URLSearchParams(net.sent[1]!.body))).toEqual({ product_id: '13', quantity: '2' });
      expect(firedNames(deps)).toContain('added_to_cart');
      expect(miniCart().textContent).toContain('Coffee Mug');
      expect(await store.addForm(form, '13')).toEqual({ ok: true });
      expect(net.sent.map((request) => request.url)).toEqual([
        '/wp-admin/admin-ajax.php',
        '/?wc-ajax=add_to_cart',
        '/?wc-ajax=add_to_cart',
      ]);
      expect(deps.assign).not.toHaveBeenCalled();
    },
  );

  it('33: a form with more than id and quantity (a variation) is left to post, with no failure shown', async () => {
    const net = replaying(deps, '33-admin-ajax-no-action.json');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form class="cart"><select name="variation_id"><option value="17" selected>Blau</option></select><input name="quantity" value="1"><button name="add-to-cart" value="16">Add</button></form>',
    );
    const store = new CartStore(params, deps);
    const events: string[] = [];
    store.subscribe((event) => events.push(event.type));
    const result = await store.addForm(document.querySelector('form.cart')!, '16');
    expect(result).toEqual({ ok: false, reason: 'post' });
    expect(events).toEqual(['adding']);
    expect(net.left()).toBe(0);
    expect(firedNames(deps)).not.toContain('added_to_cart');
  });

  it('33 then 11: the fallback’s own failure (a product that does not exist) is a failure, without navigation', async () => {
    replaying(deps, '33-admin-ajax-no-action.json', '11-add_to_cart-nonexistent-id.json');
    document.body.insertAdjacentHTML('beforeend', simpleForm);
    const store = new CartStore(params, deps);
    const result = await store.addForm(document.querySelector('form.cart')!, '999999');
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('-1 from admin-ajax is no missing handler: a failure, no fallback', async () => {
    const fetch = vi.fn(async () => new Response('-1', { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    document.body.insertAdjacentHTML('beforeend', simpleForm);
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '13')).toMatchObject({ ok: false, reason: 'failed' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('31: a quantity change fails with the status, then the cart is shown as the server has it', async () => {
    const net = replaying(deps, '31-admin-ajax-unknown-action-POST.json', '05-get_refreshed_fragments-POST-with-items.json');
    const store = new CartStore(params, deps);
    await expect(store.setQuantity('c51ce410c124a10e0db5e4b97fc2af39', 3)).rejects.toMatchObject({ status: 400 });
    await store.queue.drained();
    expect(net.sent.map((request) => request.url)).toEqual(['/wp-admin/admin-ajax.php', '/?wc-ajax=get_refreshed_fragments']);
    expect(miniCart().textContent).toContain('Coffee Mug');
  });
});

describe('a product form on a site without Flatsome (no flatsomeVars), replayed', () => {
  const simpleForm =
    '<form class="cart"><input type="checkbox" name="addon[]" value="a" checked><input type="checkbox" name="addon[]" value="b" checked><input name="quantity" value="2"><button name="add-to-cart" value="13">Add</button></form>';

  it('03: one wc-ajax add_to_cart with product_id, the quantity and every field, never add-to-cart', async () => {
    const net = replaying(deps, '03-add_to_cart-success-simple.json');
    document.body.insertAdjacentHTML('beforeend', simpleForm);
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '13')).toEqual({ ok: true });
    expect(net.sent.map((request) => request.url)).toEqual(['/?wc-ajax=add_to_cart']);
    expect([...new URLSearchParams(net.sent[0]!.body)]).toEqual([
      ['product_id', '13'],
      ['quantity', '2'],
      ['addon[]', 'a'],
      ['addon[]', 'b'],
    ]);
    expect(firedNames(deps)).toContain('added_to_cart');
  });

  it('13: a variation goes as its own id (WC_AJAX::add_to_cart reads the variation’s attributes itself)', async () => {
    const net = replaying(deps, '13-add_to_cart-success-variation-id.json');
    const variations = JSON.stringify([{ variation_id: 17, attributes: { attribute_pa_color: 'blue' } }]).replace(/"/g, '&quot;');
    document.body.insertAdjacentHTML(
      'beforeend',
      `<form class="variations_form cart" data-product_variations="${variations}"><select name="attribute_pa_color"><option value="blue" selected>Blue</option></select>
      <input name="quantity" value="1"><input type="hidden" name="add-to-cart" value="16"><input type="hidden" name="product_id" value="16">
      <input type="hidden" name="variation_id" value="17"><button type="submit">Add</button></form>`,
    );
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '16')).toEqual({ ok: true });
    const sent = new URLSearchParams(net.sent[0]!.body);
    expect(sent.getAll('product_id')).toEqual(['17']);
    expect(sent.has('add-to-cart')).toBe(false);
  });

  it('15: refused (sold individually): to the product page, where WooCommerce shows why', async () => {
    replaying(deps, '15-add_to_cart-sold-individually-second.json');
    document.body.insertAdjacentHTML('beforeend', simpleForm);
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '15')).toMatchObject({ ok: false, reason: 'redirected' });
    expect(deps.assign.mock.calls).toEqual([[`${SITE}/product/gift-card/`]]);
  });

  it('a form with a file field is not sent at all: left to post', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.body.insertAdjacentHTML(
      'beforeend',
      simpleForm.replace('<input name="quantity"', '<input type="file" name="upload"><input name="quantity"'),
    );
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '13')).toEqual({ ok: false, reason: 'post' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a product form where Flatsome runs (flatsome_ajax_add_to_cart, its current contract)', () => {
  beforeEach(() => {
    (globalThis as Record<string, unknown>).flatsomeVars = { ajaxurl: '/wp-admin/admin-ajax.php' };
    resetConfig();
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).flatsomeVars;
    resetConfig();
  });
  const simpleForm = '<form class="cart"><input name="quantity" value="2"><button name="add-to-cart" value="13">Add</button></form>';
  const answering = (...bodies: unknown[]) => {
    const sent: Sent[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: String(init.body ?? '') });
        return new Response(JSON.stringify(bodies.shift()), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    return sent;
  };

  it('the refreshed fragments: added, one request, product_id and quantity, no add-to-cart field', async () => {
    const sent = answering(replyOf('03-add_to_cart-success-simple.json'));
    document.body.insertAdjacentHTML('beforeend', simpleForm);
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '13')).toEqual({ ok: true });
    expect(sent.map((request) => request.url)).toEqual(['/wp-admin/admin-ajax.php']);
    expect([...new URLSearchParams(sent[0]!.body)]).toEqual([
      ['action', 'flatsome_ajax_add_to_cart'],
      ['product_id', '13'],
      ['quantity', '2'],
    ]);
    expect(miniCart().textContent).toContain('Coffee Mug');
    expect(firedNames(deps)).toContain('added_to_cart');
  });

  it('{"error":true,"product_url":…}: to the product page (same origin only), where the notice is', async () => {
    answering({ error: true, product_url: `${SITE}/product/gift-card/` });
    document.body.insertAdjacentHTML('beforeend', simpleForm);
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '13')).toMatchObject({ ok: false, reason: 'redirected' });
    expect(deps.assign.mock.calls).toEqual([[`${SITE}/product/gift-card/`]]);
  });

  it('a foreign product_url is not followed: a failure', async () => {
    answering({ error: true, product_url: 'https://evil.example/' });
    document.body.insertAdjacentHTML('beforeend', simpleForm);
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '13')).toMatchObject({ ok: false, reason: 'failed' });
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('{"success":false,"data":{"message":"Invalid request"}}: a failure, nothing followed', async () => {
    answering({ success: false, data: { message: 'Invalid request' } });
    document.body.insertAdjacentHTML('beforeend', simpleForm);
    const store = new CartStore(params, deps);
    expect(await store.addForm(document.querySelector('form.cart')!, '13')).toMatchObject({ ok: false, reason: 'failed' });
    expect(deps.assign).not.toHaveBeenCalled();
    expect(firedNames(deps)).not.toContain('added_to_cart');
  });
});

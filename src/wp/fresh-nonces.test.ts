import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorded, replay } from '../../test/fixtures/recorded';
import { rest, wcAjax } from './ajax';
import { getConfig, resetConfig } from './config';
import { errorMessageKey, TransportError } from './errors';
import { applyFreshNonces, freshNonces, isStaleNonce, latestNonce, resetFreshNonces, withFreshNonces } from './fresh-nonces';
import { failure } from '../../test/fixtures/transport-failure';

const FRESH = {
  wp_rest: 'a0a0a0a0a0',
  rmp_public_nonce: 'b1b1b1b1b1',
  update_order_review_nonce: 'c2c2c2c2c2',
  apply_coupon_nonce: 'd3d3d3d3d3',
  remove_coupon_nonce: 'e4e4e4e4e4',
  update_shipping_method_nonce: 'f5f5f5f5f5',
  'woocommerce-process-checkout-nonce': '0606060606',
  'woocommerce-cart-nonce': '1717171717',
  'woocommerce-shipping-calculator-nonce': '2828282828',
};
const freshReply = () => new Response(JSON.stringify(FRESH), { status: 200, headers: { 'Content-Type': 'application/json' } });
const isEndpoint = (url: unknown) => String(url).includes('admin-ajax.php');
const endpointCalls = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter(([url]) => isEndpoint(url)).length;
/** WooCommerce's check_ajax_referer on a stale nonce, as recorded from the real server. */
const recordedStale = replay('woocommerce/18-update_order_review-bad-nonce.json');
const staleWcAjax = () => recordedStale('');

beforeEach(() => {
  resetConfig();
  resetFreshNonces();
  (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).shopIslands;
  delete (globalThis as Record<string, unknown>).wc_checkout_params;
  delete (globalThis as Record<string, unknown>).wc_cart_params;
  delete (globalThis as Record<string, unknown>).rmp_frontend;
  document.body.innerHTML = '';
});

describe('the recorded stale-nonce reply', () => {
  it('is what the module takes for a stale nonce: -1 with HTTP 403', () => {
    const { response } = recorded('woocommerce/18-update_order_review-bad-nonce.json');
    expect(response.body.trim()).toBe('-1');
    expect(response.status).toBe(403);
  });
});

describe('freshNonces', () => {
  it('posts action=shop_islands_nonces to the site’s admin-ajax once, shared by concurrent callers', async () => {
    const fetchMock = vi.fn(async () => freshReply());
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([freshNonces(), freshNonces()]);
    await freshNonces();
    expect(first).toEqual(FRESH);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-admin/admin-ajax.php');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('action=shop_islands_nonces');
    expect(init.credentials).toBe('same-origin');
  });

  it.each([
    ['HTTP 500', () => new Response('error', { status: 500 }), 'http'],
    ['a -1 body', () => new Response('-1', { status: 403 }), 'protocol'],
    ['not JSON', () => new Response('<html>cached page</html>', { status: 200 }), 'protocol'],
    ['JSON of the wrong shape', () => new Response('{"wp_rest":"<script>"}', { status: 200 }), 'protocol'],
    ['an empty PHP array', () => new Response('[]', { status: 200 }), 'protocol'],
  ])('rejects %s, and asks again next time', async (_name, answer, kind) => {
    const fetchMock = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetchMock);
    expect((await failure(freshNonces())).kind).toBe(kind);
    fetchMock.mockImplementation(async () => freshReply());
    await expect(freshNonces()).resolves.toEqual(FRESH);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(errorMessageKey(await failure(freshNonces()))).toBe('error.offline');
  });

  it('latestNonce: the printed nonce until fresh ones came, then the fresh one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => freshReply()),
    );
    expect(latestNonce('rmp_public_nonce', 'printed')).toBe('printed');
    await freshNonces();
    expect(latestNonce('rmp_public_nonce', 'printed')).toBe(FRESH.rmp_public_nonce);
    expect(latestNonce('unknown', 'printed')).toBe('printed');
  });
});

describe('applyFreshNonces', () => {
  it('puts them into WooCommerce’s and Rate My Post’s globals, the config, the forms’ fields and the cart’s links on this site', () => {
    const globals: Record<string, unknown> = {
      wc_checkout_params: { update_order_review_nonce: 'old', apply_coupon_nonce: 'old', remove_coupon_nonce: 'old', ajax_url: '/x' },
      wc_cart_params: { apply_coupon_nonce: 'old', remove_coupon_nonce: 'old', update_shipping_method_nonce: 'old' },
      rmp_frontend: { nonce: 'old', postID: '6' },
    };
    document.body.innerHTML = `
      <form class="checkout"><input type="hidden" name="woocommerce-process-checkout-nonce" value="old"></form>
      <form class="woocommerce-cart-form"><input type="hidden" name="woocommerce-cart-nonce" value="old">
        <a class="remove" href="/cart/?remove_item=abc&amp;_wpnonce=old">×</a>
        <a class="elsewhere" href="https://evil.example/cart/?remove_item=abc&amp;_wpnonce=old">×</a></form>
      <form class="woocommerce-shipping-calculator"><input type="hidden" name="woocommerce-shipping-calculator-nonce" value="old"></form>`;
    applyFreshNonces(FRESH, document, globals);
    expect(globals.wc_checkout_params).toEqual({
      update_order_review_nonce: FRESH.update_order_review_nonce,
      apply_coupon_nonce: FRESH.apply_coupon_nonce,
      remove_coupon_nonce: FRESH.remove_coupon_nonce,
      ajax_url: '/x',
    });
    expect(globals.wc_cart_params).toEqual({
      apply_coupon_nonce: FRESH.apply_coupon_nonce,
      remove_coupon_nonce: FRESH.remove_coupon_nonce,
      update_shipping_method_nonce: FRESH.update_shipping_method_nonce,
    });
    expect(globals.rmp_frontend).toEqual({ nonce: FRESH.rmp_public_nonce, postID: '6' });
    expect(getConfig().restNonce).toBe(FRESH.wp_rest);
    const value = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
    expect(value('woocommerce-process-checkout-nonce')).toBe(FRESH['woocommerce-process-checkout-nonce']);
    expect(value('woocommerce-cart-nonce')).toBe(FRESH['woocommerce-cart-nonce']);
    expect(value('woocommerce-shipping-calculator-nonce')).toBe(FRESH['woocommerce-shipping-calculator-nonce']);
    expect(new URL(document.querySelector<HTMLAnchorElement>('a.remove')!.href).searchParams.get('_wpnonce')).toBe(
      FRESH['woocommerce-cart-nonce'],
    );
    expect(document.querySelector('a.elsewhere')!.getAttribute('href')).toContain('_wpnonce=old');
  });

  it('creates no globals a page does not have', () => {
    const globals: Record<string, unknown> = {};
    applyFreshNonces(FRESH, document, globals);
    expect(globals).toEqual({});
  });
});

describe('isStaleNonce', () => {
  it('is -1 and the REST API’s 403 rest_cookie_invalid_nonce, nothing else', () => {
    const error = (kind: TransportError['kind'], details: Partial<TransportError> = {}) =>
      new TransportError(kind, 'x', { url: '/', ...details } as never);
    expect(isStaleNonce(error('protocol', { code: 'minus-one', status: 403 }))).toBe(true);
    expect(isStaleNonce(error('http', { status: 403, body: '{"code":"rest_cookie_invalid_nonce","message":"Cookie check failed"}' }))).toBe(
      true,
    );
    expect(isStaleNonce(error('http', { status: 403, body: '{"code":"rest_forbidden"}' }))).toBe(false);
    expect(isStaleNonce(error('http', { status: 500 }))).toBe(false);
    expect(isStaleNonce(error('protocol', { code: 'zero' }))).toBe(false);
    expect(isStaleNonce(new Error('-1'))).toBe(false);
  });
});

describe('withFreshNonces', () => {
  /** wc-ajax apply_coupon that takes only the fresh nonce; the endpoint answers FRESH. */
  function server(endpoint: () => Response | Promise<Response> = freshReply) {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (isEndpoint(url)) return endpoint();
      const security = new URLSearchParams(String(init?.body)).get('security');
      return security === FRESH.apply_coupon_nonce ? new Response('<ul class="woocommerce-message"><li>Applied</li></ul>') : staleWcAjax();
    });
    vi.stubGlobal('fetch', fetchMock);
    (globalThis as Record<string, unknown>).wc_checkout_params = { apply_coupon_nonce: 'stale00000' };
    return fetchMock;
  }
  const applyCoupon = () =>
    withFreshNonces(() =>
      wcAjax('apply_coupon', {
        security: (globalThis as unknown as { wc_checkout_params: { apply_coupon_nonce: string } }).wc_checkout_params.apply_coupon_nonce,
        coupon_code: 'rabatt10',
      }),
    );

  it('stale → fresh nonces → the request once more → success', async () => {
    const fetchMock = server();
    await expect(applyCoupon()).resolves.toContain('Applied');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(endpointCalls(fetchMock)).toBe(1);
  });

  it('a fresh nonce needs nothing more: one request', async () => {
    const fetchMock = server();
    (globalThis as Record<string, unknown>).wc_checkout_params = { apply_coupon_nonce: FRESH.apply_coupon_nonce };
    await expect(applyCoupon()).resolves.toContain('Applied');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stale twice: the second refusal stands (the island’s session message), two tries only', async () => {
    const fetchMock = server();
    fetchMock.mockImplementation(async (url: string) => (isEndpoint(url) ? freshReply() : staleWcAjax()));
    const error = await failure(applyCoupon());
    expect(errorMessageKey(error)).toBe('error.session');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['HTTP 500', () => new Response('error', { status: 500 })],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a malformed reply', () => new Response('{"wp_rest":', { status: 200 })],
  ])('the endpoint failing (%s): the stale refusal stands, no second try', async (_name, endpoint) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = server(endpoint);
    const error = await failure(applyCoupon());
    expect(errorMessageKey(error)).toBe('error.session');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('concurrent stale requests fetch fresh nonces once', async () => {
    const fetchMock = server();
    const replies = await Promise.all([applyCoupon(), applyCoupon(), applyCoupon()]);
    replies.forEach((reply) => expect(reply).toContain('Applied'));
    expect(endpointCalls(fetchMock)).toBe(1);
  });

  it('other failures are not retried', async () => {
    const fetchMock = vi.fn(async () => new Response('error', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await failure(withFreshNonces(() => wcAjax('apply_coupon', {})));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a REST call refused with 403 rest_cookie_invalid_nonce goes once more with the fresh wp_rest nonce', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (isEndpoint(url)) return freshReply();
      return (init?.headers as Record<string, string>)['X-WP-Nonce'] === FRESH.wp_rest
        ? new Response('{"id":1}')
        : new Response('{"code":"rest_cookie_invalid_nonce","message":"Cookie check failed","data":{"status":403}}', { status: 403 });
    });
    vi.stubGlobal('fetch', fetchMock);
    getConfig().restNonce = 'stale00000';
    await expect(
      withFreshNonces((fresh) => rest('wp/v2/users/me', { method: 'POST', ...(fresh ? { nonce: fresh.wp_rest } : {}) })),
    ).resolves.toBe('{"id":1}');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  describe('servers that answer a stale nonce like any refusal (staleReply)', () => {
    const refusing = () => vi.fn(async (fresh?: Record<string, string>) => (fresh ? 'ok' : 'refused'));

    it('sent again with the fresh nonce when the server says the one sent is stale', async () => {
      const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
        String(init?.body).includes('shop_islands_verify_nonce') ? new Response('{"valid":false}') : freshReply(),
      );
      vi.stubGlobal('fetch', fetchMock);
      const send = refusing();
      const reply = await withFreshNonces(send, {
        sent: { name: 'rmp_public_nonce', value: 'stale00000' },
        staleReply: (r) => r === 'refused',
      });
      expect(reply).toBe('ok');
      expect(send).toHaveBeenCalledTimes(2);
      expect(send.mock.calls[1]![0]).toEqual(FRESH);
    });

    it('not sent again when the server still takes the nonce sent: the refusal is the answer (a coupon removed, …)', async () => {
      const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
        String(init?.body).includes('shop_islands_verify_nonce') ? new Response('{"valid":true}') : freshReply(),
      );
      vi.stubGlobal('fetch', fetchMock);
      const send = refusing();
      expect(
        await withFreshNonces(send, { sent: { name: 'woocommerce-process-checkout-nonce', value: 'prevtick00' }, staleReply: () => true }),
      ).toBe('refused');
      expect(send).toHaveBeenCalledTimes(1);
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(String(init.body)).toBe('action=shop_islands_verify_nonce&name=woocommerce-process-checkout-nonce&nonce=prevtick00');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('not sent again when the check fails (the refusal stands)', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('0', { status: 400 })),
      );
      const send = refusing();
      expect(await withFreshNonces(send, { sent: { name: 'x', value: 'y' }, staleReply: () => true })).toBe('refused');
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('not sent again when the nonce sent was the fresh one: the refusal is the answer', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => freshReply()),
      );
      const send = refusing();
      const reply = await withFreshNonces(send, {
        sent: { name: 'rmp_public_nonce', value: FRESH.rmp_public_nonce },
        staleReply: () => true,
      });
      expect(reply).toBe('refused');
      expect(send).toHaveBeenCalledTimes(1);
    });

    it('the endpoint failing: the first reply stands', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('error', { status: 500 })),
      );
      const send = refusing();
      expect(await withFreshNonces(send, { sent: { name: 'rmp_public_nonce', value: 'x' }, staleReply: () => true })).toBe('refused');
      expect(send).toHaveBeenCalledTimes(1);
    });
  });
});

import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorded, replay } from '../../test/fixtures/recorded';
import { adminAjax, rest, restUrl, wcAjax, wcAjaxUrl } from './ajax';
import { toSearchParams } from './form-encode';
import { resetConfig } from './config';
import { errorMessageKey } from './errors';
import { failure } from '../../test/fixtures/transport-failure';

const RatingReply = v.object({
  voteCount: v.union([v.number(), v.literal(false)]),
  avgRating: v.union([v.number(), v.literal(false)]),
  errorMsg: v.array(v.string()),
  token: v.union([v.number(), v.string()]),
  id: v.union([v.number(), v.string()]),
});

const reply = (body: string, status = 200, contentType = 'text/html; charset=UTF-8') =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));

beforeEach(() => {
  resetConfig();
  (globalThis as Record<string, unknown>).shopIslands = {
    ajaxUrl: '/wp-admin/admin-ajax.php',
    wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
    restUrl: '/wp-json/',
    restNonce: 'n0nce',
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (globalThis as Record<string, unknown>).shopIslands;
});

describe('adminAjax', () => {
  it('posts the action form-encoded and validates a recorded reply', async () => {
    const fetchMock = vi.fn(replay('rate-my-post/process_rating-valid-4.json'));
    vi.stubGlobal('fetch', fetchMock);
    const result = await adminAjax(
      'process_rating',
      { star_rating: 4, postID: 6, duration: 3, nonce: 'c84f548307' },
      { schema: RatingReply },
    );
    expect(result).toEqual({ voteCount: 1, avgRating: 4, errorMsg: [], token: -1, id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-admin/admin-ajax.php');
    expect(String(init.body)).toBe('action=process_rating&star_rating=4&postID=6&duration=3&nonce=c84f548307');
    expect(init.credentials).toBe('same-origin');
  });

  it('reads a failure reply that comes with HTTP 200 (plugin errors are data, not transport errors)', async () => {
    vi.stubGlobal('fetch', replay('rate-my-post/process_rating-double-vote-same-ip.json'));
    const result = await adminAjax('process_rating', {}, { schema: RatingReply });
    expect(result.errorMsg).toEqual(['You already voted! This vote will not be counted!']);
    expect(result.token).toBe('-1');
  });

  it('sends GET handlers as a query string', async () => {
    const fetchMock = reply('{"suggestions":[]}');
    vi.stubGlobal('fetch', fetchMock);
    await adminAjax('flatsome_ajax_search_products', { query: 'Mühle', product_cat: 'kaffee' }, { method: 'GET' });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      '/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=M%C3%BChle&product_cat=kaffee',
    );
  });

  it('sends multipart when asked, as Rate My Post does', async () => {
    const fetchMock = reply('{}');
    vi.stubGlobal('fetch', fetchMock);
    await adminAjax('process_rating', { star_rating: 5 }, { multipart: true });
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('action')).toBe('process_rating');
    expect(body.get('star_rating')).toBe('5');
  });

  it('turns the recorded "0" (no handler, HTTP 400) into a protocol error', async () => {
    vi.stubGlobal('fetch', replay('rate-my-post/unknown-action.json'));
    const error = await failure(adminAjax('nope'));
    expect(error.kind).toBe('protocol');
    expect(error.code).toBe('zero');
    expect(error.status).toBe(400);
    expect(errorMessageKey(error)).toBe('error.protocol');
  });

  it('turns "-1" (nonce failure, HTTP 403) into a protocol error asking for a reload', async () => {
    vi.stubGlobal('fetch', reply('-1', 403));
    const error = await failure(adminAjax('gm_sepa_direct_debit_mandate_preview'));
    expect(error.kind).toBe('protocol');
    expect(error.code).toBe('minus-one');
    expect(errorMessageKey(error)).toBe('error.session');
  });

  it('turns the recorded Map Builder "Invalid Request" page into a malformed-JSON error', async () => {
    vi.stubGlobal('fetch', replay('wd-google-maps/get_ajax_markers-without-task-param.json'));
    const error = await failure(adminAjax('get_ajax_markers', {}, { schema: v.unknown() }));
    expect(error.kind).toBe('protocol');
    expect(error.code).toBe('malformed');
  });

  it('rejects JSON of the wrong shape and says where', async () => {
    vi.stubGlobal('fetch', reply('{"voteCount":"viele","avgRating":1,"errorMsg":[],"token":-1,"id":1}'));
    const error = await failure(adminAjax('process_rating', {}, { schema: RatingReply }));
    expect(error.code).toBe('shape');
    expect(error.message).toContain('voteCount');
  });

  it('reports HTTP 500 as an http error with its status', async () => {
    vi.stubGlobal('fetch', reply('<h1>Fatal error</h1>', 500));
    const error = await failure(adminAjax('load_results'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(errorMessageKey(error)).toBe('error.http');
  });

  it('reports a network failure, and offline when the browser says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failure(adminAjax('load_results'))).kind).toBe('network');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = await failure(adminAjax('load_results'));
    expect(offline.code).toBe('offline');
    expect(errorMessageKey(offline)).toBe('error.offline');
  });

  it('times out with its own kind and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signal = init.signal ?? undefined;
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    vi.useFakeTimers();
    const pending = failure(adminAjax('load_results', {}, { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(5000);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(signal?.aborted).toBe(true);
    expect(errorMessageKey(error)).toBe('error.timeout');
  });

  it('reports a caller abort as aborted, not as an error to show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = failure(adminAjax('load_results', {}, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
  });
});

describe('wcAjax and rest', () => {
  it('fills the wc-ajax URL template', async () => {
    const fetchMock = reply('{"fragments":{},"cart_hash":""}');
    vi.stubGlobal('fetch', fetchMock);
    await wcAjax('get_refreshed_fragments', { time: 1 });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/?wc-ajax=get_refreshed_fragments');
    expect(wcAjaxUrl('add_to_cart')).toBe('/?wc-ajax=add_to_cart');
  });

  it('sends the REST nonce header and a JSON body', async () => {
    const fetchMock = vi.fn(replay('complianz/track-accept-all.json'));
    vi.stubGlobal('fetch', fetchMock);
    const result = await rest('complianz/v1/track', {
      json: { consented_categories: ['functional'] },
      schema: v.object({ success: v.boolean() }),
    });
    expect(result).toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-json/complianz/v1/track');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-WP-Nonce']).toBe('n0nce');
    expect(init.body).toBe('{"consented_categories":["functional"]}');
  });

  it('reports the recorded rest_no_route 404 as an http error', async () => {
    vi.stubGlobal('fetch', replay('complianz/unknown-route.json'));
    const error = await failure(rest('complianz/v1/no_such_route', { schema: v.unknown() }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
  });

  it('supports the ?rest_route= form of the REST URL', () => {
    (globalThis as Record<string, unknown>).shopIslands = { restUrl: '/index.php?rest_route=/' };
    resetConfig();
    expect(restUrl('complianz/v1/banner?lang=en&locale=en_US')).toBe('/index.php?rest_route=/complianz/v1/banner&lang=en&locale=en_US');
    expect(recorded('complianz/banner-via-rest_route.json').request.url).toContain('rest_route=/complianz/v1/banner&lang=en');
  });
});

describe('a request that already left (sent at the press)', () => {
  const raw = (text: string, status = 200) => ({ status, text, headers: new Headers() });

  it('takes its reply as if it had sent it: no fetch of its own, the same checks (0, -1, HTTP status, schema)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const sent = (text: string, status?: number) => ({ reply: Promise.resolve(raw(text, status)), abort: vi.fn() });
    expect(await wcAjax('add_to_cart', {}, { schema: v.object({ cart_hash: v.string() }), sent: sent('{"cart_hash":"h"}') })).toEqual({
      cart_hash: 'h',
    });
    expect((await failure(wcAjax('add_to_cart', {}, { sent: sent('-1', 403) }))).code).toBe('minus-one');
    expect((await failure(wcAjax('add_to_cart', {}, { sent: sent('0', 400) }))).code).toBe('zero');
    expect((await failure(wcAjax('add_to_cart', {}, { sent: sent('<h1>Fehler</h1>', 500) }))).kind).toBe('http');
    expect((await failure(wcAjax('add_to_cart', {}, { schema: v.object({ a: v.string() }), sent: sent('{}') }))).kind).toBe('protocol');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a network failure of the sent request is one (offline when the browser says so)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await failure(
      wcAjax('add_to_cart', {}, { sent: { reply: Promise.reject(new TypeError('Failed to fetch')), abort: vi.fn() } }),
    );
    expect([error.kind, errorMessageKey(error)]).toEqual(['network', 'error.offline']);
    vi.restoreAllMocks();
  });

  it('times out as its own would, and aborts the sent request', async () => {
    vi.useFakeTimers();
    const abort = vi.fn();
    const pending = failure(wcAjax('add_to_cart', {}, { timeoutMs: 5000, sent: { reply: new Promise(() => undefined), abort } }));
    await vi.advanceTimersByTimeAsync(5000);
    expect((await pending).kind).toBe('timeout');
    expect(abort).toHaveBeenCalledTimes(1);
  });
});

describe('toSearchParams', () => {
  it('encodes like jQuery.param for flat data', () => {
    expect(toSearchParams({ a: 'x y', b: true, c: false, d: null, e: undefined, f: [1, 2], g: 'ä&=' }).toString()).toBe(
      'a=x+y&b=1&c=0&f%5B%5D=1&f%5B%5D=2&g=%C3%A4%26%3D',
    );
  });
});

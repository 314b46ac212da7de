// @vitest-environment node
/**
 * The demo's endpoints answer in the shapes the real plugins were recorded answering
 * (test/fixtures/recorded), from its own SQLite data, and its fault injection works.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorded } from '../test/fixtures/recorded';
import { cartMutationCount, cartMutationOverlaps } from './cart';
import { orderKey } from './checkout';
import { expireSessions, openDatabase } from './db';
import { parseFaults } from './faults';
import { nonceFor, RMP } from './settings';
import { notModified, startDemo, validatorsOf, type DemoServer } from './server';

let demo: DemoServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-test-'));
  // the rating tests vote from several addresses, as behind a proxy
  demo = await startDemo({ dbFile: join(dir, 'shop.sqlite'), policy: { trustForwardedFor: true, faults: true } });
});
afterAll(async () => {
  await demo.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Call {
  status: number;
  text: string;
  type: string;
  cookies: string[];
}

async function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Call> {
  const response = await fetch(demo.url + path, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get('content-type') ?? '',
    cookies: response.headers.getSetCookie(),
  };
}

/** Same keys and same JSON types, recursively for objects (first element for arrays). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value === null) return 'null';
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, inner]) => [key, shapeOf(inner)])
        .sort(),
    );
  return typeof value;
}
const recordedBody = (path: string) => JSON.parse(recorded(path).response.body) as unknown;

describe('admin-ajax like the real plugins', () => {
  it('answers 0 with HTTP 400 to an unknown action, as WordPress does', async () => {
    const call = await post('/wp-admin/admin-ajax.php', 'action=no_such_action');
    const fixture = recorded('rate-my-post/unknown-action.json').response;
    expect([call.status, call.text]).toEqual([fixture.status, fixture.body]);
  });

  it('rates, refuses a second vote from the same IP, and reports results in the recorded shapes', async () => {
    const first = await post('/wp-admin/admin-ajax.php', 'action=process_rating&star_rating=4&postID=6&duration=3&nonce=x', {
      'X-Forwarded-For': '198.51.100.1',
    });
    expect(first.type).toContain('text/html');
    expect(shapeOf(JSON.parse(first.text))).toEqual(shapeOf(recordedBody('rate-my-post/process_rating-valid-4.json')));
    const again = await post('/wp-admin/admin-ajax.php', 'action=process_rating&star_rating=5&postID=6&duration=3&nonce=x', {
      'X-Forwarded-For': '198.51.100.1',
    });
    // the recorded reply's shape, in the German the demo site is translated to
    const fixture = recordedBody('rate-my-post/process_rating-double-vote-same-ip.json') as Record<string, unknown>;
    expect(JSON.parse(again.text)).toEqual({ ...fixture, errorMsg: [RMP.cookie] });
    await post('/wp-admin/admin-ajax.php', 'action=process_rating&star_rating=1&postID=6&duration=3', {
      'X-Forwarded-For': '198.51.100.2',
    });
    const results = await post('/wp-admin/admin-ajax.php', 'action=load_results&postID=6&nonce=x');
    // (4 + 1) / 2, rounded to one decimal; errorMsg is a string here
    expect(JSON.parse(results.text)).toEqual({ voteCount: 2, avgRating: 2.5, errorMsg: '' });
  });

  it.each([
    ['star_rating=0&postID=6', 'rate-my-post/process_rating-star0.json'],
    ['star_rating=7&postID=6', 'rate-my-post/process_rating-star7.json'],
    ['star_rating=3', 'rate-my-post/process_rating-missing-postID.json'],
  ])('answers %s exactly as recorded', async (fields, fixture) => {
    const call = await post('/wp-admin/admin-ajax.php', `action=process_rating&${fields}`);
    expect(call.text).toBe(recorded(fixture).response.body);
  });

  it('gives a single-use feedback token for a low rating, and burns it even on blank feedback', async () => {
    const rating = JSON.parse(
      (
        await post('/wp-admin/admin-ajax.php', 'action=process_rating&star_rating=2&postID=7&duration=5', {
          'X-Forwarded-For': '198.51.100.3',
        })
      ).text,
    ) as {
      token: string;
      id: number;
    };
    expect(rating.token).toMatch(/^[a-f0-9]{32}$/);
    const blank = await post(
      '/wp-admin/admin-ajax.php',
      `action=process_feedback&feedback=%20&postID=7&duration=9&rating_id=${rating.id}&rating_token=${rating.token}`,
    );
    expect(shapeOf(JSON.parse(blank.text))).toEqual(shapeOf(recordedBody('rate-my-post/process_feedback-empty-text.json')));
    expect(JSON.parse(blank.text)).toEqual({ successMsg: RMP.successFeedback, errorMsg: [RMP.emptyFeedback] });
    const reused = await post(
      '/wp-admin/admin-ajax.php',
      `action=process_feedback&feedback=Gut&postID=7&duration=9&rating_id=${rating.id}&rating_token=${rating.token}`,
    );
    expect(JSON.parse(reused.text)).toEqual({
      ...(recordedBody('rate-my-post/process_feedback-token-burned-by-empty-attempt.json') as object),
      successMsg: RMP.successFeedback,
    });
  });

  it('accepts multipart form data as Rate My Post’s fetch sends it', async () => {
    const form = new FormData();
    form.set('action', 'process_rating');
    form.set('star_rating', '5');
    form.set('postID', '8');
    form.set('duration', '2');
    const response = await fetch(`${demo.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: form });
    expect(shapeOf(JSON.parse(await response.text()))).toEqual(
      shapeOf(recordedBody('rate-my-post/process_rating-multipart-formdata-post1.json')),
    );
  });

  it('serves Map Builder markers keyed by id as strings, and routes on task', async () => {
    const call = await post('/wp-admin/admin-ajax.php', 'map_id=2&page=map&action=get_ajax_markers&task=get_ajax_markers');
    const markers = JSON.parse(call.text) as Record<string, Record<string, string>>;
    const fixture = recordedBody('wd-google-maps/get_ajax_markers.json') as Record<string, Record<string, string>>;
    expect(shapeOf(markers['8'])).toEqual(shapeOf(fixture['8']));
    const { id, lat, lng, title, address, animation, enable_info_window } = fixture['8']!;
    expect(markers['8']).toMatchObject({ id, lat, lng, title, address, animation, enable_info_window });
    expect(Object.keys(markers).length).toBeGreaterThanOrEqual(25);
    expect(markers['12']!.address).toBe('Römerberg &amp; Paulsplatz, 60311 Frankfurt am Main');
    const noTask = await post('/wp-admin/admin-ajax.php', 'map_id=2&page=map&action=get_ajax_markers');
    expect(noTask.text).toBe(recorded('wd-google-maps/get_ajax_markers-without-task-param.json').response.body);
    const unknownMap = await post('/wp-admin/admin-ajax.php', 'map_id=99&page=map&action=get_ajax_markers&task=get_ajax_markers');
    expect(unknownMap.text).toBe('[]');
  });

  it('finds stores by haversine radius in km and miles, unsorted with string distances', async () => {
    const km = JSON.parse(
      (
        await post(
          '/wp-admin/admin-ajax.php',
          'map_id=2&page=map&action=get_ajax_store_loactor&task=get_ajax_store_loactor&radius=300&lat=52.52&lng=13.405&distance_in=km',
        )
      ).text,
    ) as Array<Record<string, string>>;
    const titles = km.map((store) => store.title);
    expect(titles).toEqual(expect.arrayContaining(['Berlin', 'Potsdam', 'Leipzig', 'Dresden', 'Hamburg']));
    expect(titles).not.toContain('München');
    for (const store of km) expect(Number(store.distance)).toBeLessThan(300);
    const hamburg = km.find((store) => store.title === 'Hamburg')!;
    expect(Number(hamburg.distance)).toBeCloseTo(255, -1);
    const miles = JSON.parse(
      (
        await post(
          '/wp-admin/admin-ajax.php',
          'map_id=2&page=map&action=get_ajax_store_loactor&task=get_ajax_store_loactor&radius=300&lat=52.52&lng=13.405&distance_in=mile',
        )
      ).text,
    ) as Array<Record<string, string>>;
    expect(miles.length).toBeGreaterThan(km.length);
    expect(shapeOf(km[0])).toEqual(shapeOf((recordedBody('wd-google-maps/get_ajax_store_loactor-berlin-300km.json') as unknown[])[0]));
  });

  it('searches products by name with or without umlauts, and by SKU', async () => {
    const search = async (query: string) =>
      (await (
        await fetch(`${demo.url}/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=${encodeURIComponent(query)}`)
      ).json()) as {
        suggestions: Array<{ id: number; value: string; url: string; price?: string }>;
      };
    for (const query of ['mühle', 'muehle', 'muhle', 'MÜHLE'])
      expect((await search(query)).suggestions.map((suggestion) => suggestion.value)).toContain('Kaffeemühle Handmühle Edelstahl');
    expect((await search('nl-fp')).suggestions[0]!.value).toBe('French Press Glas 1 l');
    expect((await search('xyzzy')).suggestions).toEqual([{ id: -1, value: 'Keine Produkte gefunden.', url: '' }]);
  });
});

describe('cart endpoints', () => {
  it('sets no cookie for a visitor without a cart, and the WooCommerce cart cookies once one exists', async () => {
    const empty = await post('/?wc-ajax=get_refreshed_fragments', 'time=1');
    expect(empty.cookies).toEqual([]);
    expect(JSON.parse(empty.text)).toMatchObject({ cart_hash: '' });

    const added = await post('/?wc-ajax=add_to_cart', 'product_id=1&quantity=2&product_sku=NL-ESP-1000');
    const names = added.cookies.map((cookie) => cookie.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['wp_woocommerce_session_demo', 'woocommerce_items_in_cart', 'woocommerce_cart_hash']));
    const reply = JSON.parse(added.text) as { fragments: Record<string, string>; cart_hash: string };
    expect(reply.cart_hash).toMatch(/^[a-f0-9]{32}$/);
    expect(reply.fragments['div.widget_shopping_cart_content']).toContain('2 &times;');
    expect(reply.fragments['span.cart-count']).toContain('>2<');
  });

  it('answers an out-of-stock add with error and the product URL', async () => {
    const call = await post('/?wc-ajax=add_to_cart', 'product_id=11&quantity=1');
    expect(JSON.parse(call.text)).toEqual({ error: true, product_url: '/product/roestmeister-set/' });
  });

  it('removes an item and changes a quantity from the stored cart', async () => {
    const jar = (call: Call) => call.cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const added = await post('/?wc-ajax=add_to_cart', 'product_id=2&quantity=1');
    const cookie = jar(added);
    const key = /data-cart_item_key=\\?"([a-f0-9]{32})/.exec(added.text)?.[1];
    expect(key).toBeDefined();
    const altered = await post(
      '/wp-admin/admin-ajax.php',
      `action=flatsome_ajax_cart_item_alter_quantity&quantity=4&cart_item_key=${key}`,
      { Cookie: cookie },
    );
    expect(JSON.parse(altered.text)).toMatchObject({ key, quantity: 4 });
    const removed = await post('/?wc-ajax=remove_from_cart', `cart_item_key=${key}`, { Cookie: cookie });
    expect(JSON.parse(removed.text).fragments['div.widget_shopping_cart_content']).toContain('keine Produkte');
    expect(removed.cookies.some((set) => set.startsWith('woocommerce_items_in_cart=;') && set.includes('Max-Age=0'))).toBe(true);
    const again = await post('/?wc-ajax=remove_from_cart', `cart_item_key=${key}`, { Cookie: cookie });
    expect(JSON.parse(again.text)).toEqual({ success: false });
  });

  it('records overlapping mutations of one session from their arrival, and runs one the browser gave up on', async () => {
    const added = await post('/?wc-ajax=add_to_cart', 'product_id=1&quantity=1');
    const cookie = added.cookies.map((set) => set.split(';')[0]).join('; ');
    const session = /wp_woocommerce_session_demo=([a-f0-9]{32})/.exec(cookie)?.[1] ?? '';
    const key = /data-cart_item_key=\\?"([a-f0-9]{32})/.exec(added.text)?.[1];
    const faults = 'demo-fault=flatsome_ajax_cart_item_alter_quantity:slow-400,add_to_cart:slow-100';
    // the quantity change is held 400 ms and the browser stops waiting after 100 ms, as PHP keeps working
    const abandoned = fetch(`${demo.url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'flatsome_ajax_cart_item_alter_quantity', quantity: '3', cart_item_key: key ?? '' }),
      headers: { Cookie: `${cookie}; ${faults}` },
      signal: AbortSignal.timeout(100),
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // an add sent while the quantity change is still running on the server
    await post('/?wc-ajax=add_to_cart', 'product_id=2&quantity=1', { Cookie: `${cookie}; ${faults}` });
    expect(((await abandoned) as Error).name).toBe('TimeoutError');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cartMutationCount(demo.db, session)).toBe(3);
    expect(cartMutationOverlaps(demo.db, session)).toBe(1);
    const quantities = demo.db.prepare('SELECT product_id, quantity FROM cart_items WHERE session_id = ? ORDER BY product_id').all(session);
    expect(quantities).toEqual([
      { product_id: 1, quantity: 3 },
      { product_id: 2, quantity: 1 },
    ]);
  });

  it('admin-ajax is no side door: a numeric add-to-cart field adds before any handler, as WooCommerce’s form handler does', async () => {
    const answered = await post('/wp-admin/admin-ajax.php', 'action=no_such_action&add-to-cart=2&quantity=2');
    expect([answered.status, answered.text]).toEqual([400, '0']);
    const session = /wp_woocommerce_session_demo=([a-f0-9]{32})/.exec(answered.cookies.join('; '))?.[1] ?? '';
    expect(demo.db.prepare('SELECT product_id, quantity FROM cart_items WHERE session_id = ?').all(session)).toEqual([
      { product_id: 2, quantity: 2 },
    ]);
  });

  it('flatsome_ajax_add_to_cart speaks Flatsome’s current contract', async () => {
    expect(JSON.parse((await post('/wp-admin/admin-ajax.php', 'action=flatsome_ajax_add_to_cart&quantity=1')).text)).toEqual({
      success: false,
      data: { message: 'Invalid request' },
    });
    const added = await post('/wp-admin/admin-ajax.php', 'action=flatsome_ajax_add_to_cart&product_id=2&quantity=3');
    expect(Object.keys(JSON.parse(added.text)).sort()).toEqual(['cart_hash', 'fragments']);
    const session = /wp_woocommerce_session_demo=([a-f0-9]{32})/.exec(added.cookies.join('; '))?.[1] ?? '';
    expect(demo.db.prepare('SELECT product_id, quantity FROM cart_items WHERE session_id = ?').all(session)).toEqual([
      { product_id: 2, quantity: 3 },
    ]);
    expect(JSON.parse((await post('/wp-admin/admin-ajax.php', 'action=flatsome_ajax_add_to_cart&product_id=999999')).text)).toMatchObject({
      error: true,
    });
  });

  it('records the cart form posts and links as mutations', async () => {
    const added = await post('/?wc-ajax=add_to_cart', 'product_id=1&quantity=1');
    const cookie = added.cookies.map((set) => set.split(';')[0]).join('; ');
    const session = /wp_woocommerce_session_demo=([a-f0-9]{32})/.exec(cookie)?.[1] ?? '';
    await fetch(`${demo.url}/shop/?add-to-cart=2`, { headers: { Cookie: cookie }, redirect: 'manual' });
    const cartPage = await (await fetch(`${demo.url}/cart/`, { headers: { Cookie: cookie } })).text();
    const nonce = /name="woocommerce-cart-nonce" value="([^"]+)"/.exec(cartPage)?.[1] ?? '';
    const removeLink = /href="(\/cart\/\?remove_item=[^"]+)"/.exec(cartPage)?.[1]?.replace(/&amp;/g, '&') ?? '';
    await fetch(`${demo.url}${removeLink}`, { headers: { Cookie: cookie }, redirect: 'manual' });
    await fetch(`${demo.url}/cart/`, {
      method: 'POST',
      body: new URLSearchParams({ 'woocommerce-cart-nonce': nonce, update_cart: '1' }),
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    const actions = demo.db.prepare('SELECT action FROM cart_mutation_log WHERE session_id = ? ORDER BY started_at').all(session);
    expect(actions).toEqual([{ action: 'add_to_cart' }, { action: 'add-to-cart' }, { action: 'remove_item' }, { action: 'update_cart' }]);
    expect(cartMutationOverlaps(demo.db, session)).toBe(0);
  });
});

describe('REST routes', () => {
  it('answers the Complianz routes in the recorded shapes', async () => {
    const banner = await (await fetch(`${demo.url}/wp-json/complianz/v1/banner?lang=de&locale=de_DE`)).json();
    expect(shapeOf(banner)).toEqual(shapeOf(recordedBody('complianz/banner.json')));
    const us = (await (await fetch(`${demo.url}/wp-json/complianz/v1/banner?cmplz_user_region=us`)).json()) as { consenttype: string };
    expect(us.consenttype).toBe('optout');
    const track = await fetch(`${demo.url}/wp-json/complianz/v1/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ consented_categories: ['functional', 'marketing'], consented_services: [], consenttype: 'optin' }),
    });
    expect(await track.text()).toBe(recorded('complianz/track-accept-all.json').response.body);
    const logged = demo.db.prepare('SELECT categories FROM consent_log ORDER BY id DESC LIMIT 1').get() as { categories: string };
    expect(JSON.parse(logged.categories)).toEqual(['functional', 'marketing']);
    const cookieData = (await (await fetch(`${demo.url}/wp-json/complianz/v1/cookie_data`)).json()) as Record<
      string,
      Record<string, string[]>
    >;
    expect(cookieData).toMatchObject(recordedBody('complianz/consent-per-service/cookie_data.json') as object);
    expect(typeof (await (await fetch(`${demo.url}/wp-json/complianz/v1/manage_consent_html`)).json())).toBe('string');
    const missing = await fetch(`${demo.url}/wp-json/complianz/v1/no_such_route`);
    expect([missing.status, await missing.text()]).toEqual([404, recorded('complianz/unknown-route.json').response.body]);
  });

  it('refuses the user meta write without a login', async () => {
    const call = await post('/wp-json/wp/v2/users/me', 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(call.status).toBe(401);
  });
});

describe('fault injection', () => {
  const withFault = (fault: string) => ({ Cookie: `demo-fault=${encodeURIComponent(fault)}` });

  it('is off unless the server was started for tests (DEMO_FAULTS=1): a visitor cannot break replies', async () => {
    const plain = await startDemo({ dbFile: join(dir, 'no-faults.sqlite') });
    try {
      const call = await fetch(`${plain.url}/?wc-ajax=get_refreshed_fragments`, { method: 'POST', headers: withFault('*:500') });
      expect(call.status).toBe(200);
      expect(await call.text()).toContain('"fragments"');
    } finally {
      await plain.close();
    }
  });

  it('parses the cookie', () => {
    expect([...parseFaults('load_results:500,*:slow-250,bad,x:nope,add_to_cart:empty')]).toEqual([
      ['load_results', { kind: '500' }],
      ['*', { kind: 'slow', ms: 250 }],
      ['add_to_cart', { kind: 'empty' }],
    ]);
  });

  it.each([
    ['500', 500, '<h1>'],
    ['malformed', 200, '{"fragments": {'],
    ['zero', 400, '0'],
    ['minus-one', 403, '-1'],
    ['empty', 200, ''],
  ])('%s changes the reply of the named call only', async (kind, status, start) => {
    const faulty = await post('/?wc-ajax=get_refreshed_fragments', 'time=1', withFault(`get_refreshed_fragments:${kind}`));
    expect(faulty.status).toBe(status);
    expect(faulty.text.startsWith(start)).toBe(true);
    const other = await post('/wp-admin/admin-ajax.php', 'action=load_results&postID=6', withFault(`get_refreshed_fragments:${kind}`));
    expect(other.status).toBe(200);
  });

  it('* matches every call, REST routes by their path', async () => {
    const call = await fetch(`${demo.url}/wp-json/complianz/v1/banner`, { headers: withFault('*:500') });
    expect(call.status).toBe(500);
    const named = await fetch(`${demo.url}/wp-json/complianz/v1/consent-area/6/abc`, {
      headers: withFault('complianz/v1/consent-area:zero'),
    });
    expect(await named.text()).toBe('0');
  });

  it('slow-<ms> delays and then answers normally; timeout holds the request', async () => {
    const started = Date.now();
    const slow = await post('/wp-admin/admin-ajax.php', 'action=load_results&postID=6', withFault('load_results:slow-300'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(JSON.parse(slow.text)).toHaveProperty('voteCount');
    const held = await fetch(`${demo.url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'load_results', postID: '6' }),
      headers: withFault('load_results:timeout'),
      signal: AbortSignal.timeout(500),
    }).catch((error: unknown) => error);
    expect((held as Error).name).toBe('TimeoutError');
  });
});

describe('hardening: the demo is what a new user runs first', () => {
  /** The `name=value` pairs a browser would send back after these replies. */
  const jar = (...calls: Array<Pick<Call, 'cookies'>>) =>
    calls
      .flatMap((call) => call.cookies)
      .map((cookie) => cookie.split(';')[0]!)
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
  const get = async (path: string, headers: Record<string, string> = {}): Promise<Call> => {
    const response = await fetch(demo.url + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(3000) });
    return {
      status: response.status,
      text: await response.text(),
      type: response.headers.get('content-type') ?? '',
      cookies: response.headers.getSetCookie(),
    };
  };
  const send = async (path: string, body: string, headers: Record<string, string> = {}): Promise<Call> => {
    const response = await fetch(demo.url + path, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(3000),
    });
    return {
      status: response.status,
      text: await response.text(),
      type: response.headers.get('content-type') ?? '',
      cookies: response.headers.getSetCookie(),
    };
  };

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'answers admin-ajax action=%s like an unknown action (400, 0), quickly',
    async (action) => {
      const posted = await send('/wp-admin/admin-ajax.php', `action=${action}`);
      expect([posted.status, posted.text]).toEqual([400, '0']);
      const fetched = await get(`/wp-admin/admin-ajax.php?action=${action}`);
      expect([fetched.status, fetched.text]).toEqual([400, '0']);
    },
  );

  it.each(['toString', 'constructor', '__proto__', 'no_such_endpoint'])(
    'answers wc-ajax=%s like an unknown endpoint (200, empty body)',
    async (endpoint) => {
      // recorded from WooCommerce 10 (contracts/recorded/woocommerce/34-wc-ajax-unknown-endpoint.json)
      const call = await send(`/?wc-ajax=${endpoint}`, 'time=1');
      expect([call.status, call.text]).toEqual([200, '']);
    },
  );

  it.each([
    ['/shop/?orderby=constructor', 200],
    ['/shop/?orderby=__proto__', 200],
    ['/shop/?product_cat=constructor', 200],
    ['/shop/?product_cat=toString&orderby=toString', 200],
    ['/__lab/constructor/', 404],
    ['/constructor/', 404],
    ['/?cmplz_user_region=constructor', 200],
  ])('serves %s without an error', async (path, status) => {
    const call = await get(path);
    expect(call.status).toBe(status);
    // an Object.prototype member printed as a value ("function Object() { [native code] }")
    expect(call.text).not.toContain('[native code]');
  });

  it('keeps the default region for a region named like an Object property', async () => {
    const banner = (await (await fetch(`${demo.url}/wp-json/complianz/v1/banner?cmplz_user_region=constructor`)).json()) as {
      consenttype: string;
      region: string;
    };
    expect(banner).toMatchObject({ consenttype: 'optin', region: 'eu' });
  });

  it('refuses an oversized request body with 413, declared or streamed, and stops reading it', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const declared = await send('/wp-admin/admin-ajax.php', `action=load_results&postID=6&pad=${big}`);
    expect(declared.status).toBe(413);
    const { request } = await import('node:http');
    const streamed = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = request(`${demo.url}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      req.on('response', (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, sent });
      });
      req.on('error', reject);
      // a client that never stops: chunks of 64 KiB until the server answers (at most 8 MiB). It reads
      // between chunks, as a browser's upload does: written without a pause, a chunk sent after the
      // server closed made its kernel reset the connection, which could drop the 413 before the client
      // read it (EPIPE in one clean-clone run)
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        if (answered) return;
        if (sent >= 8 * 1024 * 1024) return void req.end();
        sent += chunk.length;
        if (req.write(chunk)) setImmediate(pump);
        else req.once('drain', pump);
      };
      req.write('action=load_results&pad=');
      pump();
    });
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(8 * 1024 * 1024);
    // a body under the cap still works
    const small = await send('/wp-admin/admin-ajax.php', `action=load_results&postID=6&pad=${'x'.repeat(100_000)}`);
    expect(small.status).toBe(200);
  });

  it('ignores X-Forwarded-For unless configured: one client cannot vote twice by changing the header', async () => {
    const untrusting = await startDemo({ dbFile: join(dir, 'untrusting.sqlite') });
    try {
      const vote = (forwarded: string) =>
        fetch(`${untrusting.url}/wp-admin/admin-ajax.php`, {
          method: 'POST',
          body: 'action=process_rating&star_rating=5&postID=6&duration=3',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': forwarded },
        }).then((response) => response.json() as Promise<{ errorMsg: string[] }>);
      expect((await vote('198.51.100.10')).errorMsg).toEqual([]);
      expect((await vote('198.51.100.11')).errorMsg).toEqual([RMP.cookie]);
      const ips = untrusting.db.prepare('SELECT DISTINCT ip FROM rmp_ratings').all() as Array<{ ip: string }>;
      expect(ips.map((row) => row.ip)).toEqual(['127.0.0.1']);
    } finally {
      await untrusting.close();
    }
  });

  async function loggedIn() {
    const login = await send('/my-account/', 'username=kunde&password=demo&login=Anmelden');
    expect(login.status).toBe(302);
    return jar(login);
  }

  it('ends a login session after two days (fixed from the log-in, as WordPress’s non-remembered login)', async () => {
    const cookie = await loggedIn();
    expect((await get('/my-account/', { Cookie: cookie })).text).toContain('Hallo');
    const token = /wordpress_logged_in_demo=([a-f0-9]+)/.exec(cookie)![1];
    demo.db.prepare('UPDATE logins SET expires_at = ? WHERE token = ?').run(Date.now() - 1000, token);
    const expired = await get('/my-account/', { Cookie: cookie });
    expect(expired.text).not.toContain('Hallo');
    expect(expired.text).toContain('name="password"');
    expect(demo.db.prepare('SELECT 1 FROM logins WHERE token = ?').get(token)).toBeUndefined();
  });

  it('logs out only with the session’s nonce, and asks for confirmation without it', async () => {
    const cookie = await loggedIn();
    const account = await get('/my-account/', { Cookie: cookie });
    const logoutUrl = /href="(\/my-account\/customer-logout\/\?_wpnonce=[a-f0-9]+)"/.exec(account.text)?.[1];
    expect(logoutUrl).toBeDefined();
    const other = await loggedIn();
    expect(logoutUrl).not.toBe(
      /href="(\/my-account\/customer-logout\/\?_wpnonce=[a-f0-9]+)"/.exec((await get('/my-account/', { Cookie: other })).text)?.[1],
    );

    for (const forged of ['/my-account/customer-logout/', '/my-account/customer-logout/?_wpnonce=0123456789', '/my-account/?logout=1']) {
      const refused = await get(forged, { Cookie: cookie });
      expect(refused.cookies.some((set) => set.startsWith('wordpress_logged_in_demo=;'))).toBe(false);
      expect((await get('/my-account/', { Cookie: cookie })).text).toContain('Hallo');
      if (forged.includes('customer-logout')) {
        expect(refused.text).toContain('Möchten Sie sich wirklich abmelden?');
        expect(refused.text).toContain(`href="${logoutUrl}"`);
      }
    }
    const done = await get(logoutUrl!, { Cookie: cookie });
    expect(done.status).toBe(302);
    expect((await get('/my-account/', { Cookie: cookie })).text).not.toContain('Hallo');
    expect((await get('/my-account/', { Cookie: other })).text).toContain('Hallo');
  });

  async function cartWithItem() {
    const added = await send('/?wc-ajax=add_to_cart', 'product_id=2&quantity=1');
    const cookie = jar(added);
    const page = await get('/cart/', { Cookie: cookie });
    const key = /name="cart\[([a-f0-9]{32})\]\[qty\]"/.exec(page.text)![1]!;
    return { cookie, page: page.text, key };
  }
  const quantityIn = (html: string, key: string) => /value="(\d+)"/.exec(html.slice(html.indexOf(`name="cart[${key}][qty]"`)))?.[1];

  it('changes the cart from its form only with the session’s woocommerce-cart-nonce', async () => {
    const { cookie, page, key } = await cartWithItem();
    const nonce = /name="woocommerce-cart-nonce" value="([a-f0-9]+)"/.exec(page)?.[1];
    expect(nonce).toBeDefined();
    const other = await cartWithItem();
    expect(/name="woocommerce-cart-nonce" value="([a-f0-9]+)"/.exec(other.page)?.[1]).not.toBe(nonce);

    for (const forged of [
      '',
      '&woocommerce-cart-nonce=0123456789',
      `&woocommerce-cart-nonce=${/name="woocommerce-cart-nonce" value="([a-f0-9]+)"/.exec(other.page)?.[1]}`,
    ]) {
      const refused = await send('/cart/', `cart%5B${key}%5D%5Bqty%5D=5&update_cart=1${forged}`, { Cookie: cookie });
      expect(refused.status).toBe(200);
      expect(quantityIn(refused.text, key)).toBe('1');
    }
    const updated = await send('/cart/', `cart%5B${key}%5D%5Bqty%5D=5&update_cart=1&woocommerce-cart-nonce=${nonce}`, { Cookie: cookie });
    expect(updated.status).toBe(302);
    expect(quantityIn((await get('/cart/', { Cookie: cookie })).text, key)).toBe('5');
  });

  it('removes an item by link only with the session’s nonce (cart page and mini cart print it)', async () => {
    const { cookie, page, key } = await cartWithItem();
    const links = [...page.matchAll(/href="(\/cart\/\?remove_item=[a-f0-9]{32}[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(links.length).toBe(2);
    for (const link of links) expect(link).toMatch(/&_wpnonce=[a-f0-9]+$/);
    const refused = await get(`/cart/?remove_item=${key}`, { Cookie: cookie });
    expect(quantityIn(refused.text, key)).toBe('1');
    const forged = await get(`/cart/?remove_item=${key}&_wpnonce=0123456789`, { Cookie: cookie });
    expect(quantityIn(forged.text, key)).toBe('1');
    const removed = await get(links[0]!, { Cookie: cookie });
    expect(removed.status).toBe(302);
    expect((await get('/cart/', { Cookie: cookie })).text).toContain('cart-empty');
  });
});

describe('caching of the built files', () => {
  let built: DemoServer;
  let distDir: string;
  const loader = '/wp-content/plugins/shop-islands/dist/shop-islands.js';
  const chunk = '/wp-content/plugins/shop-islands/dist/chunks/chunk-ABCD1234.js';
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(built.url + path, { headers, signal: AbortSignal.timeout(3000) });

  beforeAll(async () => {
    distDir = join(dir, 'dist-caching');
    mkdirSync(join(distDir, 'chunks'), { recursive: true });
    writeFileSync(join(distDir, 'shop-islands.js'), 'console.log("loader 1");\n');
    writeFileSync(join(distDir, 'chunks/chunk-ABCD1234.js'), 'export const chunk = 1;\n');
    built = await startDemo({ dbFile: join(dir, 'caching.sqlite'), distDir });
  });
  afterAll(() => built.close());

  it('serves hashed chunks immutable for a year, and the loader with no-cache, both with an ETag and Last-Modified', async () => {
    const hashed = await get(chunk);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const first = await get(loader);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(Date.parse(first.headers.get('last-modified') ?? '')).toBeGreaterThan(0);
    expect(await first.text()).toBe('console.log("loader 1");\n');
  });

  it('answers a revalidation of the copy the browser has with 304 and no body, and a stale one with the file', async () => {
    const first = await get(loader);
    const etag = first.headers.get('etag')!;
    const revalidated = await get(loader, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('no-cache');
    expect(revalidated.headers.get('content-type')).toBeNull();
    expect((await get(loader, { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get(loader, { 'If-Modified-Since': first.headers.get('last-modified')! })).status).toBe(304);

    const stale = await get(loader, { 'If-None-Match': '"an-older-build"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('console.log("loader 1");\n');
  });

  it('takes the ETag again when a rebuild rewrites the loader, so the old copy is refetched', async () => {
    const before = (await get(loader)).headers.get('etag')!;
    writeFileSync(join(distDir, 'shop-islands.js'), 'console.log("loader 2, longer");\n');
    const later = new Date(Date.now() + 5000);
    utimesSync(join(distDir, 'shop-islands.js'), later, later);
    const after = await get(loader, { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.text()).toBe('console.log("loader 2, longer");\n');
  });

  it('compares validators as RFC 9110 says: If-None-Match first, weakly, * matches; else If-Modified-Since to the second', () => {
    const current = validatorsOf(Buffer.from('abc'), { mtimeMs: Date.UTC(2026, 10, 23, 12, 0, 0, 700), size: 3 });
    expect(current.etag).toBe(validatorsOf(Buffer.from('abc'), { mtimeMs: 0, size: 3 }).etag);
    expect(current.etag).not.toBe(validatorsOf(Buffer.from('abd'), { mtimeMs: 0, size: 3 }).etag);
    expect(current.lastModified).toBe('Mon, 23 Nov 2026 12:00:00 GMT');
    expect(notModified({ 'if-none-match': '*' }, current)).toBe(true);
    expect(notModified({ 'if-none-match': `W/${current.etag}` }, current)).toBe(true);
    // an ETag that does not match wins over a date that would
    expect(notModified({ 'if-none-match': '"x"', 'if-modified-since': current.lastModified }, current)).toBe(false);
    expect(notModified({ 'if-modified-since': current.lastModified }, current)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Mon, 23 Nov 2026 11:59:59 GMT' }, current)).toBe(false);
    expect(notModified({ 'if-modified-since': 'yesterday' }, current)).toBe(false);
    expect(notModified({}, current)).toBe(false);
  });
});

describe('hardening', () => {
  it('answers a body it cannot read with 400 and a message, not 500', async () => {
    const call = await fetch(`${demo.url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not a multipart body',
    });
    expect(call.status).toBe(400);
    expect(await call.text()).toMatch(/fehlerhaft/);
  });

  it('signs nonces and order keys with secrets of its own database, made at random on first use', () => {
    const other = openDatabase(':memory:');
    expect(nonceFor(other, 'wp_rest', 1)).not.toBe(nonceFor(demo.db, 'wp_rest', 1));
    expect(nonceFor(other, 'wp_rest', 1)).toBe(nonceFor(other, 'wp_rest', 1));
    expect(orderKey(other, 7, 'session')).not.toBe(orderKey(demo.db, 7, 'session'));
    const secrets = demo.db.prepare("SELECT value FROM site_options WHERE name IN ('nonce_salt', 'order_key_secret')").all() as Array<{
      value: string;
    }>;
    expect(secrets).toHaveLength(2);
    for (const { value } of secrets) expect(value).toMatch(/^[0-9a-f]{64}$/);
    other.close();
  });

  it('forgets carts untouched for 48 hours, e-mail captures and expired log-ins; a cart in use stays', () => {
    const db = openDatabase(':memory:');
    const now = Date.now();
    const hours = (count: number) => count * 60 * 60 * 1000;
    const line = db.prepare(
      'INSERT INTO cart_items (session_id, item_key, product_id, variation_id, quantity, unit_price, added_at) VALUES (?, ?, 1, 0, 1, 100, ?)',
    );
    line.run('old', 'a', now - hours(50));
    line.run('old', 'b', now - hours(49));
    line.run('busy', 'a', now - hours(60));
    line.run('busy', 'b', now - hours(1));
    db.prepare(
      "INSERT INTO mailchimp_carts (hash, session_id, email, language, subscribed, updated_at) VALUES ('h1', 'old', 'a@example.test', 'de', 0, ?), ('h2', 'busy', 'b@example.test', 'de', 0, ?)",
    ).run(new Date(now - hours(49)).toISOString(), new Date(now - hours(2)).toISOString());
    expireSessions(db, now);
    expect(db.prepare('SELECT session_id, item_key FROM cart_items ORDER BY session_id, item_key').all()).toEqual([
      { session_id: 'busy', item_key: 'a' },
      { session_id: 'busy', item_key: 'b' },
    ]);
    expect(db.prepare('SELECT hash FROM mailchimp_carts').all()).toEqual([{ hash: 'h2' }]);
    db.close();
  });
});

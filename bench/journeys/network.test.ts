import { describe, expect, it } from 'vitest';
import { accountNetwork, journeyEnd, type NetworkEvent } from './network';

const sent = (requestId: string, url: string, wallTime: number, extra: Record<string, unknown> = {}): NetworkEvent => ({
  method: 'Network.requestWillBeSent',
  params: { requestId, request: { url, method: 'GET', ...extra }, wallTime, timestamp: wallTime - 1000 },
});
const received = (requestId: string, type: string, headerBytes = 0): NetworkEvent => ({
  method: 'Network.responseReceived',
  params: { requestId, type, response: { encodedDataLength: headerBytes } },
});
const finished = (requestId: string, encodedDataLength: number, timestamp?: number): NetworkEvent => ({
  method: 'Network.loadingFinished',
  params: { requestId, encodedDataLength, ...(timestamp !== undefined && { timestamp }) },
});

/** A request's three events: sent, its response, and its bytes on the wire (`headerBytes` of them its headers'). */
const fetched = (requestId: string, url: string, wallTime: number, type: string, bytes: number, headerBytes = 0): NetworkEvent[] => [
  sent(requestId, url, wallTime),
  received(requestId, type, headerBytes),
  finished(requestId, bytes),
];

const TAP = 1_700_000_010_000;
const isAdd = (request: { url: string }) => request.url.includes('wc-ajax=add_to_cart');

describe("a journey's network", () => {
  it('counts the JavaScript on the wire before the tap and by the end', () => {
    const events = [
      ...fetched('1', 'http://shop.test/shop/', 1_700_000_000, 'Document', 9000),
      ...fetched('2', 'http://shop.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1', 1_700_000_001, 'Script', 30_000),
      ...fetched('3', 'http://shop.test/dist/chunks/react-ABC.js', 1_700_000_011, 'Script', 60_000),
      // a chunk warmed by fetch(): a script by its name
      sent('4', 'http://shop.test/dist/islands/add-to-cart.js', 1_700_000_005, { type: 'Fetch' }),
      received('4', 'Fetch'),
      finished('4', 2000),
    ];
    const network = accountNetwork(events, TAP, isAdd);
    expect(network.jsBeforeBytes).toBe(32_000);
    expect(network.jsEndBytes).toBe(92_000);
    expect(network.scripts.map((script) => script.beforeTap)).toEqual([true, false, true]);
  });

  it('counts the script files fetched by the end and their response headers; a cache hit is neither', () => {
    const events = [
      ...fetched('1', 'http://shop.test/shop/', 1_700_000_000, 'Document', 9000, 400),
      ...fetched('2', 'http://shop.test/dist/shop-islands.js', 1_700_000_001, 'Script', 9_800, 260),
      ...fetched('3', 'http://shop.test/dist/chunks/chunk-A.js', 1_700_000_011, 'Script', 1_250, 250),
      // from the memory cache: no bytes on the wire
      ...fetched('4', 'http://shop.test/dist/chunks/chunk-B.js', 1_700_000_012, 'Script', 0),
    ];
    const network = accountNetwork(events, TAP, isAdd);
    expect(network.jsEndFiles).toBe(2);
    expect(network.jsEndHeaderBytes).toBe(510);
    expect(network.jsEndBytes).toBe(11_050);
  });

  it('times each script from the tap: sent by its wall time, arrived on the monotonic clock through the last anchor', () => {
    // the monotonic clock runs 1,000 s behind the wall clock in these events
    const events = [
      sent('1', 'http://shop.test/dist/chunks/react.js', 1_700_000_010.05),
      received('1', 'Script'),
      finished('1', 60_000, 1_699_999_010.85),
    ];
    const [script] = accountNetwork(events, TAP, isAdd).scripts;
    expect(script).toMatchObject({ beforeTap: false, sentMs: 50, arrivedMs: 850 });
  });

  it("finds the action's first request after the tap, on the epoch clock", () => {
    const events = [
      sent('1', 'http://shop.test/?wc-ajax=add_to_cart', 1_700_000_005),
      sent('2', 'http://shop.test/?wc-ajax=get_refreshed_fragments', 1_700_000_010.02),
      sent('3', 'http://shop.test/?wc-ajax=add_to_cart', 1_700_000_010.07),
      sent('4', 'http://shop.test/?wc-ajax=add_to_cart', 1_700_000_010.5),
    ];
    const network = accountNetwork(events, TAP, isAdd);
    expect(network.requestAt).toBeCloseTo(TAP + 70, 3);
    expect(network.requestUrl).toBe('http://shop.test/?wc-ajax=add_to_cart');
  });

  it("reads a form post's body from its base64 entries (a posted add to cart)", () => {
    const body = Buffer.from('quantity=1&add-to-cart=17').toString('base64');
    const events = [
      sent('1', 'http://shop.test/product/espressobohnen/', 1_700_000_010.3, { method: 'POST', postDataEntries: [{ bytes: body }] }),
    ];
    const isPostedAdd = (request: { method: string; postData?: string }) =>
      request.method === 'POST' && /(^|&)add-to-cart=/.test(request.postData ?? '');
    expect(accountNetwork(events, TAP, isPostedAdd).requestAt).toBeCloseTo(TAP + 300, 3);
  });

  it('keeps a redirected request at the moment it first left; no tap, no action request', () => {
    const events = [
      sent('1', 'http://shop.test/a.js', 1_700_000_001),
      sent('1', 'http://shop.test/b.js', 1_700_000_002),
      received('1', 'Script'),
      finished('1', 500),
      sent('2', 'http://shop.test/?wc-ajax=add_to_cart', 1_700_000_003),
      sent('3', 'http://shop.test/c.js', 1_700_000_004),
    ];
    const network = accountNetwork(events, null, isAdd);
    expect(network.scripts).toEqual([{ url: 'http://shop.test/b.js', bytes: 500, beforeTap: true, sentMs: null, arrivedMs: null }]);
    expect(network.requestAt).toBeNull();
  });
});

describe("a journey's end", () => {
  const at = (event: NetworkEvent, ms: number): NetworkEvent => ({ ...event, at: ms });
  const RESULT = 1000;

  it('is the first second without a request open or a new one after the result, not when the bench looked', () => {
    const events = [
      at(sent('1', 'http://shop.test/?wc-ajax=add_to_cart', 0), 50),
      at(finished('1', 500), 250),
      at(sent('2', 'http://shop.test/dist/chunks/sanitize.js', 0), 1500),
      at(finished('2', 12_000), 1700),
      // idle warming, 1.3 s later: not the journey's
      at(sent('3', 'http://shop.test/dist/islands/warm.js', 0), 3000),
      at(finished('3', 2000), 3100),
    ];
    expect(journeyEnd(events, RESULT, 1000)).toBe(4);
    // the quiet counts from the result: a request within the second after it is the journey's
    expect(journeyEnd(events.slice(0, 2), RESULT, 1000)).toBe(2);
    const late = [...events.slice(0, 2), at(sent('4', 'http://shop.test/x.js', 0), 1900), at(finished('4', 1), 2000)];
    expect(journeyEnd(late, RESULT, 1000)).toBe(4);
  });

  it('waits three times as long while a request stays open (a long poll), and takes everything without a quiet moment', () => {
    const events = [
      at(sent('9', 'http://shop.test/poll', 0), 10),
      at(sent('2', 'http://shop.test/a.js', 0), 1200),
      at(finished('2', 1), 1300),
      at(sent('3', 'http://shop.test/b.js', 0), 2800),
    ];
    expect(journeyEnd(events, RESULT, 1000)).toBe(4);
    expect(journeyEnd([...events, at(finished('3', 1), 2900), at(sent('4', 'http://shop.test/c.js', 0), 6000)], RESULT, 1000)).toBe(5);
    // a blob: URL never leaves the page (Chromium reports no end for wp-emoji's worker): it holds nothing open
    const blob = [
      at(sent('7', 'blob:http://shop.test/9dfd', 0), 100),
      at(sent('2', 'http://shop.test/a.js', 0), 1200),
      at(finished('2', 1), 1300),
    ];
    expect(journeyEnd([...blob, at(sent('3', 'http://shop.test/warm.js', 0), 2500)], RESULT, 1000)).toBe(3);
    // events the bench did not stamp end nothing
    expect(journeyEnd([sent('1', 'http://shop.test/a.js', 0), finished('1', 1)], RESULT, 1000)).toBe(2);
  });
});

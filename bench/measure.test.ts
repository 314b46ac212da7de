// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judge, median, scriptTime, selfTimeBy, transfersFrom, type NetworkEvent } from './measure';

describe('benchmark arithmetic', () => {
  it('charges each sample the time until the next one, by the kind of script on top of the stack', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { url: '' } },
        { id: 2, callFrame: { url: 'http://shop.test/dist/shop-islands.js' } },
        { id: 3, callFrame: { url: 'http://shop.test/dist/chunks/chunk-REACT.js' } },
        { id: 4, callFrame: { url: 'http://shop.test/dist/islands/rating-X.js' } },
        { id: 5, callFrame: { url: 'http://other.test/analytics.js' } },
      ],
      samples: [1, 2, 2, 3, 4, 5, 4],
      // the first delta is the time from the profile's start to the first sample
      timeDeltas: [9000, 1000, 2000, 3000, 4000, 5000, 6000],
    };
    const kindOf = (url: string) =>
      url.includes('shop-islands.js') ? 'loader' : url.includes('REACT') ? 'framework' : url.includes('/dist/') ? 'islands' : null;
    expect(scriptTime(profile, kindOf)).toEqual({ loader: 5, framework: 4, islands: 5, total: 14 });
  });

  it('reports kinds without samples as zero, and counts only the kinds it is given', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { url: 'https://maps.googleapis.com/maps/api/js' } },
        { id: 2, callFrame: { url: '' } },
      ],
      samples: [1, 2, 1],
      timeDeltas: [0, 1500, 500, 250],
    };
    expect(scriptTime(profile, () => null)).toEqual({ loader: 0, framework: 0, islands: 0, total: 0 });
    expect(selfTimeBy(profile, (url) => (url.startsWith('https://maps.googleapis.com/') ? 'standIn' : null))).toEqual({
      standIn: 1.75,
      total: 1.75,
    });
  });

  it('takes the middle value, and the rounded mean of the two middle ones for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 2, 3])).toBe(3);
  });

  it('marks a row met up to the limit of the reference and missed above it, with the ratio and the target in KB', () => {
    // lite: 50 % of 64.2 KB is 32.1 KB
    expect(judge(29.8 * 1024, 64.2, 0.5)).toEqual({ ratio: 29.8 / 64.2, targetKb: 32.1, met: true });
    expect(judge(32.1 * 1024, 64.2, 0.5).met).toBe(true);
    expect(judge(32.2 * 1024, 64.2, 0.5).met).toBe(false);
    // React: 130 % of 91.0 KB is 118.3 KB
    const react = judge(116.5 * 1024, 91.0, 1.3);
    expect(react.targetKb).toBe(118.3);
    expect(react.met).toBe(true);
    expect(Math.round(react.ratio * 100)).toBe(128);
  });
});

describe('warm-cache transfers from the DevTools protocol', () => {
  const dist = 'http://127.0.0.1:8080/wp-content/plugins/shop-islands/dist/';
  const ours = (url: string) => url.startsWith(dist) && url.split('?')[0]!.endsWith('.js');
  const sent = (requestId: string, url: string): NetworkEvent => ({
    method: 'Network.requestWillBeSent',
    params: { requestId, request: { url } },
  });
  const received = (
    requestId: string,
    url: string,
    status: number,
    cache: { fromDiskCache?: boolean; fromMemoryCache?: boolean } = {},
  ): NetworkEvent => ({
    method: 'Network.responseReceived',
    params: { requestId, response: { url, status, ...cache } },
  });
  const finished = (requestId: string, encodedDataLength: number): NetworkEvent => ({
    method: 'Network.loadingFinished',
    params: { requestId, encodedDataLength },
  });

  it('counts the loader revalidated (304, its header bytes), chunks from the cache (no bytes) and a new chunk fetched', () => {
    const events: NetworkEvent[] = [
      sent('1', `${dist}shop-islands.js?ver=1`),
      received('1', `${dist}shop-islands.js?ver=1`, 304),
      finished('1', 221),
      sent('2', `${dist}chunks/chunk-AAAA1111.js`),
      { method: 'Network.requestServedFromCache', params: { requestId: '2' } },
      received('2', `${dist}chunks/chunk-AAAA1111.js`, 200),
      finished('2', 0),
      sent('3', `${dist}islands/rating-BBBB2222.js`),
      received('3', `${dist}islands/rating-BBBB2222.js`, 200, { fromDiskCache: true }),
      finished('3', 0),
      sent('4', `${dist}islands/cart-CCCC3333.js`),
      received('4', `${dist}islands/cart-CCCC3333.js`, 200, { fromMemoryCache: true }),
      sent('5', `${dist}islands/mini-cart-DDDD4444.js`),
      received('5', `${dist}islands/mini-cart-DDDD4444.js`, 200),
      finished('5', 5120),
    ];
    expect(transfersFrom(events, ours)).toEqual({ bytes: 221 + 5120, fetched: 1, revalidated: 1, cached: 3 });
  });

  it('ignores other files and requests that never got a response (blocked, aborted)', () => {
    const events: NetworkEvent[] = [
      sent('1', 'http://127.0.0.1:8080/shop/'),
      received('1', 'http://127.0.0.1:8080/shop/', 200),
      finished('1', 40_000),
      sent('2', `${dist}shop-islands.css`),
      received('2', `${dist}shop-islands.css`, 200),
      finished('2', 3000),
      sent('3', 'https://maps.googleapis.com/maps/api/js'),
      sent('4', `${dist}islands/map-EEEE5555.js`),
    ];
    expect(transfersFrom(events, ours)).toEqual({ bytes: 0, fetched: 0, revalidated: 0, cached: 0 });
    // a redirect keeps the request id: the final URL and status count
    const redirected = [sent('6', 'http://127.0.0.1:8080/old.js'), received('6', `${dist}shop-islands.js`, 200), finished('6', 14_000)];
    expect(transfersFrom(redirected, ours)).toEqual({ bytes: 14_000, fetched: 1, revalidated: 0, cached: 0 });
  });
});

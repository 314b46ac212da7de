/**
 * A post kept for days by a cache: Rate My Post's printed nonce is stale. Rate My Post checks it for
 * logged-in voters only and answers a stale one as any refused vote ("Invalid WP token!", recorded
 * from the real plugin): a logged-in voter's refused vote goes once more with the fresh nonce from
 * the plugin's endpoint. Rate My Post is not part of the test site (not installable there), so this
 * is tested on the recorded replies.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorded, replay } from '../../test/fixtures/recorded';
import { resetConfig } from '../../src/wp/config';
import { resetFreshNonces } from '../../src/wp/fresh-nonces';
import { loadResults, submitFeedback, submitRating } from './api';

const FRESH = { wp_rest: 'a0a0a0a0a0', rmp_public_nonce: 'f0f0f0f0f1' };
const badNonce = replay('rate-my-post/process_rating-logged-in-bad-nonce.json');
const valid = replay('rate-my-post/process_rating-valid-4.json');
const doubleVote = replay('rate-my-post/process_rating-double-vote-same-ip.json');
const isEndpoint = (body: unknown) => body instanceof FormData && body.get('action') === 'shop_islands_nonces';
const isEndpointCall = (init?: RequestInit) => isEndpoint(init?.body) || String(init?.body).includes('shop_islands_');
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function serve(rating: (nonce: string) => Promise<Response>, endpoint?: () => Response | Promise<Response>) {
  const endpointFails = endpoint !== undefined;
  endpoint ??= () => json(FRESH);
  const spy = vi.fn(async (_url: string, init?: RequestInit) => {
    if (String(init?.body).includes('shop_islands_verify_nonce') && !endpointFails) {
      const check = new URLSearchParams(String(init?.body));
      return json({ valid: (FRESH as Record<string, string>)[check.get('name') ?? ''] === check.get('nonce') });
    }
    if (isEndpointCall(init)) return endpoint();
    return rating(String((init?.body as FormData).get('nonce')));
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
const sentNonces = (spy: ReturnType<typeof vi.fn>) =>
  spy.mock.calls
    .filter(([, init]) => !isEndpointCall(init as RequestInit))
    .map(([, init]) => (init as RequestInit).body as FormData)
    .map((body) => body.get('nonce'));
const vote = (loggedIn: boolean) => submitRating({ star: 4, postId: 7, duration: 3, nonce: '5ta1e0000a', loggedIn });

beforeEach(() => {
  resetConfig();
  resetFreshNonces();
  (globalThis as Record<string, unknown>).shopIslands = { ajaxUrl: '/wp-admin/admin-ajax.php' };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>).shopIslands;
});

describe('a logged-in voter on a stale page', () => {
  it('the recorded refusal is the stale-nonce one', () => {
    expect(JSON.parse(recorded('rate-my-post/process_rating-logged-in-bad-nonce.json').response.body).errorMsg).toEqual([
      'Invalid WP token!',
    ]);
  });

  it('stale → fresh nonce → the vote once more → counted; feedback and results then send the fresh nonce', async () => {
    const spy = serve((nonce) => (nonce === FRESH.rmp_public_nonce ? valid('') : badNonce('')));
    const reply = await vote(true);
    expect(reply).toMatchObject({ voteCount: 1, avgRating: 4, errorMsg: [] });
    expect(sentNonces(spy)).toEqual(['5ta1e0000a', FRESH.rmp_public_nonce]);
    await submitFeedback({ feedback: 'gut', postId: 7, duration: 4, ratingId: 1, ratingToken: 'x', nonce: '5ta1e0000a' }).catch(
      () => undefined,
    );
    await loadResults(7, '5ta1e0000a', undefined, true).catch(() => undefined);
    expect(sentNonces(spy).slice(2)).toEqual([FRESH.rmp_public_nonce, FRESH.rmp_public_nonce]);
  });

  it('stale twice: Rate My Post’s own message stands (the island shows it), two votes sent', async () => {
    const spy = serve(() => badNonce(''));
    const reply = await vote(true);
    expect(reply.errorMsg).toEqual(['Invalid WP token!']);
    expect(sentNonces(spy)).toHaveLength(2);
  });

  it.each([
    ['HTTP 500', () => new Response('error', { status: 500 })],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['malformed', () => new Response('{"wp_rest":')],
  ])('the endpoint failing (%s): the first refusal stands, one vote sent', async (_name, endpoint) => {
    const spy = serve(() => badNonce(''), endpoint);
    expect((await vote(true)).errorMsg).toEqual(['Invalid WP token!']);
    expect(sentNonces(spy)).toHaveLength(1);
  });

  it('concurrent refusals fetch fresh nonces once', async () => {
    const spy = serve((nonce) => (nonce === FRESH.rmp_public_nonce ? valid('') : badNonce('')));
    await Promise.all([vote(true), loadResults(7, '5ta1e0000a', undefined, true)]);
    expect(spy.mock.calls.filter(([, init]) => String((init as RequestInit).body).includes('shop_islands_nonces'))).toHaveLength(1);
  });
});

describe('an anonymous voter', () => {
  it('needs no nonce (Rate My Post checks none): a refusal is the answer, sent once', async () => {
    const spy = serve(() => doubleVote(''));
    const reply = await vote(false);
    expect(reply.errorMsg.length).toBeGreaterThan(0);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

/** Rate My Post's three admin-ajax actions, sent as its own fetch + FormData does, replies checked. */
import * as v from 'valibot';
import { adminAjax } from '../../src/wp/ajax';
import { latestNonce, withFreshNonces } from '../../src/wp/fresh-nonces';

const messages = v.pipe(
  v.union([v.array(v.string()), v.string(), v.null()]),
  v.transform((value) => (Array.isArray(value) ? value : value ? [value] : [])),
);
const numberOrFalse = v.union([v.number(), v.literal(false)]);

export const RatingReply = v.object({
  voteCount: numberOrFalse,
  avgRating: numberOrFalse,
  errorMsg: messages,
  token: v.union([v.number(), v.string()]),
  id: v.union([v.number(), v.string()]),
});
export type RatingReply = v.InferOutput<typeof RatingReply>;

export const FeedbackReply = v.object({ successMsg: v.optional(v.string(), ''), errorMsg: messages });
export type FeedbackReply = v.InferOutput<typeof FeedbackReply>;

export const ResultsReply = v.object({ voteCount: numberOrFalse, avgRating: numberOrFalse, errorMsg: messages });
export type ResultsReply = v.InferOutput<typeof ResultsReply>;

/** A feedback token when the server wants feedback for this vote; -1 / "-1" means none. */
export const feedbackToken = (reply: RatingReply): string | null =>
  typeof reply.token === 'string' && reply.token !== '-1' && reply.token !== '' ? reply.token : null;

const NONCE = 'rmp_public_nonce';

/**
 * Rate My Post checks its nonce for logged-in voters only and answers a stale one (a page kept for
 * days by a cache) as any refused vote: `errorMsg` ["Invalid WP token!"] in the visitor's language.
 * So a logged-in voter's refused vote goes once more with the fresh nonce, when it differs from the
 * one sent (a refusal for another reason is then answered the same; nothing is counted twice).
 */
const freshNonceFor = (nonce: string, loggedIn: boolean | undefined) =>
  loggedIn ? { sent: { name: NONCE, value: nonce }, staleReply: (reply: { errorMsg: string[] }) => reply.errorMsg.length > 0 } : {};

export function submitRating(
  fields: { star: number; postId: number; duration: number; nonce: string; token?: string; loggedIn?: boolean },
  signal?: AbortSignal,
) {
  const nonce = latestNonce(NONCE, fields.nonce);
  return withFreshNonces(
    (fresh) =>
      adminAjax(
        'process_rating',
        { star_rating: fields.star, postID: fields.postId, duration: fields.duration, nonce: fresh?.[NONCE] ?? nonce, token: fields.token },
        { schema: RatingReply, multipart: true, ...(signal ? { signal } : {}) },
      ),
    freshNonceFor(nonce, fields.loggedIn),
  );
}

export function submitFeedback(
  fields: {
    feedback: string;
    postId: number;
    duration: number;
    ratingId: number | string;
    ratingToken: string;
    nonce: string;
    token?: string;
  },
  signal?: AbortSignal,
) {
  return adminAjax(
    'process_feedback',
    {
      feedback: fields.feedback,
      postID: fields.postId,
      duration: fields.duration,
      rating_id: fields.ratingId,
      rating_token: fields.ratingToken,
      // the fresh nonce once a vote fetched it; not sent twice itself (the rating token is single use)
      nonce: latestNonce(NONCE, fields.nonce),
      token: fields.token,
    },
    { schema: FeedbackReply, multipart: true, ...(signal ? { signal } : {}) },
  );
}

export function loadResults(postId: number, printedNonce: string, signal?: AbortSignal, loggedIn?: boolean) {
  const nonce = latestNonce(NONCE, printedNonce);
  return withFreshNonces(
    (fresh) =>
      adminAjax(
        'load_results',
        { postID: postId, nonce: fresh?.[NONCE] ?? nonce },
        { schema: ResultsReply, multipart: true, ...(signal ? { signal } : {}) },
      ),
    freshNonceFor(nonce, loggedIn),
  );
}

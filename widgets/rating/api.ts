/** Rate My Post's three admin-ajax actions, sent as its own fetch + FormData does, replies checked. */
import * as v from 'valibot';
import { adminAjax } from '../../src/wp/ajax';

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

export function submitRating(
  fields: { star: number; postId: number; duration: number; nonce: string; token?: string },
  signal?: AbortSignal,
) {
  return adminAjax(
    'process_rating',
    { star_rating: fields.star, postID: fields.postId, duration: fields.duration, nonce: fields.nonce, token: fields.token },
    { schema: RatingReply, multipart: true, ...(signal ? { signal } : {}) },
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
      nonce: fields.nonce,
      token: fields.token,
    },
    { schema: FeedbackReply, multipart: true, ...(signal ? { signal } : {}) },
  );
}

export function loadResults(postId: number, nonce: string, signal?: AbortSignal) {
  return adminAjax('load_results', { postID: postId, nonce }, { schema: ResultsReply, multipart: true, ...(signal ? { signal } : {}) });
}

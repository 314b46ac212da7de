// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recorded } from '../../test/fixtures/recorded';
import { FeedbackReply, RatingReply, ResultsReply, feedbackToken } from './api';

describe('reply shapes in the contract', () => {
  const parse = <S extends v.GenericSchema>(schema: S, file: string) =>
    v.parse(schema, JSON.parse(recorded(`rate-my-post/${file}`).response.body));

  it('process_rating: success, feedback token, failure with string -1', () => {
    const ok = parse(RatingReply, 'process_rating-valid-4.json');
    expect(ok).toEqual({ voteCount: 1, avgRating: 4, errorMsg: [], token: -1, id: 1 });
    expect(feedbackToken(ok)).toBeNull();
    const low = parse(RatingReply, 'process_rating-low-2-gets-feedback-token.json');
    expect(feedbackToken(low)).toBe('c8311eb29897fdee7b327b67278c2968');
    for (const file of [
      'process_rating-double-vote-same-ip.json',
      'process_rating-star0.json',
      'process_rating-missing-postID.json',
      'process_rating-logged-in-bad-nonce.json',
    ]) {
      const failure = parse(RatingReply, file);
      expect(failure.voteCount).toBe(false);
      expect(failure.errorMsg.length).toBe(1);
      expect(feedbackToken(failure)).toBeNull();
    }
  });

  it('process_feedback: success and errors (successMsg present on failure too)', () => {
    expect(parse(FeedbackReply, 'process_feedback-valid-token.json').errorMsg).toEqual([]);
    expect(parse(FeedbackReply, 'process_feedback-empty-text.json')).toEqual({
      successMsg: 'Thanks for your feedback!',
      errorMsg: ['Please insert your feedback in the box above!'],
    });
    expect(parse(FeedbackReply, 'process_feedback-token-reused.json').errorMsg).toEqual(['Invalid Token']);
  });

  it('load_results: errorMsg as a string, voteCount false', () => {
    expect(parse(ResultsReply, 'load_results-post6-with-votes.json')).toEqual({ voteCount: 3, avgRating: 2.3, errorMsg: [] });
    expect(parse(ResultsReply, 'load_results-missing-postID.json')).toEqual({
      voteCount: false,
      avgRating: false,
      errorMsg: ['You cannot rate a web page without an id!'],
    });
  });

  it('rejects shapes that are not the contract’s', () => {
    expect(v.safeParse(RatingReply, { voteCount: '3', avgRating: 4, errorMsg: [], token: -1, id: 1 }).success).toBe(false);
    expect(v.safeParse(RatingReply, { voteCount: 1, avgRating: 4, errorMsg: [{}], token: -1, id: 1 }).success).toBe(false);
  });
});

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recorded } from '../../test/fixtures/recorded';
import { FeedbackReply, RatingReply, ResultsReply, feedbackToken } from './api';
import { parseRatedIds, withRatedId } from './cookie';
import { readRatingSettings } from './settings';
import { starFills } from './stars';
import { aggregateRatingJson } from './structured-data';
import before from '../../test/fixtures/recorded/rate-my-post/rmp_frontend-post6-before-votes.json';
import admin from '../../test/fixtures/recorded/rate-my-post/rmp_frontend-post7-logged-in-admin.json';

describe('starFills', () => {
  it.each([
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [2.2, ['full', 'full', 'empty', 'empty', 'empty']],
    [2.3, ['full', 'full', 'half', 'empty', 'empty']],
    [2.5, ['full', 'full', 'half', 'empty', 'empty']],
    [2.7, ['full', 'full', 'half', 'empty', 'empty']],
    [2.8, ['full', 'full', 'full', 'empty', 'empty']],
    [4, ['full', 'full', 'full', 'full', 'empty']],
    [4.9, ['full', 'full', 'full', 'full', 'full']],
    [5, ['full', 'full', 'full', 'full', 'full']],
  ])('%s shows %j', (average, expected) => expect(starFills(average)).toEqual(expected));

  it('always five stars, full ones first, at most one half, matching the rule (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
        (average) => {
          const fills = starFills(average);
          expect(fills).toHaveLength(5);
          const full = fills.filter((fill) => fill === 'full').length;
          const half = fills.filter((fill) => fill === 'half').length;
          expect(half).toBeLessThanOrEqual(1);
          expect(fills.slice(0, full).every((fill) => fill === 'full')).toBe(true);
          const whole = Math.floor(average);
          const decimal = Math.round((average - whole) * 10) / 10;
          expect(full).toBe(decimal >= 0.8 ? whole + 1 : whole);
          expect(half).toBe(decimal >= 0.3 && decimal <= 0.7 ? 1 : 0);
        },
      ),
    );
  });

  it('survives nonsense', () => {
    expect(starFills(Number.NaN)).toEqual(starFills(0));
    expect(starFills(-3)).toEqual(starFills(0));
    expect(starFills(9)).toEqual(starFills(5));
  });
});

describe('rmp-rate cookie', () => {
  it('reads the original plugin’s encoded format and a raw one', () => {
    expect(parseRatedIds('12%2C34')).toEqual([12, 34]);
    expect(parseRatedIds('12,34')).toEqual([12, 34]);
    expect(parseRatedIds('7')).toEqual([7]);
    expect(parseRatedIds(undefined)).toEqual([]);
    expect(parseRatedIds('%E0%A4%A')).toEqual([]);
    expect(parseRatedIds('1,<script>,3')).toEqual([1, 3]);
  });

  it('keeps at most 20 ids, dropping the oldest, without duplicates (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 60 }), (votes) => {
        let ids: number[] = [];
        for (const id of votes) ids = withRatedId(ids, id);
        expect(ids.length).toBeLessThanOrEqual(20);
        expect(new Set(ids).size).toBe(ids.length);
        if (votes.length) expect(ids.at(-1)).toBe(votes.at(-1));
        const distinctRecent = [...new Set([...votes].reverse())].slice(0, 20).reverse();
        expect(ids).toEqual(distinctRecent);
      }),
    );
  });
});

describe('settings from rmp_frontend', () => {
  it('reads the recorded global (1 = off, 2 = on, strings)', () => {
    const settings = readRatingSettings(before);
    expect(settings).toMatchObject({
      postId: 6,
      nonce: 'c84f548307',
      feedback: true,
      social: false,
      preventAccidental: false,
      hoverTexts: false,
      cookieLock: true,
      loginRequired: false,
      loggedIn: false,
      positiveThreshold: 2,
      ajaxLoad: false,
      showResultsBeforeVote: true,
      captcha: null,
      notVotable: false,
    });
    expect(settings.texts.afterVote).toBe('Thank you for rating this post!');
    expect(readRatingSettings(admin).loggedIn).toBe(true);
  });

  it('lets host props win and understands is_not_votable', () => {
    expect(readRatingSettings(before, { postId: 9 }).postId).toBe(9);
    expect(readRatingSettings({ ...before, is_not_votable: 'true' }).notVotable).toBe(true);
    expect(readRatingSettings(before, { votable: false }).notVotable).toBe(true);
    expect(readRatingSettings(undefined)).toMatchObject({ postId: 0, positiveThreshold: 2, feedback: false });
    expect(readRatingSettings({ grecaptcha: '2', siteKey: 'k' }).captcha).toEqual({ siteKey: 'k' });
  });
});

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

describe('structured data', () => {
  it('matches the shown numbers, and is absent without votes', () => {
    expect(JSON.parse(aggregateRatingJson({ type: 'BlogPosting', name: 'A </script>', url: '/a/' }, 4.2, 17)!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      name: 'A </script>',
      url: '/a/',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.2, ratingCount: 17, bestRating: 5, worstRating: 1 },
    });
    expect(aggregateRatingJson({ type: 'BlogPosting', name: 'x', url: '/' }, 0, 0)).toBeNull();
    expect(aggregateRatingJson({ type: 'BlogPosting', name: '</script><b>', url: '/' }, 1, 1)).not.toContain('</script>');
  });
});

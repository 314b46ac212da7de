// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRatingSettings } from './settings';
import before from '../../test/fixtures/recorded/rate-my-post/rmp_frontend-post6-before-votes.json';
import admin from '../../test/fixtures/recorded/rate-my-post/rmp_frontend-post7-logged-in-admin.json';

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

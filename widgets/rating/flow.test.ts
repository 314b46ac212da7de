// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterVote, canVote, initialFlow, ratingFlow, shownStar, type FlowAction, type FlowState } from './flow';

const SAVED = { average: 2.3, count: 3 };
const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(ratingFlow, state);
const idle = () => initialFlow(SAVED, null);
const ticket = { ratingId: 17, token: 'abc123' };
const saved = (over: Partial<Extract<FlowAction, { type: 'vote-saved' }>> = {}): FlowAction => ({
  type: 'vote-saved',
  results: { average: 2, count: 4 },
  thanks: 'Danke!',
  ticket: null,
  social: false,
  ...over,
});
const feedbackOpen = () =>
  run(idle(), { type: 'vote-sent', star: 1, sending: '…' }, saved({ ticket }), { type: 'feedback-typed', text: 'Mehr Beispiele' });

describe('ratingFlow', () => {
  it('starts idle with the saved results, or locked with its reason as a status', () => {
    expect(idle()).toMatchObject({ step: 'idle', results: SAVED, selected: null, notice: null });
    expect(initialFlow(SAVED, 'Danke!')).toMatchObject({ step: 'locked', notice: { kind: 'status', text: 'Danke!' } });
    expect(initialFlow(SAVED, '')).toMatchObject({ step: 'locked', notice: null });
  });

  it('hover and choice only while votable; the shown star follows hover, then choice', () => {
    const state = run(idle(), { type: 'chosen', star: 2 }, { type: 'hovered', star: 4 });
    expect(shownStar(state)).toBe(4);
    expect(shownStar(run(state, { type: 'hovered', star: null }))).toBe(2);
    const locked = initialFlow(SAVED, '');
    expect(run(locked, { type: 'chosen', star: 2 }, { type: 'hovered', star: 4 })).toBe(locked);
    expect(shownStar(locked)).toBeNull();
  });

  it('a vote: voting (sending notice, the star shown) → voted with the new results and the thanks', () => {
    const voting = run(idle(), { type: 'hovered', star: 5 }, { type: 'vote-sent', star: 4, sending: 'Wird gesendet' });
    expect(voting).toMatchObject({ step: 'voting', selected: 4, hovered: null, notice: { kind: 'status', text: 'Wird gesendet' } });
    expect(canVote(voting)).toBe(false);
    expect(shownStar(voting)).toBe(4);
    expect(run(voting, { type: 'vote-sent', star: 2, sending: 'x' })).toBe(voting);
    const voted = run(voting, saved({ social: true }));
    expect(voted).toMatchObject({
      step: 'voted',
      results: { average: 2, count: 4 },
      voted: true,
      social: true,
      notice: { kind: 'status', text: 'Danke!' },
    });
    expect(shownStar(voted)).toBeNull();
  });

  it('a failed vote returns to idle with the error, the stars back on the saved average', () => {
    const failed = run(
      idle(),
      { type: 'chosen', star: 4 },
      { type: 'vote-sent', star: 4, sending: '…' },
      { type: 'vote-failed', message: '<b>Sie haben bereits abgestimmt!</b>' },
    );
    expect(failed).toMatchObject({
      step: 'idle',
      selected: null,
      results: SAVED,
      voted: false,
      notice: { kind: 'error', text: '<b>Sie haben bereits abgestimmt!</b>' },
    });
    expect(shownStar(failed)).toBeNull();
    expect(canVote(failed)).toBe(true);
  });

  it('replies that come when nothing was sent change nothing', () => {
    const state = idle();
    for (const action of [
      saved(),
      { type: 'vote-failed', message: 'x' },
      { type: 'feedback-saved', thanks: 'x' },
      { type: 'feedback-failed', message: 'x' },
      { type: 'feedback-sent' },
    ] as FlowAction[])
      expect(ratingFlow(state, action)).toBe(state);
  });

  it('a saved vote with a ticket opens the feedback box instead of share links', () => {
    expect(feedbackOpen()).toMatchObject({ step: 'feedback-open', ticket, social: false, feedbackText: 'Mehr Beispiele' });
  });

  it('feedback: refused blank text and failures keep the typed text and the box; success closes it', () => {
    const refused = run(feedbackOpen(), { type: 'feedback-refused', message: 'Bitte Feedback eingeben!' });
    expect(refused).toMatchObject({
      step: 'feedback-open',
      feedbackText: 'Mehr Beispiele',
      notice: { kind: 'error', text: 'Bitte Feedback eingeben!' },
    });
    const sending = run(feedbackOpen(), { type: 'feedback-sent' });
    expect(sending.step).toBe('feedback-sending');
    expect(run(sending, { type: 'feedback-sent' })).toBe(sending);
    const failed = run(sending, { type: 'feedback-failed', message: 'Die Sicherheitsprüfung ist fehlgeschlagen.' });
    expect(failed).toMatchObject({
      step: 'feedback-open',
      feedbackText: 'Mehr Beispiele',
      ticket,
      notice: { kind: 'error', text: 'Die Sicherheitsprüfung ist fehlgeschlagen.' },
    });
    expect(run(failed, { type: 'feedback-sent' }, { type: 'feedback-saved', thanks: 'Danke für Ihr Feedback!' })).toMatchObject({
      step: 'feedback-sent',
      notice: { kind: 'status', text: 'Danke für Ihr Feedback!' },
    });
  });

  it('typing is ignored unless the box is open', () => {
    expect(run(idle(), { type: 'feedback-typed', text: 'x' }).feedbackText).toBe('');
  });

  it('results by ajax replace the saved ones; a load error is an error notice', () => {
    expect(run(idle(), { type: 'results-loaded', results: { average: 4.5, count: 10 } }).results).toEqual({ average: 4.5, count: 10 });
    expect(run(idle(), { type: 'failed-to-load', message: 'Fehler' }).notice).toEqual({ kind: 'error', text: 'Fehler' });
  });
});

describe('afterVote', () => {
  const settings = { feedback: true, social: true, positiveThreshold: 2 };
  it('feedback at or below the threshold, only with a ticket; share links above it', () => {
    expect(afterVote(settings, 2, ticket)).toEqual({ ticket, social: false });
    expect(afterVote(settings, 1, null)).toEqual({ ticket: null, social: false });
    expect(afterVote(settings, 3, ticket)).toEqual({ ticket: null, social: true });
    expect(afterVote({ ...settings, feedback: false, social: false }, 1, ticket)).toEqual({ ticket: null, social: false });
    expect(afterVote({ ...settings, social: false }, 5, null)).toEqual({ ticket: null, social: false });
  });
});

/**
 * The rating widget's flow with its side effects: results by ajax, the vote and the feedback
 * requests (each with a captcha token when the site uses one), the rmp-rate cookie. The state
 * itself is the pure reducer in flow.ts.
 */
import { useEffect, useReducer, useRef } from 'react';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { feedbackToken, loadResults, submitFeedback, submitRating } from './api';
import { captchaToken } from './captcha';
import { hasRated, rememberRating } from './cookie';
import { afterVote, canVote, initialFlow, ratingFlow, type FlowState, type Results } from './flow';
import { t } from './messages';
import type { RatingSettings } from './settings';

export interface RatingFlow {
  state: FlowState;
  hover(star: number | null): void;
  choose(star: number): void;
  vote(star: number): void;
  typeFeedback(text: string): void;
  sendFeedback(): void;
}

const errorText = (error: unknown) => t(errorMessageKey(error));

class CaptchaFailed extends Error {}

/** Rate My Post asks reCAPTCHA v3 for a token per request: action RMPrating for votes, RMPfeedback for feedback. */
async function tokenFor(action: 'RMPrating' | 'RMPfeedback', settings: RatingSettings): Promise<{ token?: string }> {
  if (!settings.captcha && typeof getConfig().ratingCaptcha !== 'function') return {};
  try {
    const token = await captchaToken(action, settings.captcha?.siteKey ?? null);
    return token ? { token } : {};
  } catch (cause) {
    throw new CaptchaFailed('captcha', { cause });
  }
}

const failureText = (error: unknown) => (error instanceof CaptchaFailed ? t('rating.captchaFailed') : errorText(error));

function lockReason(settings: RatingSettings): string | null {
  if (settings.notVotable) return '';
  if (settings.loginRequired && !settings.loggedIn) return t('rating.loginRequired');
  // the cookie only serves the lock: with the lock off (cookieDisable) it is neither read nor written
  if (settings.cookieLock && hasRated(settings.postId)) return settings.texts.afterVote || t('rating.thanks');
  return null;
}

export function useRatingFlow(settings: RatingSettings, initial: Results): RatingFlow {
  const [state, dispatch] = useReducer(ratingFlow, undefined, () => initialFlow(initial, lockReason(settings)));
  const startedAt = useRef(0);
  const controller = useRef(new AbortController());
  const seconds = () => Math.round((Date.now() - startedAt.current) / 1000);

  useEffect(() => {
    startedAt.current = Date.now(); // Rate My Post sends the seconds from the widget's start to the vote
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    if (settings.ajaxLoad)
      loadResults(settings.postId, settings.nonce, abort.signal, settings.loggedIn).then(
        (reply) => {
          if (reply.voteCount !== false && reply.avgRating !== false)
            dispatch({ type: 'results-loaded', results: { count: reply.voteCount, average: reply.avgRating } });
          if (reply.errorMsg.length) dispatch({ type: 'failed-to-load', message: reply.errorMsg.join(' ') });
        },
        (error: unknown) => {
          if (!isAborted(error)) dispatch({ type: 'failed-to-load', message: errorText(error) });
        },
      );
    return () => abort.abort();
  }, [settings.ajaxLoad, settings.postId, settings.nonce, settings.loggedIn]);

  async function vote(star: number) {
    dispatch({ type: 'vote-sent', star, sending: t('rating.sending') });
    try {
      const captcha = await tokenFor('RMPrating', settings);
      const reply = await submitRating(
        { star, postId: settings.postId, duration: seconds(), nonce: settings.nonce, loggedIn: settings.loggedIn, ...captcha },
        controller.current.signal,
      );
      if (reply.errorMsg.length > 0 || reply.voteCount === false || reply.avgRating === false) {
        dispatch({ type: 'vote-failed', message: reply.errorMsg.join(' ') || t('error.unknown') });
        return;
      }
      const token = feedbackToken(reply);
      dispatch({
        type: 'vote-saved',
        results: { count: reply.voteCount, average: reply.avgRating },
        thanks: settings.texts.afterVote || t('rating.thanks'),
        ...afterVote(settings, star, token ? { ratingId: reply.id, token } : null),
      });
      if (settings.cookieLock) rememberRating(settings.postId);
    } catch (error) {
      if (!isAborted(error)) dispatch({ type: 'vote-failed', message: failureText(error) });
    }
  }

  async function sendFeedback() {
    const { ticket, feedbackText } = state;
    if (state.step !== 'feedback-open' || !ticket) return;
    if (feedbackText.trim() === '') {
      dispatch({ type: 'feedback-refused', message: settings.texts.emptyFeedback || t('rating.emptyFeedback') });
      return;
    }
    dispatch({ type: 'feedback-sent' });
    try {
      const captcha = await tokenFor('RMPfeedback', settings);
      const reply = await submitFeedback(
        {
          feedback: feedbackText,
          postId: settings.postId,
          duration: seconds(),
          ratingId: ticket.ratingId,
          ratingToken: ticket.token,
          nonce: settings.nonce,
          ...captcha,
        },
        controller.current.signal,
      );
      // successMsg comes on failures too: errorMsg decides
      if (reply.errorMsg.length > 0) dispatch({ type: 'feedback-failed', message: reply.errorMsg.join(' ') });
      else dispatch({ type: 'feedback-saved', thanks: reply.successMsg || t('rating.feedbackThanks') });
    } catch (error) {
      if (!isAborted(error)) dispatch({ type: 'feedback-failed', message: failureText(error) });
    }
  }

  return {
    state,
    hover: (star) => dispatch({ type: 'hovered', star }),
    choose: (star) => dispatch({ type: 'chosen', star }),
    vote: (star) => {
      if (canVote(state)) void vote(star);
    },
    typeFeedback: (text) => dispatch({ type: 'feedback-typed', text }),
    sendFeedback: () => void sendFeedback(),
  };
}

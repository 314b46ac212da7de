import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatNumber, type MessageKey } from '../../src/i18n';
import { t } from './messages';
import { getConfig } from '../../src/wp/config';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { feedbackToken, loadResults, submitFeedback, submitRating } from './api';
import { captchaToken } from './captcha';
import { hasRated, rememberRating } from './cookie';
import type { RatingSettings } from './settings';
import { starFills } from './stars';
import { aggregateRatingJson } from './structured-data';

export interface RatingItem {
  type: string;
  name: string;
  url: string;
}

export interface RatingProps {
  settings: RatingSettings;
  initial: { average: number; count: number };
  item: RatingItem;
}

type Phase = 'ready' | 'sending' | 'voted' | 'locked';
type Message = { kind: 'error' | 'status'; text: string } | null;

const STARS = [1, 2, 3, 4, 5] as const;
const errorText = (error: unknown) => t(errorMessageKey(error) as MessageKey);

const SHARE_TARGETS = [
  ['Facebook', (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
  ['X', (url: string, title: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`],
  ['LinkedIn', (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
  ['E-Mail', (url: string, title: string) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`],
] as const;

/**
 * Rate My Post's widget: five stars as a radio group (arrow keys choose, Enter or a click votes;
 * with accidental-click prevention a button votes), results, thank-you, feedback or share.
 */
export function Rating({ settings, initial, item }: RatingProps) {
  const { locale } = getConfig();
  const startedAt = useRef(Date.now());
  const starRefs = useRef<Array<HTMLSpanElement | null>>([]);
  const controller = useRef(new AbortController());
  const ids = { heading: useId(), hint: useId() };
  const [results, setResults] = useState(initial);
  const [selected, setSelected] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [feedback, setFeedback] = useState<{ ratingId: number | string; token: string } | null>(null);
  const [feedbackText, setFeedbackText] = useState('');
  const [feedbackState, setFeedbackState] = useState<'open' | 'sending' | 'sent'>('open');
  const [social, setSocial] = useState(false);
  const [voted, setVoted] = useState(false);

  const blockedReason = settings.notVotable
    ? ''
    : settings.loginRequired && !settings.loggedIn
      ? t('rating.loginRequired')
      : settings.cookieLock && hasRated(settings.postId)
        ? settings.texts.afterVote || t('rating.thanks')
        : null;
  const [phase, setPhase] = useState<Phase>(blockedReason === null ? 'ready' : 'locked');
  const locked = phase !== 'ready';

  useEffect(() => {
    if (blockedReason) setMessage({ kind: 'status', text: blockedReason });
    const abort = controller.current;
    if (settings.ajaxLoad)
      loadResults(settings.postId, settings.nonce, abort.signal).then(
        (reply) => {
          if (reply.voteCount !== false && reply.avgRating !== false) setResults({ count: reply.voteCount, average: reply.avgRating });
          if (reply.errorMsg.length) setMessage({ kind: 'error', text: reply.errorMsg.join(' ') });
        },
        (error: unknown) => {
          if (!isAborted(error)) setMessage({ kind: 'error', text: errorText(error) });
        },
      );
    return () => abort.abort();
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const seconds = () => Math.round((Date.now() - startedAt.current) / 1000);

  async function vote(star: number) {
    if (locked) return;
    setPhase('sending');
    setMessage({ kind: 'status', text: t('rating.sending') });
    try {
      const token = settings.captcha || typeof getConfig().ratingCaptcha === 'function' ? await captchaToken('RMPrating', settings.captcha?.siteKey ?? null) : undefined;
      const reply = await submitRating(
        { star, postId: settings.postId, duration: seconds(), nonce: settings.nonce, ...(token ? { token } : {}) },
        controller.current.signal,
      );
      if (reply.errorMsg.length > 0 || reply.voteCount === false || reply.avgRating === false) {
        setMessage({ kind: 'error', text: reply.errorMsg.join(' ') || t('error.unknown') });
        setSelected(null);
        setPhase('ready');
        return;
      }
      setResults({ count: reply.voteCount, average: reply.avgRating });
      setVoted(true);
      setPhase('voted');
      setMessage({ kind: 'status', text: settings.texts.afterVote || t('rating.thanks') });
      const token2 = feedbackToken(reply);
      if (settings.feedback && star <= settings.positiveThreshold && token2) setFeedback({ ratingId: reply.id, token: token2 });
      else if (settings.social && star > settings.positiveThreshold) setSocial(true);
      // the cookie only serves the lock: with the lock off (cookieDisable) the site sets no cookie
      if (settings.cookieLock) rememberRating(settings.postId);
    } catch (error) {
      if (isAborted(error)) return;
      setMessage({ kind: 'error', text: errorText(error) });
      setSelected(null);
      setPhase('ready');
    }
  }

  async function sendFeedback() {
    if (!feedback || feedbackState === 'sending') return;
    if (feedbackText.trim() === '') {
      setMessage({ kind: 'error', text: settings.texts.emptyFeedback || t('rating.emptyFeedback') });
      return;
    }
    setFeedbackState('sending');
    try {
      const reply = await submitFeedback(
        { feedback: feedbackText, postId: settings.postId, duration: seconds(), ratingId: feedback.ratingId, ratingToken: feedback.token, nonce: settings.nonce },
        controller.current.signal,
      );
      if (reply.errorMsg.length > 0) {
        setMessage({ kind: 'error', text: reply.errorMsg.join(' ') });
        setFeedbackState('open');
        return;
      }
      setFeedbackState('sent');
      setMessage({ kind: 'status', text: reply.successMsg || t('rating.feedbackThanks') });
    } catch (error) {
      if (isAborted(error)) return;
      setMessage({ kind: 'error', text: errorText(error) });
      setFeedbackState('open');
    }
  }

  const choose = (star: number, focus: boolean) => {
    setSelected(star);
    if (focus) starRefs.current[star - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, star: number) => {
    if (locked) return;
    const current = selected ?? star;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowUp: current + 1, ArrowLeft: current - 1, ArrowDown: current - 1, Home: 1, End: 5 };
    if (event.key in moves) {
      event.preventDefault();
      choose(Math.min(5, Math.max(1, moves[event.key]!)), true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setSelected(star);
      if (!settings.preventAccidental) void vote(star);
    }
  };

  const shown = phase === 'sending' ? selected : locked ? null : (hovered ?? selected);
  const fills = shown === null ? starFills(results.average) : STARS.map((star) => (star <= shown ? 'full' : 'empty'));
  const focusable = selected ?? 1;
  const showResults = settings.showResultsBeforeVote || voted;
  const resultsText =
    results.count > 0
      ? t('rating.average', { average: formatNumber(results.average, locale, { maximumFractionDigits: 1 }), count: results.count })
      : settings.texts.noVotes || t('rating.noVotes');
  const structured = useMemo(() => aggregateRatingJson(item, results.average, results.count), [item, results.average, results.count]);

  return (
    <div className={`si-rating${locked ? ' si-rating--locked' : ''}`}>
      <p className="si-rating__heading" id={ids.heading}>
        {t('rating.heading')}
      </p>
      <div
        role="radiogroup"
        className="si-rating__stars"
        aria-labelledby={ids.heading}
        aria-describedby={locked ? undefined : ids.hint}
        aria-disabled={locked || undefined}
        onMouseLeave={() => setHovered(null)}
      >
        {STARS.map((star) => (
          <span
            key={star}
            ref={(element) => {
              starRefs.current[star - 1] = element;
            }}
            role="radio"
            aria-checked={selected === star}
            aria-label={t('rating.star', { n: star })}
            aria-disabled={locked || undefined}
            tabIndex={locked ? -1 : star === focusable ? 0 : -1}
            className={`si-rating__star si-rating__star--${fills[star - 1]}`}
            onMouseEnter={() => !locked && setHovered(star)}
            onFocus={() => !locked && setHovered(null)}
            onClick={() => {
              if (locked) return;
              setSelected(star);
              if (!settings.preventAccidental) void vote(star);
            }}
            onKeyDown={(event) => onKeyDown(event, star)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <defs>
                <linearGradient id={`${ids.heading}-half`}>
                  <stop offset="50%" stopColor="currentColor" />
                  <stop offset="50%" stopColor="transparent" />
                </linearGradient>
              </defs>
              <path
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                fill={fills[star - 1] === 'full' ? 'currentColor' : fills[star - 1] === 'half' ? `url(#${ids.heading}-half)` : 'transparent'}
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
          </span>
        ))}
      </div>
      {!locked && (
        <p className="si-rating__hint" id={ids.hint}>
          {t('rating.hint')}
        </p>
      )}
      {settings.hoverTexts && !locked && (hovered ?? selected) !== null && (
        <p className="si-rating__hover-text" aria-hidden="true">
          {t(`rating.hover.${hovered ?? selected}` as MessageKey)}
        </p>
      )}
      {settings.preventAccidental && !locked && (
        <button type="button" className="si-rating__submit" disabled={selected === null} onClick={() => selected !== null && void vote(selected)}>
          {t('rating.submit')}
        </button>
      )}
      {showResults && <p className="si-rating__results">{resultsText}</p>}
      <p className="si-rating__message si-rating__message--status" role="status">
        {message?.kind === 'status' ? message.text : ''}
      </p>
      <p className="si-rating__message si-rating__message--error" role="alert">
        {message?.kind === 'error' ? message.text : ''}
      </p>
      {feedback && feedbackState !== 'sent' && (
        <form
          className="si-rating__feedback"
          onSubmit={(event) => {
            event.preventDefault();
            void sendFeedback();
          }}
        >
          <label htmlFor={`${ids.heading}-feedback`}>{t('rating.feedbackLabel')}</label>
          <textarea id={`${ids.heading}-feedback`} rows={4} value={feedbackText} onChange={(event) => setFeedbackText(event.currentTarget.value)} />
          <button type="submit" disabled={feedbackState === 'sending'}>
            {t('rating.feedbackSubmit')}
          </button>
        </form>
      )}
      {social && (
        <nav className="si-rating__social" aria-label={t('rating.share')}>
          <ul>
            {SHARE_TARGETS.map(([name, link]) => (
              <li key={name}>
                <a href={link(item.url, item.name)} target="_blank" rel="noopener noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {structured && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structured }} />}
    </div>
  );
}

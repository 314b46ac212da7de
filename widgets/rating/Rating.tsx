import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { formatNumber, type MessageKey } from '../../src/i18n';
import { useWarmNumberFormat } from '../../src/hooks/useWarmNumberFormat';
import { getConfig } from '../../src/wp/config';
import { canVote, shownStar } from './flow';
import { t } from './messages';
import type { PrintedTexts } from './printed-widget';
import type { RatingSettings } from './settings';
import { starFills } from './stars';
import { aggregateRatingJson } from './structured-data';
import { useRatingFlow } from './useRatingFlow';

export interface RatingItem {
  type: string;
  name: string;
  url: string;
}

export interface RatingProps {
  settings: RatingSettings;
  initial: { average: number; count: number };
  item: RatingItem;
  /** the texts the site configured in Rate My Post, as its widget printed them (over the catalogue) */
  texts?: PrintedTexts;
  /** the printed widget's content height: the hydrated one keeps at least that (no layout shift) */
  printedHeight?: number | undefined;
}

const STARS = [1, 2, 3, 4, 5] as const;

const SHARE_TARGETS = [
  ['Facebook', (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
  [
    'X',
    (url: string, title: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  ],
  ['LinkedIn', (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
  ['E-Mail', (url: string, title: string) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`],
] as const;

/**
 * Rate My Post's widget: five stars as a radio group (arrow keys choose, Enter or a click votes;
 * with accidental-click prevention a button votes), results, thank-you, feedback or share.
 */
const NO_TEXTS: PrintedTexts = {};
/** The average as the results text shows it: 4,2 */
const AVERAGE_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

export function Rating({ settings, initial, item, texts = NO_TEXTS, printedHeight }: RatingProps) {
  const { locale } = getConfig();
  const { state, hover, choose, vote, typeFeedback, sendFeedback } = useRatingFlow(settings, initial);
  const { results, selected, hovered, notice } = state;
  const starRefs = useRef<Array<HTMLSpanElement | null>>([]);
  const ids = { heading: useId(), hint: useId() };
  const locked = !canVote(state);
  // a post without votes formats its first average after the vote: its format is built before
  useWarmNumberFormat(locale, AVERAGE_FORMAT);

  const chooseAndFocus = (star: number) => {
    choose(star);
    starRefs.current[star - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, star: number) => {
    if (locked) return;
    const current = selected ?? star;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: 5,
    };
    if (event.key in moves) {
      event.preventDefault();
      chooseAndFocus(Math.min(5, Math.max(1, moves[event.key]!)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(star);
      if (!settings.preventAccidental) vote(star);
    }
  };

  const shown = shownStar(state);
  const pointed = hovered ?? selected;
  const fills = shown === null ? starFills(results.average) : STARS.map((star) => (star <= shown ? 'full' : 'empty'));
  const focusable = selected ?? 1;
  const showResults = settings.showResultsBeforeVote || state.voted;
  const resultsText =
    results.count > 0
      ? t('rating.average', { average: formatNumber(results.average, locale, AVERAGE_FORMAT), count: results.count })
      : texts.noVotes || settings.texts.noVotes || t('rating.noVotes');
  const structured = useMemo(() => aggregateRatingJson(item, results.average, results.count), [item, results.average, results.count]);

  return (
    <div
      className={`rmp-rating-widget si-rating${locked ? ' si-rating--locked' : ''}`}
      style={printedHeight ? { minHeight: `${printedHeight}px` } : undefined}
    >
      <p className="rmp-heading rmp-heading--title si-rating__heading" id={ids.heading}>
        {texts.heading ?? t('rating.heading')}
      </p>
      {texts.subtitle && <p className="rmp-heading rmp-heading--subtitle si-rating__subtitle">{texts.subtitle}</p>}
      {/* focus goes to the checked radio (roving tabindex, as WAI-ARIA's radio group); the group only ends the pointer's hover preview */}
      <div
        role="radiogroup"
        className="si-rating__stars"
        aria-labelledby={ids.heading}
        aria-describedby={locked ? undefined : ids.hint}
        aria-disabled={locked || undefined}
        onPointerLeave={() => hover(null)}
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
            // a mouse's or pen's preview: a finger's tap would render it, then its focus would render it away, in the tap's frame
            onPointerEnter={(event) => event.pointerType !== 'touch' && hover(star)}
            onFocus={() => hover(null)}
            onClick={() => {
              if (locked) return;
              choose(star);
              if (!settings.preventAccidental) vote(star);
            }}
            onKeyDown={(event) => onKeyDown(event, star)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <defs>
                <linearGradient id={`${ids.heading}-half-${star}`}>
                  <stop offset="50%" stopColor="currentColor" />
                  <stop offset="50%" stopColor="transparent" />
                </linearGradient>
              </defs>
              <path
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                fill={
                  fills[star - 1] === 'full'
                    ? 'currentColor'
                    : fills[star - 1] === 'half'
                      ? `url(#${ids.heading}-half-${star})`
                      : 'transparent'
                }
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
      {settings.hoverTexts && !locked && pointed !== null && (
        <p className="si-rating__hover-text" aria-hidden="true">
          {texts.stars?.[pointed - 1] ?? t(`rating.hover.${pointed}` as MessageKey)}
        </p>
      )}
      {settings.preventAccidental && !locked && (
        <button
          type="button"
          className="si-rating__submit"
          disabled={selected === null}
          onClick={() => selected !== null && vote(selected)}
        >
          {texts.submit ?? t('rating.submit')}
        </button>
      )}
      {showResults && (
        <p className={`${results.count > 0 ? 'rmp-rating-widget__results' : 'rmp-rating-widget__not-rated'} si-rating__results`}>
          {resultsText}
        </p>
      )}
      <p className="si-rating__message si-rating__message--status" role="status">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p className="si-rating__message si-rating__message--error" role="alert">
        {notice?.kind === 'error' ? notice.text : ''}
      </p>
      {(state.step === 'feedback-open' || state.step === 'feedback-sending') && (
        <form
          className="si-rating__feedback"
          onSubmit={(event) => {
            event.preventDefault();
            sendFeedback();
          }}
        >
          {texts.feedbackHeading && <p className="rmp-heading rmp-heading--title">{texts.feedbackHeading}</p>}
          {texts.feedbackSubtitle && <p className="rmp-heading rmp-heading--subtitle">{texts.feedbackSubtitle}</p>}
          <label htmlFor={`${ids.heading}-feedback`}>{texts.feedbackLabel ?? t('rating.feedbackLabel')}</label>
          <textarea
            id={`${ids.heading}-feedback`}
            rows={4}
            value={state.feedbackText}
            onChange={(event) => typeFeedback(event.currentTarget.value)}
          />
          <button type="submit" disabled={state.step === 'feedback-sending'}>
            {texts.feedbackSubmit ?? t('rating.feedbackSubmit')}
          </button>
        </form>
      )}
      {state.social && (
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

/**
 * The rating widget's vote and feedback flow as a pure reducer: what the widget shows follows from
 * this state alone. Requests, the cookie and captcha tokens live in useRatingFlow, which dispatches
 * the outcomes here.
 */

export type Step =
  /** stars usable (also after a failed vote, with the error as the notice) */
  | 'idle'
  | 'voting'
  /** voted; neither feedback nor share links follow */
  | 'voted'
  | 'feedback-open'
  | 'feedback-sending'
  | 'feedback-sent'
  /** not votable, members only, or already voted (the rmp-rate cookie) */
  | 'locked';

export interface Results {
  average: number;
  count: number;
}

export type Notice = { kind: 'status' | 'error'; text: string } | null;

export interface FeedbackTicket {
  ratingId: number | string;
  token: string;
}

export interface FlowState {
  step: Step;
  /** the saved results: the stars show them whenever no star is chosen */
  results: Results;
  /** the star chosen with a click or the arrow keys, or being sent */
  selected: number | null;
  hovered: number | null;
  notice: Notice;
  /** from the vote reply, when the server asked for feedback */
  ticket: FeedbackTicket | null;
  /** typed feedback: kept through every failure */
  feedbackText: string;
  social: boolean;
  /** a vote went through in this page view (results shown even when hidden before voting) */
  voted: boolean;
}

export type FlowAction =
  | { type: 'hovered'; star: number | null }
  | { type: 'chosen'; star: number }
  | { type: 'results-loaded'; results: Results }
  | { type: 'failed-to-load'; message: string }
  | { type: 'vote-sent'; star: number; sending: string }
  | { type: 'vote-saved'; results: Results; thanks: string; ticket: FeedbackTicket | null; social: boolean }
  | { type: 'vote-failed'; message: string }
  | { type: 'feedback-typed'; text: string }
  | { type: 'feedback-refused'; message: string }
  | { type: 'feedback-sent' }
  | { type: 'feedback-saved'; thanks: string }
  | { type: 'feedback-failed'; message: string };

/** `lockedBy` is the status text of a locked widget ('' for a quiet lock), null when votable. */
export function initialFlow(results: Results, lockedBy: string | null): FlowState {
  return {
    step: lockedBy === null ? 'idle' : 'locked',
    results,
    selected: null,
    hovered: null,
    notice: lockedBy ? { kind: 'status', text: lockedBy } : null,
    ticket: null,
    feedbackText: '',
    social: false,
    voted: false,
  };
}

const error = (text: string): Notice => ({ kind: 'error', text });

export function ratingFlow(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'hovered':
      return state.step === 'idle' && state.hovered !== action.star ? { ...state, hovered: action.star } : state;
    case 'chosen':
      return state.step === 'idle' && state.selected !== action.star ? { ...state, selected: action.star } : state;
    case 'results-loaded':
      return { ...state, results: action.results };
    case 'failed-to-load':
      return { ...state, notice: error(action.message) };
    case 'vote-sent':
      if (state.step !== 'idle') return state;
      return { ...state, step: 'voting', selected: action.star, hovered: null, notice: { kind: 'status', text: action.sending } };
    case 'vote-saved':
      if (state.step !== 'voting') return state;
      return {
        ...state,
        step: action.ticket ? 'feedback-open' : 'voted',
        results: action.results,
        voted: true,
        notice: { kind: 'status', text: action.thanks },
        ticket: action.ticket,
        social: !action.ticket && action.social,
      };
    case 'vote-failed':
      // the spec: errors reset the stars, so they show the saved average again
      if (state.step !== 'voting') return state;
      return { ...state, step: 'idle', selected: null, notice: error(action.message) };
    case 'feedback-typed':
      return state.step === 'feedback-open' || state.step === 'feedback-sending' ? { ...state, feedbackText: action.text } : state;
    case 'feedback-refused':
      return state.step === 'feedback-open' ? { ...state, notice: error(action.message) } : state;
    case 'feedback-sent':
      return state.step === 'feedback-open' ? { ...state, step: 'feedback-sending' } : state;
    case 'feedback-saved':
      return state.step === 'feedback-sending'
        ? { ...state, step: 'feedback-sent', notice: { kind: 'status', text: action.thanks } }
        : state;
    case 'feedback-failed':
      return state.step === 'feedback-sending' ? { ...state, step: 'feedback-open', notice: error(action.message) } : state;
  }
}

/** Stars, hover and keys do something only while the widget waits for a vote. */
export const canVote = (state: FlowState): boolean => state.step === 'idle';

/** The star the widget highlights up to, or null for the saved average. */
export function shownStar(state: FlowState): number | null {
  if (state.step === 'voting') return state.selected;
  if (state.step !== 'idle') return null;
  return state.hovered ?? state.selected;
}

/** What follows a saved vote: feedback at or below the threshold (if the server sent a token), share links above it. */
export function afterVote(
  settings: { feedback: boolean; social: boolean; positiveThreshold: number },
  star: number,
  ticket: FeedbackTicket | null,
) {
  const low = star <= settings.positiveThreshold;
  return { ticket: settings.feedback && low ? ticket : null, social: settings.social && !low };
}

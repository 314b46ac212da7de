/**
 * One add-to-cart control's state, in one reducer: every class, ARIA attribute, link and message
 * the island shows is derived from it. Several adds may be in flight (20 fast clicks are 20 items):
 * the control is loading while any is, and shows the outcome of the latest answered one.
 */
import type { AddResult } from '../../src/cart/store';
import { errorMessageKey, type ErrorMessageKey } from '../../src/wp/errors';

export type AddStatus = 'idle' | 'loading' | 'added' | 'error';

export interface AddState {
  /** adds sent from this control and not answered yet */
  pending: number;
  /** the latest answered add */
  outcome: 'none' | 'added' | 'error';
  /** the message key for an error (shown next to the control) */
  error?: FailureKey;
  /** server notices HTML of a failed form add (goes through ServerHtml) */
  notices?: string;
  /** an add outlived the time-out and is still waited for */
  slow: boolean;
  /** adds that went in and that this island shows (each gets the "View cart" link where it belongs and `wc_cart_button_updated`) */
  shownAdds: number;
}

export type AddAction =
  | { type: 'start' }
  | { type: 'slow' }
  /** `shownBefore`: the loader or the early module showed it (link and event) before this island could */
  | { type: 'done'; result: AddResult; shownBefore?: boolean };

export const initialAddState: AddState = { pending: 0, outcome: 'none', slow: false, shownAdds: 0 };

/** The message key for a failed add: a protocol failure (malformed, `-1`, error reply) says "could not be added". */
export type FailureKey = Exclude<ErrorMessageKey, 'error.protocol'> | 'cart.addFailed';

export function failureKey(error: unknown): FailureKey {
  const key = error ? errorMessageKey(error) : 'error.unknown';
  return key === 'error.protocol' ? 'cart.addFailed' : key;
}

/** The message a failed add shows when the server sent no notices of its own (the reducer keeps it as `error`). */
export const messageKeyOf = (result: AddResult): FailureKey | undefined =>
  !result.ok && result.reason === 'failed' && !result.notices ? failureKey(result.error) : undefined;

export function addReducer(state: AddState, action: AddAction): AddState {
  switch (action.type) {
    case 'start':
      return { pending: state.pending + 1, outcome: 'none', slow: state.slow, shownAdds: state.shownAdds };
    case 'slow':
      return state.pending > 0 ? { ...state, slow: true } : state;
    case 'done': {
      const pending = Math.max(0, state.pending - 1);
      const slow = pending > 0 && state.slow;
      const { result } = action;
      const { shownAdds } = state;
      if (result.ok) return { pending, outcome: 'added', slow, shownAdds: shownAdds + (action.shownBefore ? 0 : 1) };
      if (result.reason !== 'failed') return { ...state, pending, slow };
      return {
        pending,
        outcome: 'error',
        slow,
        shownAdds,
        ...(result.notices ? { notices: result.notices } : { error: messageKeyOf(result) }),
      };
    }
  }
}

export const statusOf = (state: AddState): AddStatus => (state.pending > 0 ? 'loading' : state.outcome === 'none' ? 'idle' : state.outcome);

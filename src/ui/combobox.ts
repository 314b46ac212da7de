/**
 * The one state of a list-autocomplete combobox (WAI-ARIA 1.2): what was typed, whether the popup
 * shows, its options, the active one and where the lookup stands. Everything the page shows and
 * every ARIA attribute is derived from this object; it changes only through `comboboxReducer`.
 * Plain module: no DOM, no React, so the model is tested on its own (useCombobox.ts binds it).
 */

export type ComboboxStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface ComboboxState<T> {
  /** The query as looked up (normalised field text). */
  query: string;
  /** The popup shows (its options, or the message when there are none). */
  open: boolean;
  options: readonly T[];
  /** Index of the active (highlighted) option, -1 for none. */
  active: number;
  status: ComboboxStatus;
  /** For `empty` and `error`: the line the popup and the live region show ('' shows nothing). */
  message: string;
  /** Counts lookups: a reply carrying an older number is dropped (latest wins). */
  request: number;
}

/** What a lookup found: the options, and the line to show when there are none. */
export interface ComboboxAnswer<T> {
  options: readonly T[];
  message?: string;
}

export type ComboboxAction<T> =
  /** The field changed: a query too short to look up closes everything; otherwise a lookup starts. */
  | { type: 'input'; query: string; searchable: boolean }
  | { type: 'answer'; request: number; answer: ComboboxAnswer<T> }
  | { type: 'fail'; request: number; message: string }
  | { type: 'move'; to: 'next' | 'previous' | 'first' | 'last' }
  | { type: 'hover'; index: number }
  /** Hide the popup; a lookup still under way counts for nothing. */
  | { type: 'close' }
  /** Show again what the last lookup found (focus came back). */
  | { type: 'reopen' }
  /** An option was taken (or the field emptied): the field says `query`, nothing is offered. */
  | { type: 'settle'; query: string };

export function initialComboboxState<T>(query = ''): ComboboxState<T> {
  return { query, open: false, options: [], active: -1, status: 'idle', message: '', request: 0 };
}

/** Where the arrow keys go: down from nothing is the first, up from nothing the last, both wrap. */
export function stepActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** The listbox is shown (aria-expanded): open with at least one option. */
export const isExpanded = (state: ComboboxState<unknown>) => state.open && state.options.length > 0;

/** The popup shows something: the listbox, or the message line. */
export const popupShown = (state: ComboboxState<unknown>) => state.open && (state.options.length > 0 || state.message !== '');

export function comboboxReducer<T>(state: ComboboxState<T>, action: ComboboxAction<T>): ComboboxState<T> {
  switch (action.type) {
    case 'input':
      if (!action.searchable) return { ...initialComboboxState<T>(action.query), request: state.request + 1 };
      // the options on show stay until the answer replaces them (no flicker while typing on)
      return { ...state, query: action.query, active: -1, status: 'loading', request: state.request + 1 };
    case 'answer': {
      if (action.request !== state.request) return state;
      const options = action.answer.options;
      const message = options.length === 0 ? (action.answer.message ?? '') : '';
      return { ...state, options, message, active: -1, status: options.length > 0 ? 'results' : 'empty', open: true };
    }
    case 'fail':
      if (action.request !== state.request) return state;
      return { ...state, options: [], active: -1, status: 'error', message: action.message, open: true };
    case 'move': {
      const count = state.options.length;
      if (count === 0) return state;
      const from = state.open ? state.active : -1;
      const active = action.to === 'first' ? 0 : action.to === 'last' ? count - 1 : stepActive(from, count, action.to === 'next' ? 1 : -1);
      return { ...state, open: true, active };
    }
    case 'hover':
      if (action.index < 0 || action.index >= state.options.length || action.index === state.active) return state;
      return { ...state, active: action.index };
    case 'close':
      if (state.status === 'loading')
        return { ...state, open: false, active: -1, status: 'idle', options: [], message: '', request: state.request + 1 };
      if (!state.open && state.active === -1) return state;
      return { ...state, open: false, active: -1 };
    case 'reopen':
      if (state.open || state.status === 'idle' || state.status === 'loading') return state;
      return popupShown({ ...state, open: true }) ? { ...state, open: true } : state;
    case 'settle':
      return { ...initialComboboxState<T>(action.query), request: state.request + 1 };
  }
}

/** What a key press in the field means, given the state. `prevent`: the browser's own action is replaced. */
export type KeyOutcome<T> =
  | { kind: 'none' }
  | { kind: 'dispatch'; action: ComboboxAction<T> }
  /** Take the active option (the page decides whether it can be followed; if not, the key goes on). */
  | { kind: 'choose'; index: number }
  /** Escape on a closed popup: empty the field. */
  | { kind: 'clear' };

export function comboboxKey<T>(state: ComboboxState<T>, key: string): KeyOutcome<T> {
  const listActive = isExpanded(state) && state.active >= 0;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp':
      if (state.options.length === 0) return { kind: 'none' };
      return { kind: 'dispatch', action: { type: 'move', to: key === 'ArrowDown' ? 'next' : 'previous' } };
    case 'Home':
    case 'End':
      // in the text the caret moves, as usual; only while an option is active do they move in the list
      if (!listActive) return { kind: 'none' };
      return { kind: 'dispatch', action: { type: 'move', to: key === 'Home' ? 'first' : 'last' } };
    case 'Enter':
      return listActive ? { kind: 'choose', index: state.active } : { kind: 'none' };
    case 'Escape':
      if (state.open || state.status === 'loading') return { kind: 'dispatch', action: { type: 'close' } };
      return state.query !== '' ? { kind: 'clear' } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** What the polite live region says: the number of options, or the message (failure, nothing found). */
export function liveText(state: ComboboxState<unknown>, count: (n: number) => string): string {
  if (state.status === 'results') return count(state.options.length);
  if (state.status === 'empty' || state.status === 'error') return state.message;
  return '';
}

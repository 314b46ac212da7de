/**
 * The mini cart's one state object: whether the panel is open and why, the message it shows and
 * whether a change is on its way. Every ARIA attribute and class is derived from it (see
 * panelAttributes); timers and focus are the component's, driven by the fields here.
 */

export type MiniCartMode = 'dropdown' | 'off-canvas';
/** What opened the panel: a press on the toggle pins it open, hovering or an add does not. */
export type OpenReason = 'toggle' | 'added' | 'hover';

export interface MiniCartState {
  mode: MiniCartMode;
  open: boolean;
  openedBy: OpenReason | null;
  /** counts the adds that opened or refreshed the panel: each one (re)starts the auto-close timer when `autoClose` */
  adds: number;
  /** the panel closes by itself after the auto-close delay unless the visitor is pointing at it or working in it */
  autoClose: boolean;
  /** off-canvas: move focus into the drawer when it opens (and back when it closes) */
  focusIn: boolean;
  /** where focus goes on close: back to where it was (a press), or left alone (hover, auto-close) */
  restoreFocus: boolean;
  message: string;
  /** changes (remove, quantity) on their way */
  busy: number;
}

export type MiniCartAction =
  | { type: 'open'; reason: OpenReason }
  | { type: 'toggle' }
  | { type: 'close'; restoreFocus?: boolean }
  | { type: 'added' }
  | { type: 'message'; text: string }
  | { type: 'busy'; delta: 1 | -1 };

export const initialState = (mode: MiniCartMode): MiniCartState => ({
  mode,
  open: false,
  openedBy: null,
  adds: 0,
  autoClose: false,
  focusIn: false,
  restoreFocus: false,
  message: '',
  busy: 0,
});

function open(state: MiniCartState, reason: OpenReason): MiniCartState {
  // hovering never opens the drawer: it covers the page
  if (reason === 'hover' && state.mode === 'off-canvas') return state;
  if (state.open) return reason === 'toggle' ? { ...state, openedBy: 'toggle', autoClose: false } : state;
  return { ...state, open: true, openedBy: reason, autoClose: false, focusIn: state.mode === 'off-canvas', restoreFocus: false };
}

export function miniCartReducer(state: MiniCartState, action: MiniCartAction): MiniCartState {
  switch (action.type) {
    case 'open':
      return open(state, action.reason);
    case 'toggle':
      return state.open && state.openedBy === 'toggle'
        ? miniCartReducer(state, { type: 'close', restoreFocus: true })
        : open(state, 'toggle');
    case 'close':
      if (!state.open) return state;
      return { ...state, open: false, openedBy: null, autoClose: false, focusIn: false, restoreFocus: action.restoreFocus ?? false };
    case 'added': {
      const wasOpen = state.open;
      const next = open(state, 'added');
      // the dropdown closes after every add; the drawer only when this add opened it
      const autoClose = next.mode === 'dropdown' || !wasOpen || (state.openedBy === 'added' && state.autoClose);
      return { ...next, adds: state.adds + 1, autoClose };
    }
    case 'message':
      return state.message === action.text ? state : { ...state, message: action.text };
    case 'busy':
      return { ...state, busy: Math.max(0, state.busy + action.delta) };
  }
}

/** The panel's attributes, all from the state. */
export function panelAttributes(state: MiniCartState, label: string): Record<string, string | null> {
  const dialog = state.mode === 'off-canvas';
  return {
    hidden: state.open ? null : '',
    role: dialog ? 'dialog' : null,
    'aria-modal': dialog ? 'true' : null,
    'aria-label': dialog ? label : null,
    'aria-busy': state.busy > 0 ? 'true' : null,
  };
}

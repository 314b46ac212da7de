/** The checkout's one state object: the order's phase, the notices and the terms dialog. The view is derived from it. */

export type Phase = 'idle' | 'placing' | 'stillWorking' | 'placed';

/** A notice above the form: the server's HTML (sanitised when shown) or one text of ours. */
export type CheckoutNotice = { id: number; html: string } | { id: number; text: string };

export interface CheckoutState {
  phase: Phase;
  notice: CheckoutNotice | null;
  /** A failed refresh of the totals (`session`: the nonce expired), shown above them; `id` counts failures so each is announced. */
  reviewFailure: { id: number; session: boolean } | null;
  /** The terms link whose terms the dialog shows. */
  terms: { id: number; link: HTMLAnchorElement } | null;
  count: number;
}

export type CheckoutAction =
  | { type: 'placing' }
  | { type: 'stillWorking' }
  | { type: 'placed' }
  | { type: 'settled' }
  | { type: 'error'; html: string }
  | { type: 'errorText'; text: string }
  | { type: 'reviewFailed'; session: boolean }
  | { type: 'reviewOk' }
  | { type: 'openTerms'; link: HTMLAnchorElement }
  | { type: 'closeTerms' };

export const initialState: CheckoutState = { phase: 'idle', notice: null, reviewFailure: null, terms: null, count: 0 };

export function reducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const id = state.count + 1;
  switch (action.type) {
    case 'placing':
      return { ...state, phase: 'placing' };
    case 'stillWorking':
      return state.phase === 'placing' ? { ...state, phase: 'stillWorking' } : state;
    case 'placed':
      return { ...state, phase: 'placed' };
    case 'settled':
      return state.phase === 'placed' ? state : { ...state, phase: 'idle' };
    case 'error':
      return { ...state, count: id, notice: { id, html: action.html } };
    case 'errorText':
      return { ...state, count: id, notice: { id, text: action.text } };
    case 'reviewFailed':
      return { ...state, count: id, reviewFailure: { id, session: action.session } };
    case 'reviewOk':
      return state.reviewFailure ? { ...state, reviewFailure: null } : state;
    case 'openTerms':
      return { ...state, count: id, terms: { id, link: action.link } };
    case 'closeTerms':
      return { ...state, terms: null };
  }
}

/** The status line's text: empty until the order is slow or placed. */
export const statusKey = (phase: Phase) =>
  phase === 'stillWorking' ? ('checkout.stillWorking' as const) : phase === 'placed' ? ('checkout.placed' as const) : null;

/** The checkout's one state object: the order's phase, the notices, the coupon's messages and the terms dialog. The view is derived from it. */

export type Phase = 'idle' | 'placing' | 'stillWorking' | 'placed';

/** A notice above the form: the server's HTML (sanitised when shown) or one text of ours. */
export type CheckoutNotice = { id: number; html: string } | { id: number; text: string };

/** A coupon's message: the server's notice (HTML, sanitised when shown) or one text of ours, right before `before`. */
export type CouponNotice = { id: number; before: Element } & ({ html: string } | { text: string });

export interface CheckoutState {
  phase: Phase;
  notice: CheckoutNotice | null;
  /**
   * A refresh of the totals that failed (`session`: the nonce expired) or that the server answered
   * with `result: failure` and its messages (HTML), shown above them until the next refresh answers;
   * `id` counts them so each is announced.
   */
  reviewFailure: ({ id: number } & ({ session: boolean } | { html: string })) | null;
  /** The terms link whose terms the dialog shows. */
  terms: { id: number; link: HTMLAnchorElement } | null;
  /** Applied or removed: the server's notice before the coupon form (apply) or before the checkout form (remove). */
  couponNotice: CouponNotice | null;
  /** Why the code was not applied, under the coupon field (as checkout.js's `.coupon-error-notice`). */
  couponError: { id: number; text: string; field: HTMLInputElement } | null;
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
  | { type: 'reviewMessages'; html: string }
  | { type: 'reviewOk' }
  | { type: 'openTerms'; link: HTMLAnchorElement }
  | { type: 'closeTerms' }
  | { type: 'couponNotice'; before: Element; html: string }
  | { type: 'couponNoticeText'; before: Element; text: string }
  | { type: 'couponError'; field: HTMLInputElement; text: string }
  | { type: 'couponErrorCleared' }
  /** A coupon's reply replaces the page's notices (checkout.js removes them all): ours go too. */
  | { type: 'noticesCleared' };

export const initialState: CheckoutState = {
  phase: 'idle',
  notice: null,
  reviewFailure: null,
  terms: null,
  couponNotice: null,
  couponError: null,
  count: 0,
};

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
    case 'reviewMessages':
      return { ...state, count: id, reviewFailure: { id, html: action.html } };
    case 'reviewOk':
      return state.reviewFailure ? { ...state, reviewFailure: null } : state;
    case 'openTerms':
      return { ...state, count: id, terms: { id, link: action.link } };
    case 'closeTerms':
      return { ...state, terms: null };
    case 'couponNotice':
      return { ...state, count: id, couponNotice: { id, before: action.before, html: action.html } };
    case 'couponNoticeText':
      return { ...state, count: id, couponNotice: { id, before: action.before, text: action.text } };
    case 'couponError':
      return { ...state, count: id, couponError: { id, field: action.field, text: action.text } };
    case 'couponErrorCleared':
      return state.couponError ? { ...state, couponError: null } : state;
    case 'noticesCleared':
      return { ...state, notice: null, couponNotice: null };
  }
}

/** The status line's text: empty until the order is slow or placed. */
export const statusKey = (phase: Phase) =>
  phase === 'stillWorking' ? ('checkout.stillWorking' as const) : phase === 'placed' ? ('checkout.placed' as const) : null;

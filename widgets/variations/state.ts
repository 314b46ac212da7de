/**
 * What the island shows, in one reducer: the variation found (and whether it can be added), the
 * notice below `.single_variation`, the open `get_variation` request and the reset announcement.
 * The form's handlers (variation-form.ts) dispatch to it; the component and its hooks render it.
 */
import { isPurchasable, type Variation } from './match';

export interface State {
  /** the variation shown, and whether it can be added */
  shown: { variation: Variation; purchasable: boolean; seq: number } | null;
  /** below `.single_variation`: no variation matches, or the look-up failed */
  notice: { kind: 'noMatch' } | { kind: 'failed'; reason: string } | null;
  /** a `get_variation` request is open (the form is blocked, as blockUI did) */
  loading: boolean;
  /** "Your selection has been reset" for screen readers */
  resetAnnounced: boolean;
}

export type Action =
  | { type: 'found'; variation: Variation }
  | { type: 'reset' }
  | { type: 'notice'; notice: State['notice'] }
  | { type: 'loading'; loading: boolean }
  | { type: 'announce'; on: boolean };

export const initialState: State = { shown: null, notice: null, loading: false, resetAnnounced: false };

export function variationsReducer(state: State, action: Action): State {
  switch (action.type) {
    case 'found':
      return {
        ...state,
        shown: { variation: action.variation, purchasable: isPurchasable(action.variation), seq: (state.shown?.seq ?? 0) + 1 },
      };
    case 'reset':
      return state.shown ? { ...state, shown: null } : state;
    case 'notice':
      return { ...state, notice: action.notice };
    case 'loading':
      return { ...state, loading: action.loading };
    case 'announce':
      return { ...state, resetAnnounced: action.on };
  }
}

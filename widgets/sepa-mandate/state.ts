/**
 * The SEPA island's one state: what the fields hold, which of IBAN and BIC the shopper has left,
 * whether saved bank data is used, and the preview's progress. Everything shown (the messages under
 * the fields, aria-invalid, the preview button, the line under it) is derived from it by `sepaView`.
 */
import { bicProblem, ibanProblem, previewBlockers, type MandateField, type MandateFields, type SepaProblem } from './validation';

export type CheckedField = 'iban' | 'bic';

export type Preview = { status: 'idle' } | { status: 'loading' } | { status: 'open'; html: string; headingId?: string };

export interface SepaState {
  fields: MandateFields;
  savedData: boolean;
  /** Fields the shopper has left with something in them: their problems are shown from then on. */
  touched: Record<CheckedField, boolean>;
  /** The shopper has typed or chosen something (or the fields came filled): the line under the button may speak. */
  engaged: boolean;
  preview: Preview;
  /** Why the last preview failed (a message key), until the fields change. */
  failure: string | null;
}

export type SepaAction =
  | { type: 'fields'; fields: MandateFields; savedData: boolean }
  | { type: 'left'; field: CheckedField; fields: MandateFields; savedData: boolean }
  | { type: 'ask' }
  | { type: 'answer'; html: string }
  | { type: 'named'; headingId?: string }
  | { type: 'failed'; key: string }
  | { type: 'close' };

export function initialSepaState(fields: MandateFields, savedData: boolean, focused: MandateField | null): SepaState {
  // values already there (printed back after a failed order, autofilled) count as left, unless the shopper is in that field
  const filled = (name: CheckedField) => fields[name].trim() !== '' && focused !== name;
  return {
    fields,
    savedData,
    touched: { iban: filled('iban'), bic: filled('bic') },
    engaged: fields.holder.trim() !== '' || fields.iban.trim() !== '' || fields.bic.trim() !== '',
    preview: { status: 'idle' },
    failure: null,
  };
}

export function sepaReducer(state: SepaState, action: SepaAction): SepaState {
  switch (action.type) {
    case 'fields':
      return { ...state, fields: action.fields, savedData: action.savedData, engaged: true, failure: null };
    case 'left':
      return {
        ...state,
        fields: action.fields,
        savedData: action.savedData,
        touched: { ...state.touched, [action.field]: state.touched[action.field] || action.fields[action.field].trim() !== '' },
      };
    case 'ask':
      return state.preview.status === 'idle' ? { ...state, preview: { status: 'loading' }, failure: null } : state;
    case 'answer':
      return state.preview.status === 'loading' ? { ...state, preview: { status: 'open', html: action.html } } : state;
    case 'named':
      return state.preview.status === 'open' ? { ...state, preview: { ...state.preview, headingId: action.headingId } } : state;
    case 'failed':
      return { ...state, preview: { status: 'idle' }, failure: action.key };
    case 'close':
      return { ...state, preview: { status: 'idle' } };
  }
}

export type Line =
  | { kind: 'none' }
  | { kind: 'failure'; key: string }
  | { kind: 'invalid'; problem: SepaProblem }
  | { kind: 'missing'; fields: MandateField[] };

export interface SepaView {
  problems: Record<CheckedField, SepaProblem | null>;
  ready: boolean;
  line: Line;
}

export function sepaView(state: SepaState, bicRequired: boolean): SepaView {
  const { fields, savedData, touched } = state;
  const problems = {
    iban: !savedData && touched.iban ? ibanProblem(fields.iban) : null,
    bic: !savedData && touched.bic ? bicProblem(fields.bic, bicRequired) : null,
  };
  const { missing, invalid } = previewBlockers(fields, { bicRequired, savedData });
  const ready = missing.length === 0 && invalid.length === 0;
  const line: Line = state.failure
    ? { kind: 'failure', key: state.failure }
    : ready || !state.engaged
      ? { kind: 'none' }
      : invalid.length > 0
        ? { kind: 'invalid', problem: invalid[0]! }
        : { kind: 'missing', fields: missing };
  return { problems, ready, line };
}

/**
 * The SEPA island's one state: what the fields hold, which of IBAN and BIC the shopper has left,
 * whether saved bank data is used, and the preview's progress. Everything shown (the messages under
 * the fields, aria-invalid, the preview button, the line under it) is derived from it by `sepaView`.
 */
import { bicProblem, ibanProblem, previewBlockers, type MandateField, type MandateFields, type SepaProblem } from './validation';

export type CheckedField = 'iban' | 'bic';

export interface SepaState {
  fields: MandateFields;
  savedData: boolean;
  /** Fields the shopper has left with something in them: their problems are shown from then on. */
  touched: Partial<Record<CheckedField, boolean>>;
  /** The shopper has typed or chosen something (or the fields came filled): the line under the button may speak. */
  engaged: boolean;
  /** The preview: asked for (null html), or open with the mandate. */
  preview: { html: string | null } | null;
  /** Why the last preview failed (a message key), until the fields change or it is asked for again. */
  failure: string | null;
}

export type SepaAction =
  | { type: 'fields'; fields: MandateFields; savedData: boolean; left?: CheckedField | null }
  | { type: 'ask' }
  | { type: 'answer'; html: string }
  | { type: 'failed'; key: string }
  | { type: 'close' };

export function initialSepaState(fields: MandateFields, savedData: boolean, focused: MandateField | null): SepaState {
  // values already there (printed back after a failed order, autofilled) count as left, unless the shopper is in that field
  const filled = (name: CheckedField) => fields[name].trim() !== '' && focused !== name;
  return {
    fields,
    savedData,
    touched: { iban: filled('iban'), bic: filled('bic') },
    engaged: `${fields.holder}${fields.iban}${fields.bic}`.trim() !== '',
    preview: null,
    failure: null,
  };
}

export function sepaReducer(state: SepaState, action: SepaAction): SepaState {
  switch (action.type) {
    case 'fields': {
      const { fields, savedData, left } = action;
      return left
        ? { ...state, fields, savedData, touched: { ...state.touched, [left]: state.touched[left] || fields[left].trim() !== '' } }
        : { ...state, fields, savedData, engaged: true, failure: null };
    }
    case 'ask':
      return state.preview ? state : { ...state, preview: { html: null }, failure: null };
    case 'answer':
      return state.preview ? { ...state, preview: { html: action.html } } : state;
    case 'failed':
      return { ...state, preview: null, failure: action.key };
    case 'close':
      return { ...state, preview: null };
  }
}

export interface SepaView {
  problems: Record<CheckedField, SepaProblem | null>;
  ready: boolean;
  missing: MandateField[];
  invalid: SepaProblem | undefined;
}

export function sepaView({ fields, savedData, touched }: SepaState, bicRequired: boolean): SepaView {
  const { missing, invalid } = previewBlockers(fields, { bicRequired, savedData });
  return {
    problems: {
      iban: !savedData && touched.iban ? ibanProblem(fields.iban) : null,
      bic: !savedData && touched.bic ? bicProblem(fields.bic, bicRequired) : null,
    },
    ready: missing.length === 0 && invalid.length === 0,
    missing,
    invalid: invalid[0],
  };
}

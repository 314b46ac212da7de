/**
 * The SEPA island's side effects, one hook each: the message spans under IBAN and BIC, their
 * aria-invalid, the entry fields hidden by saved bank data, the shopper's edits brought to the state,
 * and the preview request ended with the island.
 */
import { useEffect, useLayoutEffect, type Dispatch, type RefObject } from 'react';
import { setShown } from '../../src/ui/visibility';
import type { CheckedField, SepaAction, SepaView } from './state';
import { compactIban, ibanProblem, type MandateFields } from './validation';

type Fields = Record<CheckedField, HTMLInputElement>;
type Read = () => { fields: MandateFields; savedData: boolean };

export const CHECKED = ['iban', 'bic'] as const;

/** The message spans go under their fields, which are described by them for as long as the island is there. */
export function useMessageSpans(inputs: Fields, errors: Record<CheckedField, HTMLElement>): void {
  useLayoutEffect(() => {
    const restores = CHECKED.map((name) => {
      const input = inputs[name];
      const describedBy = input.getAttribute('aria-describedby');
      input.after(errors[name]);
      input.setAttribute('aria-describedby', [describedBy, errors[name].id].filter(Boolean).join(' '));
      return () => {
        errors[name].remove();
        input.removeAttribute('aria-invalid');
        if (describedBy === null) input.removeAttribute('aria-describedby');
        else input.setAttribute('aria-describedby', describedBy);
      };
    });
    return () => restores.forEach((restore) => restore());
  }, [inputs, errors]);
}

/** aria-invalid follows the problems shown. */
export function useAriaInvalid(inputs: Fields, problems: SepaView['problems']): void {
  useLayoutEffect(() => {
    for (const name of CHECKED) {
      if (problems[name]) inputs[name].setAttribute('aria-invalid', 'true');
      else inputs[name].removeAttribute('aria-invalid');
    }
  });
}

/** Saved bank data hides the entry fields (shown again when the island goes). */
export function useEntryHiddenBySavedData(entry: HTMLElement | null, savedData: boolean): void {
  useLayoutEffect(() => {
    if (entry) setShown(entry, !savedData);
  }, [entry, savedData]);
  useLayoutEffect(
    () => () => {
      if (entry) setShown(entry, true);
    },
    [entry],
  );
}

/** What the shopper types in the fields (and the billing address they depend on), and leaving IBAN or BIC. */
export function useFieldEdits(target: HTMLElement, inputs: Fields, read: Read, dispatch: Dispatch<SepaAction>): void {
  useEffect(() => {
    const { iban } = inputs;
    const changed = () => dispatch({ type: 'fields', ...read() });
    const left = (event: FocusEvent) => {
      const name = CHECKED.find((field) => inputs[field] === event.target);
      if (!name) return;
      // a valid IBAN is shown in groups of four, as on the bank's paper
      const compact = compactIban(iban.value);
      if (name === 'iban' && compact && ibanProblem(compact) === null) iban.value = compact.replace(/(.{4})/g, '$1 ').trim();
      dispatch({ type: 'fields', ...read(), left: name });
    };
    const listening = new AbortController();
    const { signal } = listening;
    target.addEventListener('input', changed, { signal });
    target.addEventListener('change', changed, { signal });
    target.addEventListener('focusout', left, { signal });
    return () => listening.abort();
  }, [target, inputs, read, dispatch]);
}

/** A preview request still out is aborted when the island goes. */
export function usePreviewAbortedOnUnmount(request: RefObject<AbortController | null>): void {
  useEffect(() => () => request.current?.abort(), [request]);
}

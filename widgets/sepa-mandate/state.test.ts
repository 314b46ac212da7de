// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialSepaState, sepaReducer, sepaView, type SepaState } from './state';

const EMPTY = { holder: '', iban: '', bic: '', street: 'Speicherstadt 1', zip: '20457', city: 'Hamburg', country: 'DE' };
const FULL = { ...EMPTY, holder: 'Erika Mustermann', iban: 'DE89370400440532013000' };

describe('the SEPA state', () => {
  it('counts printed values as left, except in the field the shopper is in', () => {
    expect(initialSepaState({ ...EMPTY, iban: 'DE00' }, false, null).touched).toEqual({ iban: true, bic: false });
    expect(initialSepaState({ ...EMPTY, iban: 'DE00' }, false, 'iban').touched).toEqual({ iban: false, bic: false });
    expect(initialSepaState(EMPTY, false, null).engaged).toBe(false);
  });

  it('leaving an empty field does not make it show a problem; leaving a filled one does, and it stays', () => {
    let state = initialSepaState(EMPTY, false, null);
    state = sepaReducer(state, { type: 'fields', fields: EMPTY, savedData: false, left: 'iban' });
    expect(sepaView(state, false).problems.iban).toBeNull();
    state = sepaReducer(state, { type: 'fields', fields: { ...EMPTY, iban: 'XX' }, savedData: false, left: 'iban' });
    expect(sepaView(state, false).problems.iban).toBe('sepa.iban.country');
    state = sepaReducer(state, { type: 'fields', fields: EMPTY, savedData: false });
    expect(sepaView(state, false).problems.iban).toBe('sepa.iban.missing');
    // saved data: no problems shown at all
    state = sepaReducer(state, { type: 'fields', fields: EMPTY, savedData: true });
    expect(sepaView(state, false)).toMatchObject({ problems: { iban: null, bic: null }, ready: true });
  });

  it('asks for one preview at a time; an answer after a close or a failure is dropped; typing clears the failure', () => {
    let state: SepaState = initialSepaState(FULL, false, null);
    state = sepaReducer(state, { type: 'ask' });
    expect(sepaReducer(state, { type: 'ask' })).toBe(state);
    state = sepaReducer(state, { type: 'failed', key: 'error.http' });
    expect(state).toMatchObject({ preview: null, failure: 'error.http' });
    expect(sepaReducer(state, { type: 'answer', html: '<p>late</p>' }).preview).toBeNull();
    state = sepaReducer(state, { type: 'fields', fields: FULL, savedData: false });
    expect(state.failure).toBeNull();
    state = sepaReducer(sepaReducer(state, { type: 'ask' }), { type: 'answer', html: '<p>Mandat</p>' });
    expect(state.preview).toEqual({ html: '<p>Mandat</p>' });
    expect(sepaReducer(sepaReducer(state, { type: 'close' }), { type: 'answer', html: '<p>late</p>' }).preview).toBeNull();
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comboboxKey,
  comboboxReducer,
  initialComboboxState,
  isExpanded,
  liveText,
  popupShown,
  stepActive,
  type ComboboxAction,
  type ComboboxState,
} from './combobox';

type S = ComboboxState<string>;
const run = (actions: Array<ComboboxAction<string>>, from: S = initialComboboxState<string>()) =>
  actions.reduce<S>((state, action) => comboboxReducer(state, action), from);
const typed = (query: string, searchable = query.length >= 3): ComboboxAction<string> => ({ type: 'input', query, searchable });
const answered = (state: S, options: string[], message = ''): S =>
  comboboxReducer(state, { type: 'answer', request: state.request, answer: { options, message } });
const withOptions = (options = ['a', 'b', 'c']) => answered(run([typed('tas')]), options);
const count = (n: number) => `${n} found`;

describe('combobox state', () => {
  it('a short query closes everything; a long one starts a lookup and keeps what is on show', () => {
    const shown = withOptions();
    const short = comboboxReducer(shown, typed('ta'));
    expect(short).toMatchObject({ query: 'ta', open: false, options: [], status: 'idle', active: -1 });
    const longer = comboboxReducer(comboboxReducer(shown, { type: 'move', to: 'next' }), typed('tass'));
    expect(longer).toMatchObject({ query: 'tass', status: 'loading', options: ['a', 'b', 'c'], active: -1 });
    expect(longer.request).toBe(shown.request + 1);
  });

  it('an answer opens the list; an empty one shows its message, or nothing', () => {
    const shown = withOptions();
    expect(shown).toMatchObject({ status: 'results', open: true });
    expect(isExpanded(shown)).toBe(true);
    const empty = answered(run([typed('xyz')]), [], 'Keine Ergebnisse');
    expect(empty).toMatchObject({ status: 'empty', message: 'Keine Ergebnisse' });
    expect(isExpanded(empty)).toBe(false);
    expect(popupShown(empty)).toBe(true);
    expect(popupShown(answered(run([typed('xyz')]), [], ''))).toBe(false);
  });

  it('a failure shows its message in place of the options and keeps the query', () => {
    const state = run([typed('tas')]);
    const failed = comboboxReducer(state, { type: 'fail', request: state.request, message: 'Fehler' });
    expect(failed).toMatchObject({ query: 'tas', status: 'error', message: 'Fehler', options: [], open: true });
    expect(liveText(failed, count)).toBe('Fehler');
  });

  it('latest wins: a reply to an older lookup never changes the state', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 3, maxLength: 6 }), { minLength: 2, maxLength: 6 }), (queries) => {
        let state = initialComboboxState<string>();
        const requests: number[] = [];
        for (const query of queries) {
          state = comboboxReducer(state, typed(query, true));
          requests.push(state.request);
        }
        for (const old of requests.slice(0, -1)) {
          expect(comboboxReducer(state, { type: 'answer', request: old, answer: { options: ['old'] } })).toBe(state);
          expect(comboboxReducer(state, { type: 'fail', request: old, message: 'x' })).toBe(state);
        }
        expect(answered(state, ['new']).options).toEqual(['new']);
      }),
    );
  });

  it('closing while a lookup is under way makes its reply count for nothing', () => {
    const state = run([typed('tas'), { type: 'close' }]);
    expect(state.status).toBe('idle');
    expect(comboboxReducer(state, { type: 'answer', request: state.request - 1, answer: { options: ['late'] } }).open).toBe(false);
  });

  it('arrows wrap and open the list; Home/End go to the ends; hover sets the active option', () => {
    const shown = withOptions();
    expect(run([{ type: 'move', to: 'previous' }], shown).active).toBe(2);
    expect(
      run(
        [
          { type: 'move', to: 'next' },
          { type: 'move', to: 'next' },
          { type: 'move', to: 'next' },
          { type: 'move', to: 'next' },
        ],
        shown,
      ).active,
    ).toBe(0);
    const closed = run([{ type: 'close' }], shown);
    expect(run([{ type: 'move', to: 'next' }], closed)).toMatchObject({ open: true, active: 0 });
    expect(run([{ type: 'move', to: 'last' }], shown).active).toBe(2);
    expect(run([{ type: 'hover', index: 1 }], shown).active).toBe(1);
    expect(run([{ type: 'hover', index: 7 }], shown)).toBe(shown);
  });

  it('stepping always lands on an option, and wraps both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -1, max: 19 }), fc.constantFrom<1 | -1>(1, -1), (n, from, step) => {
        const active = Math.min(from, n - 1);
        const next = stepActive(active, n, step);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(n);
        if (active >= 0) expect(stepActive(next, n, step === 1 ? -1 : 1)).toBe(active);
      }),
    );
    expect(stepActive(-1, 0, 1)).toBe(-1);
  });

  it('reopens what was found, and settles on a taken option', () => {
    const closed = run([{ type: 'close' }], withOptions());
    expect(run([{ type: 'reopen' }], closed).open).toBe(true);
    expect(run([{ type: 'reopen' }], initialComboboxState())).toEqual(initialComboboxState());
    const settled = run([{ type: 'settle', query: 'Tasse' }], withOptions());
    expect(settled).toMatchObject({ query: 'Tasse', open: false, options: [], status: 'idle' });
  });

  it('the live region says how many options there are, nothing while idle or loading', () => {
    expect(liveText(withOptions(), count)).toBe('3 found');
    expect(liveText(run([typed('tas')]), count)).toBe('');
    expect(liveText(initialComboboxState(), count)).toBe('');
  });
});

describe('combobox keys', () => {
  it('arrows need options; Home/End and Enter act only while an option is active', () => {
    const shown = withOptions();
    expect(comboboxKey(run([typed('tas')]), 'ArrowDown')).toEqual({ kind: 'none' });
    expect(comboboxKey(shown, 'ArrowDown')).toEqual({ kind: 'dispatch', action: { type: 'move', to: 'next' } });
    expect(comboboxKey(shown, 'Home')).toEqual({ kind: 'none' });
    expect(comboboxKey(shown, 'Enter')).toEqual({ kind: 'none' });
    const active = run([{ type: 'move', to: 'next' }], shown);
    expect(comboboxKey(active, 'End')).toEqual({ kind: 'dispatch', action: { type: 'move', to: 'last' } });
    expect(comboboxKey(active, 'Enter')).toEqual({ kind: 'choose', index: 0 });
    expect(comboboxKey(run([{ type: 'close' }], active), 'Enter')).toEqual({ kind: 'none' });
    expect(comboboxKey(active, 'Tab')).toEqual({ kind: 'none' });
  });

  it('Escape closes (also a lookup under way), then clears, then does nothing', () => {
    const shown = withOptions();
    expect(comboboxKey(shown, 'Escape')).toEqual({ kind: 'dispatch', action: { type: 'close' } });
    expect(comboboxKey(run([typed('tas')]), 'Escape')).toEqual({ kind: 'dispatch', action: { type: 'close' } });
    expect(comboboxKey(run([{ type: 'close' }], shown), 'Escape')).toEqual({ kind: 'clear' });
    expect(comboboxKey(initialComboboxState(), 'Escape')).toEqual({ kind: 'none' });
  });
});

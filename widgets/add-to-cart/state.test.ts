// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TransportError } from '../../src/wp/errors';
import { addReducer, initialAddState, statusOf, type AddAction } from './state';

const run = (...actions: AddAction[]) => actions.reduce(addReducer, initialAddState);
const failed = (error: unknown, notices?: string): AddAction => ({
  type: 'done',
  result: { ok: false, reason: 'failed', error, ...(notices ? { notices } : {}) },
});

describe('add-to-cart state', () => {
  it('is loading while any add is in flight, and shows the latest answer once none is', () => {
    const twoSent = run({ type: 'start' }, { type: 'start' });
    expect(statusOf(twoSent)).toBe('loading');
    const oneAnswered = addReducer(twoSent, { type: 'done', result: { ok: true } });
    expect(statusOf(oneAnswered)).toBe('loading');
    expect(oneAnswered.outcome).toBe('added');
    expect(statusOf(addReducer(oneAnswered, { type: 'done', result: { ok: true } }))).toBe('added');
  });

  it('a failure keeps its message key; a new press clears it', () => {
    const state = run({ type: 'start' }, failed(new TransportError('http', 'HTTP 500', { url: '', status: 500 })));
    expect(statusOf(state)).toBe('error');
    expect(state.error).toBeTruthy();
    expect(run({ type: 'start' }, failed(new TransportError('protocol', 'x', { url: '', code: 'malformed' }))).error).toBe(
      'cart.addFailed',
    );
    expect(addReducer(state, { type: 'start' })).toEqual({ pending: 1, outcome: 'none', slow: false, shownAdds: 0 });
  });

  it('server notices replace the message; cancelled and redirected adds show nothing', () => {
    const withNotices = run({ type: 'start' }, failed(new Error('x'), '<ul>…</ul>'));
    expect(withNotices.notices).toBe('<ul>…</ul>');
    expect(withNotices.error).toBeUndefined();
    for (const reason of ['cancelled', 'redirected', 'post'] as const)
      expect(statusOf(run({ type: 'start' }, { type: 'done', result: { ok: false, reason } }))).toBe('idle');
  });

  it('counts the adds that went in which it shows itself, not those the loader or the early module showed before it', () => {
    const ok = { ok: true } as const;
    const state = run(
      { type: 'start' },
      { type: 'done', result: ok, shownBefore: true },
      { type: 'start' },
      { type: 'done', result: ok },
      { type: 'start' },
      failed(new Error('x')),
      { type: 'start' },
      { type: 'done', result: { ok: false, reason: 'cancelled' } },
      { type: 'start' },
      { type: 'done', result: ok },
    );
    expect(state.shownAdds).toBe(2);
    expect(state.outcome).toBe('added');
  });

  it('slow only while something is pending, and gone with the last answer', () => {
    expect(run({ type: 'slow' }).slow).toBe(false);
    const slow = run({ type: 'start' }, { type: 'slow' });
    expect(slow.slow).toBe(true);
    expect(addReducer(slow, { type: 'done', result: { ok: true } }).slow).toBe(false);
  });
});

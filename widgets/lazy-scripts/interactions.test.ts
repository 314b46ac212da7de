import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENTS, interactionEvents, isIdentifier } from './interactions';

describe('what a lazy-scripts host may name', () => {
  it('only the visitor’s interaction events; other names are dropped', () => {
    expect(interactionEvents(null)).toEqual(DEFAULT_EVENTS.split(' '));
    expect(interactionEvents('click  pwned message load beforeunload keydown')).toEqual(['click', 'keydown']);
    expect(interactionEvents('')).toEqual([]);
  });

  it('a flag name is a plain identifier', () => {
    expect(isIdentifier('shopIslandsLazyFired')).toBe(true);
    expect(isIdentifier('$_flag9')).toBe(true);
    for (const name of ['', 'a.b', 'location.href', 'x y', '9a', 'a[0]', 'x'.repeat(65)]) expect(isIdentifier(name), name).toBe(false);
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRatedIds, withRatedId } from './cookie';

describe('rmp-rate cookie', () => {
  it('reads the original plugin’s encoded format and a raw one', () => {
    expect(parseRatedIds('12%2C34')).toEqual([12, 34]);
    expect(parseRatedIds('12,34')).toEqual([12, 34]);
    expect(parseRatedIds('7')).toEqual([7]);
    expect(parseRatedIds(undefined)).toEqual([]);
    expect(parseRatedIds('%E0%A4%A')).toEqual([]);
    expect(parseRatedIds('1,<script>,3')).toEqual([1, 3]);
  });

  it('keeps at most 20 ids, dropping the oldest, without duplicates (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 60 }), (votes) => {
        let ids: number[] = [];
        for (const id of votes) ids = withRatedId(ids, id);
        expect(ids.length).toBeLessThanOrEqual(20);
        expect(new Set(ids).size).toBe(ids.length);
        if (votes.length) expect(ids.at(-1)).toBe(votes.at(-1));
        const distinctRecent = [...new Set([...votes].reverse())].slice(0, 20).reverse();
        expect(ids).toEqual(distinctRecent);
      }),
    );
  });
});

// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { highlightParts, replySchema, SuggestionCache, toAnswer } from './suggestions';

describe('queries worth sending', () => {
  it('skips queries that extend one that found nothing, per category', () => {
    const cache = new SuggestionCache();
    cache.set('xyz', '', toAnswer([{ id: -1, value: 'Keine Produkte gefunden.', url: '', img: '', price: '', type: '' }]));
    expect(cache.extendsDeadEnd('xyzq', '')).toBe(true);
    expect(cache.extendsDeadEnd('XYZ q', '')).toBe(true);
    expect(cache.extendsDeadEnd('xyz', '')).toBe(false); // the same query is a cache hit instead
    expect(cache.extendsDeadEnd('xyzq', 'tee')).toBe(false);
    expect(cache.extendsDeadEnd('axyz', '')).toBe(false);
    expect(cache.get('XYZ', '')?.notice).toBe('Keine Produkte gefunden.');
  });

  it('a query with results is no dead end for longer ones', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3 }), fc.string(), (query, more) => {
        const cache = new SuggestionCache();
        cache.set(query, '', { products: [{ id: 1, value: 'x', url: '/p/', img: '', price: '', type: '' }], notice: null });
        return !cache.extendsDeadEnd(query + more, '');
      }),
    );
  });
});

describe('replies', () => {
  it('reads the recorded Flatsome shape, ids as numbers, and splits off the id -1 row', () => {
    const parsed = v.parse(replySchema, {
      suggestions: [
        { type: 'Product', id: 12, value: 'Tasse', url: '/product/tasse/', img: '/t.jpg', price: '<span>9,90 €</span>' },
        { id: '-1', value: 'Keine Produkte gefunden.', url: '' },
      ],
    });
    const answer = toAnswer(parsed.suggestions);
    expect(answer.products.map((product) => product.id)).toEqual([12]);
    expect(answer.notice).toBe('Keine Produkte gefunden.');
  });

  it('rejects replies without a suggestions list', () => {
    expect(v.safeParse(replySchema, { suggestion: [] }).success).toBe(false);
    expect(v.safeParse(replySchema, { suggestions: [{ id: 'x', value: 'a' }] }).success).toBe(false);
  });
});

describe('highlighting', () => {
  it('marks the first case-insensitive match', () => {
    expect(highlightParts('Tasse „Gemütlich“', 'tas')).toEqual([
      { text: 'Tas', match: true },
      { text: 'se „Gemütlich“', match: false },
    ]);
    expect(highlightParts('Filterkaffee', 'KAFF')).toEqual([
      { text: 'Filter', match: false },
      { text: 'kaff', match: true },
      { text: 'ee', match: false },
    ]);
  });

  it('always gives back the name, whatever the query', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        (name, query) =>
          highlightParts(name, query)
            .map((part) => part.text)
            .join('') === name,
      ),
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialState, isBusy, locatorReducer, shownSearch, visitorPosition, type LocatorState, type StoreResult } from './state';

const origin = { lat: 52.52, lng: 13.405, label: 'Berlin' };
const visitor = { ...origin, label: 'Ihr Standort', visitor: true };
const store = { id: '1', title: 'Berlin', distance: 0.1 } as StoreResult;

describe('locator state', () => {
  it('goes idle → locating → searching → results, busy only while locating and searching', () => {
    const locating = locatorReducer(initialState, { type: 'locate' });
    const searching = locatorReducer(locating, { type: 'search', origin, radius: 50 });
    const results = locatorReducer(searching, { type: 'found', origin, radius: 50, results: [store] });
    expect([initialState, locating, searching, results].map((state) => state.phase)).toEqual(['idle', 'locating', 'searching', 'results']);
    expect([initialState, locating, searching, results].map(isBusy)).toEqual([false, true, true, false]);
    expect(results).toEqual({ phase: 'results', origin, radius: 50, results: [store] });
  });

  it('calls a search without stores empty, keeps failures’ messages, and resets to idle', () => {
    const empty = locatorReducer({ phase: 'searching', origin, radius: 5 }, { type: 'found', origin, radius: 5, results: [] });
    expect(empty).toEqual({ phase: 'empty', origin, radius: 5 });
    const failed = locatorReducer(empty, { type: 'fail', message: 'map.setLocation' });
    expect(failed).toEqual({ phase: 'error', message: 'map.setLocation' });
    expect(locatorReducer(failed, { type: 'reset' })).toBe(initialState);
    expect(locatorReducer(initialState, { type: 'reset' })).toBe(initialState);
  });

  it('tells the map what to show: the search once its stores are known, the visitor while searching from their position', () => {
    const searching: LocatorState = { phase: 'searching', origin: visitor, radius: 50 };
    expect(shownSearch(searching)).toBeUndefined();
    expect(visitorPosition(searching)).toBe(visitor);
    const found = locatorReducer(searching, { type: 'found', origin: visitor, radius: 50, results: [] });
    expect(shownSearch(found)).toBe(found);
    expect(visitorPosition(found)).toBe(visitor);
    expect(visitorPosition({ phase: 'results', origin, radius: 50, results: [store] })).toBeUndefined();
    expect(visitorPosition({ phase: 'error', message: 'x' })).toBeUndefined();
  });
});

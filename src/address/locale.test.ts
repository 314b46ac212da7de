// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPriority, fieldLocale, parsePrintedJson, stateKind, stateOptions } from './locale';

describe('the printed JSON', () => {
  it('reads a string as wp_localize_script prints it, with &quot; undone', () => {
    expect(parsePrintedJson('{&quot;DE&quot;:{&quot;BE&quot;:&quot;Berlin&quot;}}')).toEqual({ DE: { BE: 'Berlin' } });
    expect(parsePrintedJson({ AT: [] })).toEqual({ AT: [] });
  });

  it.each([undefined, null, '', '0', '-1', '[1,2]', '{"DE":', 'null', 42])('gives null for %j, so the fields stay as printed', (raw) => {
    expect(parsePrintedJson(raw)).toBeNull();
  });
});

describe('the state field a country takes', () => {
  const states = { DE: { BE: 'Berlin', HH: 'Hamburg' }, AT: [], FR: {} };
  it('a list where it has states, a hidden input where its list is empty ([] or {}), free text where unknown', () => {
    expect(stateKind(states, 'DE')).toBe('select');
    expect(stateKind(states, 'AT')).toBe('hidden');
    expect(stateKind(states, 'FR')).toBe('hidden');
    expect(stateKind(states, 'GB')).toBe('text');
    expect(stateKind(states, '')).toBe('text');
  });

  it('lists the states in the printed order, names as text', () => {
    expect(stateOptions(states, 'DE')).toEqual([
      ['BE', 'Berlin'],
      ['HH', 'Hamburg'],
    ]);
    expect(stateOptions(states, 'AT')).toEqual([]);
    expect(stateOptions({ XX: { A: 12 as unknown as string } }, 'XX')).toEqual([['A', '12']]);
  });
});

describe("a field's look for a country", () => {
  const locales = {
    default: { postcode: { label: 'Postcode / ZIP', required: true, priority: 90 }, state: { label: 'State / County', required: true } },
    US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
    AT: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  };
  it("the defaults, then the country's own", () => {
    expect(fieldLocale(locales, 'US', 'postcode')).toEqual({ label: 'ZIP Code', required: true, priority: 90 });
    expect(fieldLocale(locales, 'AT', 'state')).toEqual({ label: 'State / County', required: false, hidden: true });
  });

  it('a country without a locale takes the defaults; an unknown field nothing', () => {
    expect(fieldLocale(locales, 'DE', 'postcode')).toEqual(locales.default.postcode);
    expect(fieldLocale(locales, 'US', 'company')).toEqual({});
    expect(fieldLocale({}, 'US', 'postcode')).toEqual({});
  });
});

describe('the order of the rows', () => {
  it('by priority, a row without one after the row before it, equal ones as they were', () => {
    const rows = [
      { id: 'first', priority: 10 },
      { id: 'country', priority: 40 },
      { id: 'city', priority: 70 },
      { id: 'plugin', priority: undefined },
      { id: 'postcode', priority: 65 },
      { id: 'same', priority: 65 },
    ];
    expect(byPriority(rows, (row) => row.priority).map((row) => row.id)).toEqual([
      'first',
      'country',
      'postcode',
      'same',
      'city',
      'plugin',
    ]);
  });

  it('is a stable permutation in ascending effective priority (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }), { maxLength: 30 }), (priorities) => {
        const rows = priorities.map((priority, index) => ({ priority, index }));
        const sorted = byPriority(rows, (row) => row.priority);
        expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(rows);
        // the effective priority: its own, or the one before + 1 (0 and none alike)
        let last = 0;
        const effective = rows.map((row) => (last = row.priority !== undefined && row.priority !== 0 ? row.priority : last + 1));
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          expect(effective[a.index]! < effective[b.index]! || (effective[a.index] === effective[b.index] && a.index < b.index)).toBe(true);
        }
      }),
    );
  });
});

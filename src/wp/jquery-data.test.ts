import { afterEach, describe, expect, it } from 'vitest';
import { realJQuery, useRealJQuery } from '../../test/fixtures/jquery';
import { toSearchParams } from './form-encode';
import { encodeAsJQuery } from './jquery-data';

let dropJQuery: (() => void) | undefined;
afterEach(() => {
  dropJQuery?.();
  dropJQuery = undefined;
});

const data = { product_id: '12', quantity: 2, gift: true, note: 'Für Oma & Opa', empty: null, sizes: ['s', 'm'] };

describe('encodeAsJQuery', () => {
  it('with jQuery on the page, is jQuery.param: what $.ajax({ data }) sends, nested objects and booleans included', () => {
    dropJQuery = useRealJQuery();
    const nested = { ...data, wrapping: { paper: 'rot', ribbon: false } } as unknown as Parameters<typeof encodeAsJQuery>[0];
    const sent = encodeAsJQuery(nested);
    expect([...sent]).toEqual([...new URLSearchParams(realJQuery.param(nested))]);
    expect([...sent]).toEqual([
      ['product_id', '12'],
      ['quantity', '2'],
      ['gift', 'true'],
      ['note', 'Für Oma & Opa'],
      ['empty', ''],
      ['sizes[]', 's'],
      ['sizes[]', 'm'],
      ['wrapping[paper]', 'rot'],
      ['wrapping[ribbon]', 'false'],
    ]);
  });

  it('without jQuery, is toSearchParams (no script could have put more than plain values in)', () => {
    expect(encodeAsJQuery(data).toString()).toBe(toSearchParams(data).toString());
    expect(encodeAsJQuery(data).get('note')).toBe('Für Oma & Opa');
  });

  it('a page whose jQuery lacks param (a stripped build) falls back to toSearchParams', () => {
    (globalThis as Record<string, unknown>).jQuery = () => ({});
    dropJQuery = () => delete (globalThis as Record<string, unknown>).jQuery;
    expect(encodeAsJQuery({ product_id: '12' }).toString()).toBe('product_id=12');
  });
});

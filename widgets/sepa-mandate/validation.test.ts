// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bicProblem, compactIban, ibanProblem, previewBlockers } from './validation';

const complete = {
  holder: 'Erika Mustermann',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: '',
  street: 'Speicherstadt 1',
  zip: '20457',
  city: 'Hamburg',
  country: 'DE',
};

describe('IBAN and BIC', () => {
  it('accepts valid IBANs in any spacing and case', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanProblem('de89370400440532013000')).toBeNull();
    expect(ibanProblem('AT61 1904 3002 3457 3201')).toBeNull();
    expect(compactIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('says why an IBAN is wrong', () => {
    expect(ibanProblem('')).toBe('sepa.iban.missing');
    expect(ibanProblem('DE88 3704 0044 0532 0130 00')).toBe('sepa.iban.checksum');
    expect(ibanProblem('DE89 3704 0044 0532 0130')).toBe('sepa.iban.length');
    expect(ibanProblem('1234 5678 9012 3456')).toBe('sepa.iban.country');
    expect(ibanProblem('<script>alert(1)</script>')).not.toBeNull();
  });

  it('checks a BIC only when given, unless it is required', () => {
    expect(bicProblem('', false)).toBeNull();
    expect(bicProblem('', true)).toBe('sepa.bic.missing');
    expect(bicProblem('COBADEFFXXX', false)).toBeNull();
    expect(bicProblem('cobadeff', false)).toBeNull();
    expect(bicProblem('COBA', false)).toBe('sepa.bic.format');
  });
});

describe('the preview offer', () => {
  it('is offered once every field is there and the IBAN is valid (BIC optional)', () => {
    expect(previewBlockers(complete, { bicRequired: false, savedData: false })).toEqual({ missing: [], invalid: [] });
  });

  it('names the empty fields, BIC only when required', () => {
    expect(previewBlockers({ ...complete, holder: ' ', city: '' }, { bicRequired: false, savedData: false }).missing).toEqual([
      'holder',
      'city',
    ]);
    expect(previewBlockers(complete, { bicRequired: true, savedData: false }).missing).toEqual(['bic']);
  });

  it('is not offered for an invalid IBAN or BIC', () => {
    expect(previewBlockers({ ...complete, iban: 'DE88 3704 0044 0532 0130 00' }, { bicRequired: false, savedData: false }).invalid).toEqual(
      ['sepa.iban.checksum'],
    );
    expect(previewBlockers({ ...complete, bic: 'XX' }, { bicRequired: false, savedData: false }).invalid).toEqual(['sepa.bic.format']);
  });

  it('is always offered with saved data', () => {
    expect(previewBlockers({ ...complete, holder: '', iban: '' }, { bicRequired: true, savedData: true })).toEqual({
      missing: [],
      invalid: [],
    });
  });
});

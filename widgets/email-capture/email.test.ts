// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTURE_EMAIL, isCapturableEmail, shouldSend } from './email';

const local = fc.stringMatching(/^[A-Za-z0-9_.+-]{1,20}$/);
const domain = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,20}$/);
const suffix = fc.stringMatching(/^[A-Za-z]{2,4}$/);

describe('the contract’s email pattern', () => {
  it('accepts every local part @ domain . 2–4 letter suffix', () => {
    fc.assert(fc.property(local, domain, suffix, (l, d, s) => isCapturableEmail(`${l}@${d}.${s}`)));
  });

  it('rejects suffixes that are too short, too long or not letters', () => {
    fc.assert(
      fc.property(
        local,
        domain,
        fc.oneof(fc.stringMatching(/^[A-Za-z]$/), fc.stringMatching(/^[A-Za-z]{5,8}$/), fc.stringMatching(/^[0-9]{2,4}$/)),
        (l, d, s) => !isCapturableEmail(`${l}@${d}.${s}`),
      ),
    );
  });

  it('rejects anything without exactly the parts in order', () => {
    for (const bad of [
      '',
      'kunde',
      'kunde@',
      '@nordlicht.de',
      'kunde@nordlicht',
      'kunde@@nordlicht.de',
      'kun de@nordlicht.de',
      'kunde@nordlicht.de ',
      'kunde@nordlicht.de<script>',
      'kunde@nord licht.de',
    ])
      expect(CAPTURE_EMAIL.test(bad), bad).toBe(false);
    expect(isCapturableEmail(' kunde@nordlicht.de ')).toBe(true);
    expect(isCapturableEmail('Max.Mustermann+shop@mail.example.info')).toBe(true);
  });

  it('never sends the same address twice in a row, nor an invalid one', () => {
    expect(shouldSend('kunde@nordlicht.de', undefined)).toBe(true);
    expect(shouldSend('kunde@nordlicht.de', 'kunde@nordlicht.de')).toBe(false);
    expect(shouldSend('kunde@nordlicht', undefined)).toBe(false);
    fc.assert(fc.property(local, domain, suffix, (l, d, s) => !shouldSend(`${l}@${d}.${s}`, `${l}@${d}.${s}`)));
  });
});
